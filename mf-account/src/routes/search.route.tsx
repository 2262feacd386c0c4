import {
  Link,
  useSearchParams,
  useTranslation,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from '@fwd/shared-contracts';
import { EmptyState, Page } from '@fwd/shared-ui';
import {
  prefetchCatalogSearch,
  prefetchCatalogShops,
  useCatalogSearch,
  useCatalogShops,
} from '@fwd/shared-contracts/domains/catalog';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { SearchForm } from '../features/catalog/components/search-form';
import { readSearch, searchParams, searchQuery } from '../features/catalog/search-state';

/** The results are asked for with the page's code: the page renders once, with them. */
export async function loader({ request }: LoaderFunctionArgs) {
  const query = searchQuery(readSearch(new URL(request.url).searchParams));
  await Promise.all([prefetchCatalogSearch(query), prefetchCatalogShops()]);
  return null;
}

/** A new search on the page is the page's own query: its results show that they are loading. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
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
  const result = useCatalogSearch(query);
  const shops = useCatalogShops();

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
