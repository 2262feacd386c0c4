import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { countOrdersToPurchase, ORDERS_TO_PURCHASE } from '@fwd/shared-contracts/domains/orders';
import { StatTile } from '@fwd/shared-ui';

export function OrdersToPurchaseWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('orders', 'count', 'to-purchase'), countOrdersToPurchase);
  useLive('orders');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('orders:widgets.ordersToPurchase.label')}
      to={`/admin/orders?status=${ORDERS_TO_PURCHASE[0]}`}
    />
  );
}
