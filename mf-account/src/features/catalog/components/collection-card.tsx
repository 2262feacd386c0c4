import { Link, useTranslation } from '@fwd/shared-contracts';
import { Muted, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { collectionPicture } from '@fwd/shared-contracts/domains/catalog';
import { CardGrid } from '../../../components/card-grid';
import type { CollectionRow } from '../api/catalog';

export const CollectionGrid = styled(CardGrid).attrs({ $min: 260, $gap: 3 })``;

const Item = styled.li`
  position: relative;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Cover = styled.img`
  display: block;
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

/** The collection's title is the link; it covers the whole card so the picture opens it too. */
const Title = styled(Link)`
  font-weight: 600;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

/** One curated collection: cover, title (the link to its products), description, how many products. */
export function CollectionCard({ collection }: { collection: CollectionRow }) {
  const { t } = useTranslation('account');
  return (
    <Item>
      {collection.image && <Cover src={collectionPicture(collection, collection.image)} alt="" />}
      <Text>
        <Title to={`/account/collection?id=${collection.id}`}>{collection.title}</Title>
        {collection.description && <span>{collection.description}</span>}
        <Muted>{t('catalog.collections.count', { count: collection.products.length })}</Muted>
      </Text>
    </Item>
  );
}
