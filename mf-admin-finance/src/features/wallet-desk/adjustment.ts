import { z } from 'zod';

/** The longest reason the wallet routes keep (backend/pb_hooks/wallet.pb.js). */
export const REASON_MAX = 500;

/** A required reason, trimmed; messages are keys of the `finance` catalog. */
const reason = (required: string) =>
  z.string().trim().min(1, required).max(REASON_MAX, 'walletDesk.adjust.reasonTooLong');

/** A manual adjustment: a direction, an amount (home currency, minor units, > 0) and a reason. */
export const adjustmentSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z
    .number()
    .nullable()
    .refine((value) => value !== null && Number.isSafeInteger(value) && value > 0, 'walletDesk.adjust.amountRequired')
    .transform((value) => value ?? 0),
  reason: reason('walletDesk.adjust.reasonRequired'),
});

export type AdjustmentDraft = z.input<typeof adjustmentSchema>;
export type Adjustment = z.output<typeof adjustmentSchema>;

/** A top-up's rejection: the reason the customer reads. */
export const rejectionSchema = z.object({ reason: reason('walletDesk.review.reasonRequired') });

/** The signed amount the route books (0 while no amount is typed). */
export function signedAmount(draft: Pick<AdjustmentDraft, 'direction' | 'amount'>): number {
  const amount = draft.amount ?? 0;
  return draft.direction === 'debit' ? -amount : amount;
}
