import { useTranslation } from '@fwd/shared-contracts';
import type { ShopCurrencies } from '@fwd/shared-contracts/domains/settings';
import { RecordDrawer } from '../../../components/record-drawer';
import type { OrderRow } from '../api/orders';
import { OrderDetail } from './order-detail';

export interface OrderDrawerProps {
  /** The open order (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: an order on it shows at once while its own record loads. */
  rows: OrderRow[] | undefined;
  userId: string;
  currencies: ShopCurrencies | undefined;
  onClose: () => void;
}

/** One order in a side sheet (a bottom sheet on a phone); an unknown id says so. */
export function OrderDrawer({ userId, currencies, ...drawer }: OrderDrawerProps) {
  const { t } = useTranslation('account');
  return (
    <RecordDrawer
      {...drawer}
      collection="orders"
      title={(order) => (order ? t('orders.detail.title', { code: order.code }) : t('orders.detail.untitled'))}
      notFound={t('orders.detail.notFound')}
    >
      {(order) => <OrderDetail key={order.id} order={order} userId={userId} currencies={currencies} />}
    </RecordDrawer>
  );
}
