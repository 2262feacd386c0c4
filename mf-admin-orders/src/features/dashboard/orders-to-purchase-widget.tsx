import { queryKeys, useApiQuery, useLive, useTranslation } from '@fwd/shared-contracts';
import { StatTile } from '@fwd/shared-ui';
import { countOrdersToPurchase } from './api/count-orders-to-purchase';

export function OrdersToPurchaseWidget() {
  const { t } = useTranslation();
  const count = useApiQuery(queryKeys.custom('orders', 'count', 'placed'), countOrdersToPurchase);
  useLive('orders');
  return (
    <StatTile
      value={count.data}
      status={count.status}
      label={t('orders:widgets.ordersToPurchase.label')}
      to="/admin/orders?status=placed"
    />
  );
}
