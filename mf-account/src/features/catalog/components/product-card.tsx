import { Link, useFormat, useTranslation } from '@fwd/shared-contracts';
import type { PricedProduct } from '@fwd/shared-contracts/api';
import { theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { productPicture } from '@fwd/shared-contracts/domains/catalog';
import { THUMB } from '../picture-path';
import { CARD_PICTURE_HEIGHT } from '../picture-path';

/** A card off the screen is neither laid out nor painted until it comes near (a page has 24). */
const Card = styled.li`
  content-visibility: auto;
  contain-intrinsic-size: auto 200px auto 22rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  overflow: hidden;
`;

const Picture = styled.img`
  width: 100%;
  aspect-ratio: 1;
  object-fit: cover;
  background: ${theme.color.border};
`;

const NoPicture = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 1;
  background: ${theme.color.border};
  color: ${theme.color.muted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.5rem 0.75rem 0.75rem;
  overflow-wrap: anywhere;
`;

const Title = styled(Link)`
  font-weight: 600;
  color: inherit;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Small = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;

/** One product in a result list: picture, title (the link), shop, price in both currencies. */
export function ProductCard({
  product,
  sourceCurrency,
  homeCurrency,
  eager = false,
}: {
  product: PricedProduct;
  sourceCurrency: string;
  homeCurrency: string;
  /** A card at the top of the list: its picture loads at once, first (the page's largest paint). */
  eager?: boolean;
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const picture = product.images[0];
  return (
    <Card style={{ position: 'relative' }}>
      {picture ? (
        <Picture
          src={productPicture(product, picture, THUMB)}
          alt=""
          width={CARD_PICTURE_HEIGHT}
          height={CARD_PICTURE_HEIGHT}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          loading={eager ? undefined : 'lazy'}
        />
      ) : (
        <NoPicture aria-hidden="true">{t('catalog.card.noPicture')}</NoPicture>
      )}
      <Body>
        <Title to={`/account/product/${product.id}`}>{product.title}</Title>
        {product.shop && <Small>{t('catalog.card.shop', { shop: product.shop })}</Small>}
        <span>
          {product.price_home > 0
            ? t('catalog.card.price', {
                price: format.money(product.price_src, sourceCurrency),
                home: format.money(product.price_home, homeCurrency),
              })
            : format.money(product.price_src, sourceCurrency)}
        </span>
      </Body>
    </Card>
  );
}
