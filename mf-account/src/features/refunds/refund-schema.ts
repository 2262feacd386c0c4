import { z } from 'zod';
import type { RefundTarget } from '@fwd/shared-contracts/domains/refunds';

/** Longest reason the server keeps (backend wallet.pb.js). */
export const REASON_MAX = 1000;

/**
 * The new-refund form. `left` is the cap the server gave for the chosen order or shipment (null
 * until it is known): the amount is checked against it here, and again by the server. Messages
 * are keys of the `account` namespace.
 */
export const refundSchema = z
  .object({
    kind: z.enum(['order', 'fulfillment']),
    order: z.string(),
    fulfillment: z.string(),
    amount: z.number().int().nullable(),
    reason: z
      .string()
      .trim()
      .min(1, 'refunds.form.errors.reasonRequired')
      .max(REASON_MAX, 'refunds.form.errors.reasonTooLong'),
    left: z.number().int().nullable(),
  })
  .superRefine((values, ctx) => {
    if (!values[values.kind]) {
      ctx.addIssue({
        code: 'custom',
        path: [values.kind],
        message: values.kind === 'order' ? 'refunds.form.errors.orderRequired' : 'refunds.form.errors.shipmentRequired',
      });
    }
    if (values.amount === null) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'refunds.form.errors.amountRequired' });
    } else if (values.amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'refunds.form.errors.amountPositive' });
    } else if (values.left !== null && values.amount > values.left) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'refunds.form.errors.amountOverCap' });
    }
  });

export type RefundFormInput = z.input<typeof refundSchema>;
export type RefundFormValues = z.output<typeof refundSchema>;

/** The order or shipment the form's values point at, or null when none is chosen. */
export function refundTarget(values: Pick<RefundFormInput, 'kind' | 'order' | 'fulfillment'>): RefundTarget | null {
  if (values.kind === 'order') return values.order ? { order: values.order } : null;
  return values.fulfillment ? { fulfillment: values.fulfillment } : null;
}
