/*
 * The refunds domain: a customer's (or sales') request to credit money back on an order or a
 * shipment, capped by what was paid, reviewed by finance. Customer and staff pages ask it for the
 * refundable figures, what a write refreshes and the moves the machine allows. Imported as
 * `@fwd/shared-contracts/domains/refunds`, bundled into the pages that use it.
 */
import { allowedTransitions, queryKeys, useApiQuery, type RefundRecord } from '@fwd/shared-contracts';
import type { RefundableQuery } from '@fwd/shared-contracts/api';
import { createRefund, getRefundCap } from './api/refunds';

export { createRefund, getRefundCap };

/** What a refund is asked on: an order or a shipment (`fulfillment`). */
export type RefundTarget = RefundableQuery;

export const refundsDomain = {
  collection: 'refunds' as const,
  /** The query key of what is still refundable on a target; events on `refunds` refresh it. */
  capKey: (target: RefundTarget | null) => queryKeys.custom('refunds', 'refundable', target),
  /** What each write refreshes: the collections the server's route writes. */
  refreshes: {
    /** A customer asks for a refund. */
    request: ['refunds'],
    /** Finance approves (credits the wallet, lowers what the order or shipment may still refund) or rejects. */
    review: ['refunds', 'wallet_transactions', 'users', 'orders', 'fulfillments'],
  } satisfies Record<string, string[]>,
};

/** The order or shipment a refund is about, or null when it names neither. */
export function targetOf(refund: Pick<RefundRecord, 'order' | 'fulfillment'> | undefined): RefundTarget | null {
  if (refund?.order) return { order: refund.order };
  if (refund?.fulfillment) return { fulfillment: refund.fulfillment };
  return null;
}

/**
 * What is still refundable on the target (nothing is asked while it is null); a cancel or a re-price
 * of the order or shipment, and any refund, refreshes it.
 */
export function useRefundCap(target: RefundTarget | null) {
  return useApiQuery(refundsDomain.capKey(target), (signal) => getRefundCap(target ?? { order: '' }, signal), {
    enabled: target !== null,
    dependsOn: ['orders', 'fulfillments'],
  });
}

/** The moves staff may make on a refund in this status (`approved`, `rejected`), from the machines. */
export function refundMoves(status: string): string[] {
  return allowedTransitions('refund', status, 'staff');
}
