import { Link, queryKeys, useApiQuery, useNavigate, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { PRODUCT_SORTS } from '@fwd/shared-contracts/api';
import { Button, EmptyState, loadControls, Page, Row, SelectField, TextField, theme } from '@fwd/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { catalogShops, productOfLink, searchCatalog } from '../features/catalog/api/catalog';
import { ProductGrid } from '../features/catalog/components/product-grid';
import {
  isLink,
  priceProblems,
  readSearch,
  searchParams,
  searchQuery,
  type SearchState,
} from '../features/catalog/search-state';

/** The filters: as many columns as fit, one on a phone; the controls fill their column. */
const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${theme.space(2)};
  margin-top: ${theme.space(2)};
  & input,
  & select {
    width: 100%;
    min-width: 0;
  }
`;

export async function loader() {
  await loadControls();
  return null;
}

/**
 * /account/search (public): the catalog by words, shop and price, sorted, a page at a time, all
 * in the URL. A pasted marketplace link opens its product, or a manual order prefilled with it.
 */
export function Component() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const state = readSearch(params);
  const query = searchQuery(state);
  const result = useApiQuery(queryKeys.custom('products', 'search', query), (signal) => searchCatalog(query, signal));
  const shops = useApiQuery(queryKeys.custom('products', 'shops'), catalogShops, { staleTime: 300_000 });

  return (
    <Page>
      <SearchForm key={params.toString()} state={state} shops={shops.data?.shops ?? []} setParams={setParams} />
      <ProductGrid
        label={t('catalog.search.results')}
        result={result}
        page={state.page}
        onPage={(page) => setParams(searchParams({ ...state, page }))}
        empty={
          <EmptyState title={t('catalog.search.empty')}>
            <span>{t('catalog.search.emptyHint')}</span>
            <Link to="/account/order-manual">{t('catalog.search.orderByLink')}</Link>
          </EmptyState>
        }
      />
    </Page>
  );
}

function SearchForm({
  state,
  shops,
  setParams,
}: {
  state: SearchState;
  shops: string[];
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(state);
  const [looking, setLooking] = useState(false);
  const [linkError, setLinkError] = useState('');
  const [showProblems, setShowProblems] = useState(false);
  const problems = priceProblems(draft);
  const set = (patch: Partial<SearchState>) => setDraft((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowProblems(true);
    if (problems.min || problems.max) return;
    const words = draft.q.trim();
    if (isLink(words)) {
      setLooking(true);
      setLinkError('');
      try {
        const { product, url } = await productOfLink(words);
        void navigate(
          product ? `/account/product/${product}` : `/account/order-manual?link=${encodeURIComponent(url)}`,
        );
      } catch {
        setLinkError(t('catalog.search.linkFailed'));
      } finally {
        setLooking(false);
      }
      return;
    }
    setParams(searchParams({ ...draft, q: words, page: 1 }));
  }

  return (
    <form role="search" aria-label={t('catalog.search.form')} onSubmit={(event) => void submit(event)} noValidate>
      <Row $gap={2} style={{ alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <TextField
            type="search"
            label={t('catalog.search.words')}
            hint={t('catalog.search.wordsHint')}
            value={draft.q}
            maxLength={2000}
            error={linkError || undefined}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
        <Button type="submit" disabled={looking} aria-busy={looking}>
          {looking ? t('catalog.search.lookingUp') : t('catalog.search.submit')}
        </Button>
      </Row>
      <Filters>
        <div>
          <SelectField
            label={t('catalog.search.shop')}
            value={draft.shop}
            options={[
              { value: '', label: t('catalog.search.allShops') },
              ...shops.map((shop) => ({ value: shop, label: shop })),
            ]}
            onChange={(event) => set({ shop: event.target.value })}
          />
        </div>
        <div>
          <TextField
            label={t('catalog.search.minPrice')}
            inputMode="decimal"
            value={draft.min}
            error={showProblems && problems.min ? t(`catalog.search.${problems.min}`) : undefined}
            onChange={(event) => set({ min: event.target.value })}
          />
        </div>
        <div>
          <TextField
            label={t('catalog.search.maxPrice')}
            inputMode="decimal"
            value={draft.max}
            error={showProblems && problems.max ? t(`catalog.search.${problems.max}`) : undefined}
            onChange={(event) => set({ max: event.target.value })}
          />
        </div>
        <div>
          <SelectField
            label={t('catalog.search.sort')}
            value={draft.sort}
            options={PRODUCT_SORTS.map((sort) => ({
              value: sort,
              label: t(`catalog.search.sorts.${sort}`),
            }))}
            onChange={(event) => {
              const sort = event.target.value as SearchState['sort'];
              set({ sort });
              if (!problems.min && !problems.max) setParams(searchParams({ ...draft, sort, page: 1 }));
            }}
          />
        </div>
      </Filters>
    </form>
  );
}
