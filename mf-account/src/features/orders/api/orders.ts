import {
  allOf,
  pb,
  where,
  type ListParams,
  type OrderItemRecord,
  type OrderRecord,
  type ParcelRecord,
  type SettingsRecord,
} from '@fwd/shared-contracts';
import { cancelOrder, getCustomerSummary, paySupplement } from '@fwd/shared-contracts/api';
import { orderFilter, type OrderFilters } from '../order-filters';

export type OrderRow = OrderRecord;
export type OrderItemRow = OrderItemRecord;
export type OrderParcelRow = ParcelRecord;

const NEWEST_FIRST = '-created';

/** One page of the customer's orders under the tab and code search of the URL. */
export function orderListParams(userId: string, filters: OrderFilters, page: number): ListParams {
  return { page, filter: orderFilter(userId, filters), sort: NEWEST_FIRST };
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

/** Counts of the customer's orders per status (the tabs), from the dashboard summary route. */
export function getOrderSummary(signal: AbortSignal) {
  return getCustomerSummary({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) });
}

/** The shop's settings (public): the home and source currencies the amounts are in. */
export function getShopSettings(signal: AbortSignal): Promise<SettingsRecord> {
  return pb
    .collection('settings')
    .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
}

/** Cancels a placed order; the server refunds what was paid at once. */
export function cancelOwnOrder(orderId: string) {
  return cancelOrder(pb, orderId);
}

/** Pays the supplement due on an order from the wallet (refused with `data.shortfall` when short). */
export function payOwnSupplement(orderId: string) {
  return paySupplement(pb, orderId);
}
