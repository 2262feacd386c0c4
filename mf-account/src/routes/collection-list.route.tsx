import { Link, useList, useTranslation } from '@fwd/shared-contracts';
import { EmptyState, ErrorState, Page, Skeleton } from '@fwd/shared-ui';
import { collectionListParams, type CollectionRow } from '../features/catalog/api/catalog';
import { CollectionCard, CollectionGrid } from '../features/catalog/components/collection-card';

/** /account/collection/list (public): every curated collection, each opening its products. */
export function Component() {
  const { t } = useTranslation('account');
  const list = useList<'collections', CollectionRow>('collections', collectionListParams());
  return (
    <Page>
      {list.status === 'pending' ? (
        <Skeleton lines={6} height="3em" />
      ) : list.status === 'error' ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('catalog.collections.empty')}>
          <span>{t('catalog.collections.emptyHint')}</span>
          <Link to="/account/search">{t('catalog.collections.search')}</Link>
        </EmptyState>
      ) : (
        <CollectionGrid aria-label={t('catalog.collections.list')}>
          {list.data.items.map((collection) => (
            <CollectionCard key={collection.id} collection={collection} />
          ))}
        </CollectionGrid>
      )}
    </Page>
  );
}
