import {
  Link,
  RECORD_ID,
  requireParam,
  useParams,
  useSearchParams,
  useTranslation,
  type LoaderFunctionArgs,
} from '@fwd/shared-contracts';
import type { ProductView } from '@fwd/shared-contracts/api';
import { Card, EmptyState, ErrorState, Muted, Page, Skeleton, Stack, theme } from '@fwd/shared-ui';
import { useDeferredValue, useState } from 'react';
import styled from 'styled-components';
import { prefetchCatalogProduct, useCatalogProduct } from '@fwd/shared-contracts/domains/catalog';
import { readChoice } from '../features/catalog/cart-choice';
import { ProductChoiceForm } from '../features/catalog/components/product-choice-form';
import { ProductPictures } from '../features/catalog/components/product-pictures';

/** Pictures beside the choice on a wide screen, above it on a phone. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: ${theme.space(4)};
  align-items: start;
`;

/** A malformed `:id` is a 404 before any request; the product is asked for with the page's code. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = requireParam(params, 'id', RECORD_ID);
  await prefetchCatalogProduct(id);
  return null;
}

/**
 * /account/product/:id (public): pictures, variants, the price in the source currency and at
 * today's rate in the home currency (both from the server), quantity and note, add to cart. A
 * visitor signs in first and comes back with the choice kept in the address, and the item added.
 */
export function Component() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  const view = useCatalogProduct(id);
  // The page renders in the background, in slices, once its answer is in (an answer arrives as an
  // urgent update, which React would render in one long task).
  const shown = useDeferredValue(view.data);

  if (view.status === 'pending' || (view.status === 'success' && !shown)) {
    return (
      <Page>
        <Skeleton lines={8} />
      </Page>
    );
  }
  if (view.status === 'error') {
    const missing = (view.error as { status?: number } | null)?.status === 404;
    return (
      <Page>
        {missing ? (
          <EmptyState title={t('catalog.product.notFound')}>
            <span>{t('catalog.product.notFoundHint')}</span>
            <Link to="/account/search">{t('catalog.product.backToSearch')}</Link>
          </EmptyState>
        ) : (
          <ErrorState error={view.error} onRetry={() => void view.refetch()} />
        )}
      </Page>
    );
  }
  return <ProductPage view={shown ?? view.data} />;
}

function ProductPage({ view }: { view: ProductView }) {
  const { t } = useTranslation('account');
  const { product } = view;
  const [params] = useSearchParams();
  // The form's first choice: the pictures show its variant from the first render, and the form
  // reporting it once mounted changes nothing (no second render of the whole page).
  const [sku, setSku] = useState(() => readChoice(params, product).sku);
  return (
    <Page title={product.title}>
      <Stack $gap={4}>
        <Columns>
          <ProductPictures product={product} sku={sku} />
          <Card>
            <Stack $gap={3}>
              {product.shop && <Muted>{t('catalog.product.from', { shop: product.shop })}</Muted>}
              {product.source_url && (
                <a href={product.source_url} target="_blank" rel="noopener noreferrer">
                  {t('catalog.product.source')}
                </a>
              )}
              <ProductChoiceForm view={view} onVariant={setSku} />
            </Stack>
          </Card>
        </Columns>
        {product.description && (
          <section aria-labelledby="product-description">
            <h2 id="product-description">{t('catalog.product.description')}</h2>
            <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{product.description}</p>
          </section>
        )}
      </Stack>
    </Page>
  );
}
