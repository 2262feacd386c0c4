import {
  Link,
  queryKeys,
  RECORD_ID,
  useApiQuery,
  useRecord,
  useSearchParams,
  useTranslation,
} from '@fwd/shared-contracts';
import { EmptyState, ErrorState, Page, Skeleton } from '@fwd/shared-ui';
import { searchCatalog } from '@fwd/shared-contracts/domains/catalog';
import type { CollectionRow } from '../features/catalog/api/catalog';
import { ProductGrid } from '../features/catalog/components/product-grid';

/** /account/collection?id= (public): one curated collection's products, in the curator's order. */
export function Component() {
  const { t } = useTranslation('account');
  const [params, setParams] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = RECORD_ID.test(raw) ? raw : '';
  const page = Math.max(1, Math.min(1000, Number(params.get('page')) || 1));
  const collection = useRecord<'collections', CollectionRow>('collections', id);
  const query = { collection: id, page };
  const products = useApiQuery(
    queryKeys.custom('products', 'search', query),
    (signal) => searchCatalog(query, signal),
    {
      enabled: !!id,
    },
  );

  const notFound = (
    <EmptyState title={t('catalog.collections.notFound')}>
      <Link to="/account/collection/list">{t('catalog.collections.allCollections')}</Link>
    </EmptyState>
  );
  if (!id) return <Page>{notFound}</Page>;
  if (collection.status === 'pending') {
    return (
      <Page>
        <Skeleton lines={6} />
      </Page>
    );
  }
  if (collection.status === 'error') {
    const missing = (collection.error as { status?: number } | null)?.status === 404;
    return (
      <Page>
        {missing ? notFound : <ErrorState error={collection.error} onRetry={() => void collection.refetch()} />}
      </Page>
    );
  }
  return (
    <Page title={collection.data.title}>
      {collection.data.description && <p style={{ overflowWrap: 'anywhere' }}>{collection.data.description}</p>}
      <ProductGrid
        label={t('catalog.collections.products')}
        result={products}
        page={page}
        onPage={(next) => {
          setParams(next > 1 ? { id, page: String(next) } : { id });
          window.scrollTo({ top: 0 });
        }}
        empty={<EmptyState title={t('catalog.collections.noProducts')} />}
      />
    </Page>
  );
}
