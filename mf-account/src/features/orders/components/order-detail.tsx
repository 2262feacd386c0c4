import { useFormat, useTranslation } from '@fwd/shared-contracts';
import { Muted, Row, Stack, StatusBadge, theme } from '@fwd/shared-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderRow } from '../api/orders';
import { Facts } from './facts';
import type { Currencies } from './money';
import { OrderActionsPanel } from './order-actions';
import { OrderFees } from './order-fees';
import { OrderItems } from './order-items';
import { OrderParcels } from './order-parcels';
import { OrderTimeline } from './order-timeline';

export interface OrderDetailProps {
  order: OrderRow;
  userId: string;
  currencies: Currencies | undefined;
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
          <Facts>
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
          </Facts>
        )}
      </Stack>
      <OrderActionsPanel order={order} currency={currencies?.home} />
      <Section id={`order-${order.id}-items`} title={t('orders.items.title')}>
        <OrderItems orderId={order.id} currency={currencies?.source} />
      </Section>
      <Section id={`order-${order.id}-fees`} title={t('orders.fees.title')}>
        <OrderFees order={order} currencies={currencies} />
      </Section>
      <Section id={`order-${order.id}-timeline`} title={t('orders.timeline.title')}>
        <OrderTimeline history={order.status_history} />
      </Section>
      <Section id={`order-${order.id}-parcels`} title={t('orders.parcels.title')}>
        <OrderParcels orderId={order.id} userId={userId} />
      </Section>
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Part aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </Part>
  );
}

const Part = styled.section`
  display: grid;
  gap: ${theme.space(3)};
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;
