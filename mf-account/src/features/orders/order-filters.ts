import { allOf, where } from '@fwd/shared-contracts';
import { orderMoves } from '@fwd/shared-contracts/domains/orders';

/** The URL params of the order list besides the status tab, page and `?id=`: the code search. */
export const ORDER_FILTERS = ['q'] as const;
export type OrderFilters = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;

/** Order codes are letters, digits and dashes (O2611-000001); anything else cannot match. */
export function codeQuery(value: string | undefined): string {
  return (value ?? '').trim().slice(0, 40);
}

/** The PocketBase filter of the list: always the owner, then the code search (the tab is the list helper's). */
export function orderFilter(userId: string, filters: OrderFilters): string {
  const code = codeQuery(filters.q);
  return allOf(where('user = {:me}', { me: userId }), code && where('code ~ {:code}', { code }));
}

/** What the customer may do with an order, as the state machine allows (shared machines.json). */
export interface OrderActions {
  cancel: boolean;
  paySupplement: boolean;
  refund: boolean;
  complain: boolean;
}

export function orderActions(order: { status: string; paid: number }): OrderActions {
  const moves = orderMoves(order.status, 'customer');
  const cancel = moves.includes('cancelled');
  return {
    cancel,
    paySupplement: moves.includes('purchased'),
    // A refund gives back part of what was paid; while the order can still be cancelled, cancelling
    // refunds all of it at once (and a pending request would block the cancel).
    refund: order.paid > 0 && !cancel,
    complain: true,
  };
}
