import { z } from 'zod';

export const NOTE_MAX = 1000;

/**
 * Finance's decision on a refund request: the note the customer reads, required to reject. The note
 * is the review route's `reason`, so the server's field errors land on it.
 */
export const refundDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(NOTE_MAX, 'orders:refundReview.noteTooLong'),
  })
  .superRefine((values, ctx) => {
    if (values.decision === 'reject' && !values.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'orders:refundReview.reasonRequired' });
  });
export type RefundDecisionInput = z.input<typeof refundDecisionSchema>;
