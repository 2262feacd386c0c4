import {
  canTransition,
  pb,
  queryKeys,
  useApiQuery,
  useList,
  useRecord,
  type OrderItemRecord,
  type OrderRecord,
  type ParcelRecord,
  type UserRecord,
} from '@fwd/shared-contracts';
import { quotePurchase, transitionOrder, type OrderPrices, type TransitionOrderBody } from '@fwd/shared-contracts/api';
import { getStaffOrderCounts } from '@fwd/shared-contracts/domains/api/orders';
import { ordersDomain } from '@fwd/shared-contracts/domains/orders';
import type { ListTableOptions } from '@fwd/shared-ui';
import { ORDER_DEFAULT_SORT, ORDER_FILTERS, ORDER_SORTS, orderFilter } from '../order-filters';

export type OrderCustomer = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'balance'>;
export type OrderRow = OrderRecord & { expand?: { user?: OrderCustomer } };

const EXPAND = 'user';

/** Every order by status tab and filters, without a total (the tabs' counts come from the counts route). */
export const ORDER_LIST: ListTableOptions = {
  filters: ORDER_FILTERS,
  filter: orderFilter,
  defaultSort: ORDER_DEFAULT_SORT,
  sorts: ORDER_SORTS,
  expand: EXPAND,
  skipTotal: true,
  tabs: { machine: 'order', counts: { key: ordersDomain.keys.staffCounts, fetch: getStaffOrderCounts } },
  live: 'orders',
};

export function useOrder(id: string | undefined) {
  return useRecord<'orders', OrderRow>('orders', id, { expand: EXPAND });
}

export function useOrderItems(orderId: string) {
  return useList<'order_items', OrderItemRecord>('order_items', {
    perPage: 200,
    sort: 'created',
    filter: pb.filter('order = {:order}', { order: orderId }),
  });
}

export function useOrderParcels(orderId: string) {
  return useList<'parcels', ParcelRecord>('parcels', {
    perPage: 100,
    sort: 'created',
    filter: pb.filter('order = {:order}', { order: orderId }),
  });
}

/**
 * What a purchase at these prices would bring (refund or supplement), from the server. Only while
 * the order may still be purchased; its key is not under `orders`, so the purchase itself (which
 * invalidates `orders`) does not ask again for an order that is no longer `placed`.
 */
export function usePurchaseQuote(order: Pick<OrderRecord, 'id' | 'status'>, prices: OrderPrices | null) {
  return useApiQuery(
    queryKeys.custom('purchase-quote', order.id, prices),
    (signal) => quotePurchase(pb, order.id, { prices: prices ?? {} }, { signal }),
    { enabled: prices !== null && canTransition('order', order.status, 'purchased', 'staff'), silent: true },
  );
}

export const moveOrder = (orderId: string, body: TransitionOrderBody) => transitionOrder(pb, orderId, body);
