import { RECORD_ID, useRecord, useTranslation } from '@fwd/shared-contracts';
import { Drawer, ErrorState, Skeleton } from '@fwd/shared-ui';
import type { OrderRow } from '../api/orders';
import type { Currencies } from './money';
import { OrderDetail } from './order-detail';

export interface OrderDrawerProps {
  /** The open order (`?id=`), if any. */
  id: string | undefined;
  /** The current page's rows: an order on it shows at once while its own record loads. */
  rows: OrderRow[] | undefined;
  userId: string;
  currencies: Currencies | undefined;
  onClose: () => void;
}

/** One order in a side sheet (a bottom sheet on a phone); an unknown id says so. */
export function OrderDrawer({ id, rows, userId, currencies, onClose }: OrderDrawerProps) {
  const { t } = useTranslation('account');
  // A malformed id matches nothing: no request is made for it.
  const wellFormed = id !== undefined && RECORD_ID.test(id);
  const fetched = useRecord<'orders', OrderRow>('orders', wellFormed ? id : null);
  const order = fetched.data ?? (id ? rows?.find((row) => row.id === id) : undefined);
  if (!id) return null;
  return (
    <Drawer
      open
      onOpenChange={(open) => !open && onClose()}
      title={order ? t('orders.detail.title', { code: order.code }) : t('orders.detail.untitled')}
    >
      {order ? (
        <OrderDetail key={order.id} order={order} userId={userId} currencies={currencies} />
      ) : !wellFormed ? (
        <ErrorState title={t('orders.detail.notFound')} />
      ) : fetched.isError ? (
        <ErrorState title={t('orders.detail.notFound')} error={fetched.error} onRetry={() => void fetched.refetch()} />
      ) : (
        <Skeleton lines={8} />
      )}
    </Drawer>
  );
}
