import { Link, queryKeys, useApiQuery, useSearchParams, useTranslation } from '@fwd/shared-contracts';
import { EmptyState, Page } from '@fwd/shared-ui';
import { catalogShops, searchCatalog } from '../features/catalog/api/catalog';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { SearchForm } from '../features/catalog/components/search-form';
import { readSearch, searchParams, searchQuery } from '../features/catalog/search-state';

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
  const shops = useApiQuery(queryKeys.custom('products', 'shops'), catalogShops, { staleTime: 300_000, silent: true });

  return (
    <Page>
      <SearchForm key={params.toString()} state={state} shops={shops.data?.shops ?? []} setParams={setParams} />
      <ProductGrid
        label={t('catalog.search.results')}
        result={result}
        page={state.page}
        onPage={(page) => {
          setParams(searchParams({ ...state, page }));
          window.scrollTo({ top: 0 });
        }}
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
