import {
  fileUrl,
  pb,
  useFileToken as useSessionFileToken,
  where,
  type ListParams,
  type RechargeRecord,
} from '@fwd/shared-contracts';
import { sendWithProgress } from './upload';

/** The customer's top-ups, newest first. */
export function rechargeListParams(userId: string, page: number): ListParams {
  return { page, filter: where('user = {:me}', { me: userId }), sort: '-created,-id' };
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
  const body = new FormData();
  body.append('proof', file, file.name);
  return sendWithProgress<RechargeRecord>(
    'PATCH',
    `/api/collections/recharges/records/${encodeURIComponent(id)}`,
    body,
    onProgress,
  );
}

/** Whether a proof file is a PDF (no thumbnail then). */
export function isPdf(filename: string): boolean {
  return filename.toLowerCase().endsWith('.pdf');
}

/** The address of a top-up's proof, opened with a file token (the field is protected). */
export function proofUrl(record: RechargeRecord, token: string, thumb?: string): string {
  return fileUrl(record, 'proof', record.proof, { token, thumb });
}

/** The signed-in customer's file token for their protected proofs (shared-contracts renews it). */
export function useFileToken(enabled: boolean) {
  return { data: useSessionFileToken(enabled) };
}
