import { allOf, allowedTransitions, ORDER_STATUSES, where, type OrderStatus } from '@fwd/shared-contracts';

/** The URL params of the order list besides page and `?id=`: the status tab and the code search. */
export const ORDER_FILTERS = ['status', 'q'] as const;
export type OrderFilters = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;

/** The tab of the "every status" view. */
export const ALL_TAB = 'all';

/** A status from the URL, or undefined when it is none of the order statuses. */
export function orderStatusOf(value: string | undefined): OrderStatus | undefined {
  return (ORDER_STATUSES as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : undefined;
}

/** Order codes are letters, digits and dashes (O2611-000001); anything else cannot match. */
export function codeQuery(value: string | undefined): string {
  return (value ?? '').trim().slice(0, 40);
}

/** The PocketBase filter of the list: always the owner, then the tab and the code search. */
export function orderFilter(userId: string, filters: OrderFilters): string {
  const status = orderStatusOf(filters.status);
  const code = codeQuery(filters.q);
  return allOf(
    where('user = {:me}', { me: userId }),
    status && where('status = {:status}', { status }),
    code && where('code ~ {:code}', { code }),
  );
}

/** The tabs: every order, then each status, each with its count from the summary. */
export function orderTabs(counts: Partial<Record<OrderStatus, number>> | undefined) {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  return [
    { id: ALL_TAB, count: all },
    ...ORDER_STATUSES.map((status) => ({ id: status as string, count: counts ? (counts[status] ?? 0) : undefined })),
  ];
}

/** What the customer may do with an order, as the state machine allows (shared machines.json). */
export interface OrderActions {
  cancel: boolean;
  paySupplement: boolean;
  refund: boolean;
  complain: boolean;
}

export function orderActions(order: { status: string; paid: number }): OrderActions {
  const moves = allowedTransitions('order', order.status, 'customer');
  const cancel = moves.includes('cancelled');
  return {
    cancel,
    paySupplement: order.status === 'awaiting_supplement' && moves.includes('purchased'),
    // A refund gives back part of what was paid; while the order can still be cancelled, cancelling
    // refunds all of it at once (and a pending request would block the cancel).
    refund: order.paid > 0 && !cancel,
    complain: true,
  };
}
