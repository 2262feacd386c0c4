import { apiClient, pb, type RefundRecord } from '@fwd/shared-contracts';
import { getRefundable, type Refundable, type RefundableQuery } from '@fwd/shared-contracts/api';

/** What is still refundable on an order or a shipment: paid, refunded or pending, left (the server's figures). */
export function getRefundCap(target: RefundableQuery, signal?: AbortSignal): Promise<Refundable> {
  return getRefundable(apiClient(signal), target);
}

/** Asks for a refund; the server checks the owner and caps the amount (a field error on `amount`). */
export function createRefund(
  userId: string,
  { target, amount, reason }: { target: RefundableQuery; amount: number; reason: string },
): Promise<RefundRecord> {
  return pb.collection('refunds').create<RefundRecord>({ user: userId, ...target, amount, reason });
}
