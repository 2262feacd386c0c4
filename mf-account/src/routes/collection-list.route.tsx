import { Link, useList, useTranslation } from '@fwd/shared-contracts';
import { EmptyState, ErrorState, Muted, Page, Skeleton, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { collectionListParams, fileUrl, type CollectionRow } from '../features/catalog/api/catalog';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li`
  position: relative;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Cover = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.border};
`;

const Text = styled.div`
  padding: ${theme.space(3)};
  display: grid;
  gap: ${theme.space(1)};
`;

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
        <Grid>
          {list.data.items.map((collection) => (
            <Item key={collection.id}>
              {collection.image && <Cover src={fileUrl(collection, collection.image)} alt="" />}
              <Text>
                <Link
                  to={`/account/collection?id=${collection.id}`}
                  aria-label={t('catalog.collections.open', { title: collection.title })}
                  style={{ fontWeight: 600 }}
                >
                  {collection.title}
                </Link>
                {collection.description && <span>{collection.description}</span>}
                <Muted>{t('catalog.collections.count', { count: collection.products.length })}</Muted>
              </Text>
            </Item>
          ))}
        </Grid>
      )}
    </Page>
  );
}
