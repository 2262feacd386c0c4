import { queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { countOrdersToPurchase, ORDERS_TO_PURCHASE } from '@fwd/shared-contracts/domains/orders';
import { countWidget } from '@fwd/shared-ui';

export const OrdersToPurchaseWidget = countWidget(
  () => useApiQuery(queryKeys.custom('orders', 'count', 'to-purchase'), countOrdersToPurchase),
  {
    collection: 'orders',
    label: 'orders:widgets.ordersToPurchase.label',
    to: `/admin/orders?status=${ORDERS_TO_PURCHASE[0]}`,
  },
);
