// zod/mini, like the API's schemas: the finance pages share one copy of zod's core, not a second
// layer that every finance page would load with the shared API chunk.
import { z } from 'zod/mini';

/** The longest reason the wallet routes keep (backend/pb_hooks/wallet.pb.js). */
export const REASON_MAX = 500;

/** A required reason, trimmed; messages are keys of the `finance` catalog. */
const reason = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(REASON_MAX, 'walletDesk.adjust.reasonTooLong'));

/** A manual adjustment: a direction, an amount (home currency, minor units, > 0) and a reason. */
export const adjustmentSchema = z.object({
  direction: z.enum(['credit', 'debit']),
  amount: z.pipe(
    z
      .nullable(z.number())
      .check(
        z.refine(
          (value) => value !== null && Number.isSafeInteger(value) && value > 0,
          'walletDesk.adjust.amountRequired',
        ),
      ),
    z.transform((value: number | null) => value ?? 0),
  ),
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
