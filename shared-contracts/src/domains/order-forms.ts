/*
 * The staff's order forms (zod, for `useZodForm`): tracking codes and a cancellation's reason.
 * Field names are the transition route's, so the server's field errors land on them. Messages are
 * translation keys. Imported as `@fwd/shared-contracts/domains/order-forms`, bundled into the
 * page that has the form (classic zod stays out of the first paint).
 */
import { z } from 'zod';

const TRACKING_CODE = /^[A-Z0-9-]{3,50}$/;

/** Tracking codes as typed: one per line (or separated by spaces, commas, semicolons). */
export function splitTrackingCodes(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

export const trackingCodesSchema = z.object({
  trackingCodes: z
    .string()
    .transform(splitTrackingCodes)
    .superRefine((codes, ctx) => {
      if (codes.length === 0) ctx.addIssue({ code: 'custom', message: 'orders:orderDesk.tracking.required' });
      else if (codes.some((code) => !TRACKING_CODE.test(code)))
        ctx.addIssue({ code: 'custom', message: 'orders:orderDesk.tracking.format' });
    }),
});

export const cancelOrderSchema = z.object({
  reason: z.string().trim().min(1, 'orders:orderDesk.cancel.reasonRequired'),
});

/** A bulk move's form: the reason customers read, asked for (and required) only when cancelling. */
export const bulkMoveSchema = (to: string) =>
  to === 'cancelled' ? cancelOrderSchema : z.object({ reason: z.string().transform(() => '') });

export type TrackingCodesInput = z.input<typeof trackingCodesSchema>;
export type CancelOrderInput = z.input<typeof cancelOrderSchema>;
