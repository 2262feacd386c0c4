import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, Row, Stack, StatusBadge } from '@fwd/shared-ui';
import type { OrderRow } from '../api/orders';
import { DetailSection } from '../../../components/detail-section';
import { DetailFacts } from '../../../components/figures';
import type { ShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { OrderActionsPanel } from './order-actions';
import { OrderFees } from './order-fees';
import { OrderItems } from './order-items';
import { OrderParcels } from './order-parcels';
import { OrderTimeline } from './order-timeline';

export interface OrderDetailProps {
  order: OrderRow;
  userId: string;
  currencies: ShopCurrencies | undefined;
}

/** Status, what can be done now, the items, the costs fixed at payment, the timeline and the parcels. */
export function OrderDetail({ order, userId, currencies }: OrderDetailProps) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const tracking = order.tracking_codes ?? [];
  return (
    <Stack $gap={6}>
      <Stack $gap={2}>
        <Row $gap={2}>
          <StatusBadge machine="order" status={order.status} />
          <Muted as="span">
            {t('orders.detail.placed', { date: format.dateTime(order.created), shop: order.shop })}
          </Muted>
        </Row>
        {(order.seller_order_no || tracking.length > 0) && (
          <DetailFacts>
            {order.seller_order_no && (
              <>
                <dt>{t('orders.detail.sellerOrderNo')}</dt>
                <dd>
                  <code>{order.seller_order_no}</code>
                </dd>
              </>
            )}
            {tracking.length > 0 && (
              <>
                <dt>{t('orders.detail.trackingCodes')}</dt>
                <dd>
                  <code>{tracking.join(', ')}</code>
                </dd>
              </>
            )}
          </DetailFacts>
        )}
      </Stack>
      <OrderActionsPanel order={order} currency={currencies?.home} />
      <DetailSection id={`order-${order.id}-items`} title={t('orders.items.title')}>
        <OrderItems orderId={order.id} currency={currencies?.source} />
      </DetailSection>
      <DetailSection id={`order-${order.id}-fees`} title={t('orders.fees.title')}>
        <OrderFees order={order} currencies={currencies} />
      </DetailSection>
      <DetailSection id={`order-${order.id}-timeline`} title={t('orders.timeline.title')}>
        <OrderTimeline history={order.status_history} />
      </DetailSection>
      <DetailSection id={`order-${order.id}-parcels`} title={t('orders.parcels.title')}>
        <OrderParcels orderId={order.id} userId={userId} />
      </DetailSection>
    </Stack>
  );
}
