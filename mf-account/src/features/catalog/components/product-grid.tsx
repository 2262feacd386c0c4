import { useTranslation } from '@fwd/shared-contracts';
import type { ProductSearchResponse } from '@fwd/shared-contracts/api';
import { Button, EmptyState, ErrorState, Row, Skeleton } from '@fwd/shared-ui';
import { useDeferredValue, type ReactNode } from 'react';
import { CardGrid } from '../../../components/card-grid';
import { ProductCard } from './product-card';
import { EAGER_CARDS } from '../picture-path';

export interface ProductGridProps {
  label: string;
  result: {
    data?: ProductSearchResponse;
    status: 'pending' | 'error' | 'success';
    error: unknown;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  empty: ReactNode;
}

/**
 * The cards of the first commit when the page opens with its results: more than a phone's first
 * screen. The rest follow in a second, background commit: attaching a card's picture costs the
 * commit 1–2 ms (4–8 ms on a phone at 4× CPU), and a page of 24 made it one long task.
 */
const FIRST_COMMIT = 8;

/** A page of products as cards, with its loading, empty and error states and Previous/Next. */
export function ProductGrid({ label, result, page, onPage, empty }: ProductGridProps) {
  const { t } = useTranslation('account');
  // The cards of a new answer render in the background, in slices that leave the page responsive
  // (an answer arrives as an urgent update, which React would render in one long task).
  const data = useDeferredValue(result.data);
  const count = data?.items.length ?? 0;
  const shown = useDeferredValue(count, Math.min(count, FIRST_COMMIT));
  if (result.status === 'pending' || (result.data && !data)) return <Skeleton lines={6} height="3em" />;
  if (result.status === 'error' || !data) {
    return <ErrorState error={result.error} onRetry={() => void result.refetch()} />;
  }
  const { items, hasMore, sourceCurrency, homeCurrency } = data;
  if (items.length === 0 && page === 1) return <>{empty}</>;
  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={t('catalog.search.empty')} />
      ) : (
        <CardGrid $min={200} $gap={3} aria-label={label}>
          {items.slice(0, shown).map((product, index) => (
            <ProductCard
              key={product.id}
              eager={index < EAGER_CARDS}
              product={product}
              sourceCurrency={sourceCurrency}
              homeCurrency={homeCurrency}
            />
          ))}
        </CardGrid>
      )}
      {(page > 1 || hasMore) && (
        <nav aria-label={t('catalog.search.pages')}>
          <Row $gap={3} style={{ justifyContent: 'space-between', alignItems: 'center', marginTop: '1rem' }}>
            <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              {t('catalog.search.previous')}
            </Button>
            <span aria-live="polite">{t('catalog.search.page', { page })}</span>
            <Button type="button" $variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
              {t('catalog.search.next')}
            </Button>
          </Row>
        </nav>
      )}
    </>
  );
}
