/*
 * The wallet domain: top-ups (`recharges`) and the ledger (`wallet_transactions`). What customer
 * and staff pages both know about them lives here: what each write refreshes, the moves staff may
 * make on a top-up (from the machines), the proof's address and the review queue's filter.
 * Imported as `@fwd/shared-contracts/domains/wallet`, bundled into the pages that use it.
 */
import { allowedTransitions, fileUrl, queryKeys, type RechargeRecord } from '@fwd/shared-contracts';
import { countRechargesToReview, createRecharge, RECHARGES_TO_REVIEW, uploadRechargeProof } from './api/wallet';

export { countRechargesToReview, createRecharge, RECHARGES_TO_REVIEW, uploadRechargeProof };

export const walletDomain = {
  collections: ['recharges', 'wallet_transactions'] as const,
  keys: {
    /** How many top-ups wait for review (the finance dashboard). */
    toReview: queryKeys.custom('recharges', 'count', 'pending'),
  },
  /** What each write refreshes: the collections the server's route writes. */
  refreshes: {
    /** A customer asks for a top-up or attaches its proof. */
    recharge: ['recharges'],
    /** Finance approves (credits the wallet) or rejects a top-up. */
    review: ['recharges', 'users', 'wallet_transactions'],
    /** Finance corrects a balance. */
    adjust: ['users', 'wallet_transactions'],
  } satisfies Record<string, string[]>,
};

/** The moves staff may make on a top-up in this status (`approved`, `rejected`), from the machines. */
export function rechargeMoves(status: string): string[] {
  return allowedTransitions('recharge', status, 'staff');
}

/** Whether a proof file is a PDF (no thumbnail then). */
export function isPdf(filename: string): boolean {
  return /\.pdf$/i.test(filename);
}

/** The address of a top-up's proof with a file token (the field is protected); '' without one. */
export function proofUrl(record: RechargeRecord, token: string | undefined, thumb?: string): string {
  return fileUrl(record, 'proof', record.proof, { token, thumb });
}

/** The one currency a VietQR (NAPAS) transfer code carries: a code is offered only when the shop's home currency is it. */
export const VIETQR_CURRENCY = 'VND';
