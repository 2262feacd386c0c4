import { pb, readOptions, type RechargeRecord } from '@fwd/shared-contracts';
import { updateRecordWithProgress } from '../../files/upload';

/**
 * The top-ups finance reviews: every pending one, whether its proof came or not. A proof only makes
 * the review sooner (the customer's top-up page says so); without one, finance matches the bank
 * transfer by its reference. The review list and the dashboard's count use this one filter.
 */
export const RECHARGES_TO_REVIEW = "status = 'pending'";

/** How many top-ups wait for review (one one-row request; PocketBase counts). */
export async function countRechargesToReview(signal?: AbortSignal): Promise<number> {
  const page = await pb
    .collection('recharges')
    .getList(1, 1, { filter: RECHARGES_TO_REVIEW, fields: 'id', ...readOptions(signal) });
  return page.totalItems;
}

/** Asks for a top-up; the server answers with its transfer reference and `pending`. */
export function createRecharge(userId: string, amount: number): Promise<RechargeRecord> {
  return pb.collection('recharges').create<RechargeRecord>({ user: userId, amount });
}

/**
 * Attaches the proof of transfer to a pending top-up that has none yet (the only change a customer
 * may make to it), as one multipart PATCH with upload progress from 0 to 1.
 */
export function uploadRechargeProof(
  id: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<RechargeRecord> {
  return updateRecordWithProgress<RechargeRecord>('recharges', id, { proof: file }, onProgress);
}
