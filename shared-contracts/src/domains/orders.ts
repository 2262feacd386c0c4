/*
 * The orders domain: what customer and staff pages know about orders, written once. Its query
 * keys and fetchers, what a move refreshes, which moves the machine allows each actor, and the
 * staff's bulk moves. Imported as `@fwd/shared-contracts/domains/orders`, bundled into the pages
 * that use it; it reaches the client and the machines through the shared package only.
 */
import {
  allowedTransitions,
  canTransition,
  countEach,
  ORDER_STATUSES,
  queryKeys,
  where,
  type OrderStatus,
} from '@fwd/shared-contracts';
import type { OrderStaffTarget } from '@fwd/shared-contracts/api';

export type { OrderStaffTarget };

/** Moves staff make one order at a time: a purchase needs its prices, a shipment its tracking codes. */
const ONE_AT_A_TIME: readonly string[] = ['purchased', 'seller_shipped'];

export const ordersDomain = {
  collection: 'orders',
  keys: {
    /** Every order counted by status (the staff tabs and dashboard). */
    staffCounts: queryKeys.custom('orders', 'counts'),
  },
  /**
   * What any move of an order refreshes, for customer and staff alike: the order, its lines (a
   * purchase re-prices them), its parcels (tracking codes become parcels), the ledger and the
   * balance (a payment, refund or supplement).
   */
  refreshes: ['orders', 'order_items', 'parcels', 'wallet_transactions', 'users'],
} as const;

/** The statuses from which staff may move an order to `to` (the orders waiting for that step). */
export function ordersWaitingFor(to: OrderStaffTarget): OrderStatus[] {
  return ORDER_STATUSES.filter((status) => canTransition('order', status, to, 'staff'));
}

/** A PocketBase filter of the orders in any of these statuses (values bound). */
export function orderStatusFilter(statuses: readonly string[]): string {
  const clauses = statuses.map((status) => where('status = {:status}', { status }));
  return clauses.length <= 1 ? (clauses[0] ?? '') : clauses.map((clause) => `(${clause})`).join(' || ');
}

/** The orders staff buy (the dashboard's "to purchase"). */
export const ORDERS_TO_PURCHASE = ordersWaitingFor('purchased');

/** How many orders wait to be bought. */
export async function countOrdersToPurchase(signal?: AbortSignal): Promise<number> {
  return (await countEach('orders', { all: orderStatusFilter(ORDERS_TO_PURCHASE) }, signal)).all;
}

/** The moves the machine allows `actor` from `status` (what a page offers). */
export function orderMoves(status: string, actor: 'customer' | 'staff'): string[] {
  return allowedTransitions('order', status, actor);
}

/**
 * The move staff may apply to many orders of this status at once: the staff move that needs
 * nothing per order, if the machine allows one.
 */
export function bulkOrderMove(status: string | undefined): OrderStaffTarget | undefined {
  if (!status) return undefined;
  return orderMoves(status, 'staff').find((to) => !ONE_AT_A_TIME.includes(to)) as OrderStaffTarget | undefined;
}

/** Whether the order waits on its customer (a move only the customer may make, e.g. paying a supplement). */
export function orderAwaitsCustomer(status: string): boolean {
  const customer = orderMoves(status, 'customer');
  return customer.length > 0 && customer.some((to) => !orderMoves(status, 'staff').includes(to));
}
