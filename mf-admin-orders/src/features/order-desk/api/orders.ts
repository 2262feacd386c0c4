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
import {
  countOrdersByStatus,
  quotePurchase,
  transitionOrder,
  type OrderPrices,
  type TransitionOrderBody,
} from '@fwd/shared-contracts/api';

export type OrderCustomer = Pick<UserRecord, 'id' | 'code' | 'name' | 'email' | 'balance'>;
export type OrderRow = OrderRecord & { expand?: { user?: OrderCustomer } };

const EXPAND = 'user';

/** One page of orders without its total (the tabs' counts come from the counts route). */
export function useOrderPage(filter: string, sort: string, page: number) {
  return useList<'orders', OrderRow>('orders', { filter, sort, page, expand: EXPAND, skipTotal: true });
}

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

/** Every order counted by status (the tabs). */
export function useOrderCounts() {
  return useApiQuery(queryKeys.custom('orders', 'counts'), (signal) => countOrdersByStatus(pb, { signal }));
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
