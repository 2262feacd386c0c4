import { useList, useTranslation } from '@fwd/shared-contracts';
import { ErrorState, Muted, PlainList, Skeleton, theme } from '@fwd/shared-ui';
import styled from 'styled-components';
import { orderItemsParams, type OrderItemRow } from '../api/orders';
import { Money } from '../../../components/money';

/** Pictures load as they scroll into view. */
const LAZY = 'lazy';

/** What was bought: picture, title (a link to the seller's page), variant, quantity × unit price. */
export function OrderItems({ orderId, currency }: { orderId: string; currency: string | undefined }) {
  const { t } = useTranslation('account');
  const items = useList<'order_items', OrderItemRow>('order_items', orderItemsParams(orderId));
  if (items.isPending) return <Skeleton lines={3} height="3rem" />;
  if (items.isError) return <ErrorState error={items.error} onRetry={() => void items.refetch()} />;
  if (items.data.items.length === 0) return <Muted>{t('orders.items.none')}</Muted>;
  return (
    <PlainList $gap={3} aria-label={t('orders.items.title')}>
      {items.data.items.map((item) => (
        <Item key={item.id}>
          {item.image_url ? (
            <Picture src={item.image_url} alt="" loading={LAZY} width={64} height={64} />
          ) : (
            <NoPicture aria-hidden="true" />
          )}
          <Text>
            {item.link ? (
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                {item.title}
              </a>
            ) : (
              <strong>{item.title}</strong>
            )}
            {item.variant && <Small>{t('orders.items.variant', { variant: item.variant })}</Small>}
            <span>
              {t('orders.items.qty', { qty: item.qty })} × <Money amount={item.unit_price_src} currency={currency} />
            </span>
            {item.note && <Small>{t('orders.items.note', { note: item.note })}</Small>}
          </Text>
        </Item>
      ))}
    </PlainList>
  );
}

const Item = styled.li`
  display: flex;
  gap: ${theme.space(3)};
  align-items: flex-start;
  min-width: 0;
`;

const Picture = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.bg};
`;

const NoPicture = styled.span`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radius};
  background: ${theme.color.neutralBg};
`;

const Text = styled.div`
  display: grid;
  gap: ${theme.space(0.5)};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Small = styled.span`
  color: ${theme.color.muted};
  font-size: 0.875rem;
`;
