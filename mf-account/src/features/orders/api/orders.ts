import {
  allOf,
  pb,
  where,
  type ListParams,
  type OrderItemRecord,
  type OrderRecord,
  type ParcelRecord,
} from '@fwd/shared-contracts';
import { cancelOrder, paySupplement } from '@fwd/shared-contracts/api';
import type { ListTableOptions } from '@fwd/shared-ui';
import { ORDER_FILTERS, orderFilter } from '../order-filters';

export type OrderRow = OrderRecord;
export type OrderItemRow = OrderItemRecord;
export type OrderParcelRow = ParcelRecord;

/** The customer's orders, newest first, by status tab (counts from the summary) and code search. */
export function orderList(userId: string): ListTableOptions {
  return {
    filters: ORDER_FILTERS,
    filter: (filters) => orderFilter(userId, filters),
    defaultSort: '-created',
    sorts: ['-created'],
    tabs: { machine: 'order' },
    live: 'customer',
  };
}

/** The lines of one order, in the order they were bought. */
export function orderItemsParams(orderId: string): ListParams {
  // Checkout takes at most 200 cart items, so one page holds every line of an order.
  return { perPage: 200, skipTotal: true, sort: 'created', filter: where('order = {:order}', { order: orderId }) };
}

/** The parcels an order produced (its seller tracking codes), owner first for the index. */
export function orderParcelsParams(userId: string, orderId: string): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    sort: 'created',
    filter: allOf(where('user = {:me}', { me: userId }), where('order = {:order}', { order: orderId })),
  };
}

/** Cancels a placed order; the server refunds what was paid at once. */
export function cancelOwnOrder(orderId: string) {
  return cancelOrder(pb, orderId);
}

/** Pays the supplement due on an order from the wallet (refused with `data.shortfall` when short). */
export function payOwnSupplement(orderId: string) {
  return paySupplement(pb, orderId);
}
