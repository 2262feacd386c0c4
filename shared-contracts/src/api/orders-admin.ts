/**
 * `POST /api/admin/orders/{id}/transition` (sales; backend/pb_hooks/orders.pb.js and
 * lib/orders.js): placed → purchased (seller order number, maybe re-priced) → seller_shipped
 * (tracking codes) → at_warehouse → completed, or placed → cancelled. Any other move is a 400
 * `invalid_transition` naming both statuses.
 */
import { z } from 'zod/mini';
import { recordIdSchema, route } from './client';
import { orderRecordSchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

/** The statuses staff may move an order to (lib/orders.js STAFF_TARGETS). */
export const ORDER_STAFF_TARGETS = ['purchased', 'seller_shipped', 'at_warehouse', 'completed', 'cancelled'] as const;

/** Seller tracking codes: trimmed, upper-cased, 3–50 letters, digits or dashes. */
const trackingCode = lazySchema(() =>
  z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9-]{3,50}$/, 'Each tracking code is 3–50 letters, digits or dashes.'),
    ),
);

/** What the goods really cost when buying them (source currency minor unit per item). */
export const orderPricesSchema = lazySchema(() =>
  z.object({
    items: z.optional(
      z
        .array(z.object({ id: recordIdSchema, unitPriceSrc: z.int().check(z.gte(1), z.lte(100_000_000)) }))
        .check(z.maxLength(200)),
    ),
    domesticShipping: z.optional(z.int().check(z.gte(0), z.lte(1_000_000_000))),
  }),
);

export const transitionOrderBodySchema = lazySchema(() =>
  z
    .object({
      to: z.enum(ORDER_STAFF_TARGETS),
      sellerOrderNo: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      trackingCodes: z.optional(z.array(trackingCode).check(z.minLength(1), z.maxLength(50))),
      prices: z.optional(orderPricesSchema),
      /** Why staff cancel (`to: 'cancelled'`): told to the customer and kept in the audit log. */
      reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.to === 'purchased' && !body.sellerOrderNo) {
          ctx.addIssue({ code: 'custom', path: ['sellerOrderNo'], message: "The seller's order number is required." });
        }
        if (body.to === 'cancelled' && !body.reason) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the order is cancelled.' });
        }
        if (body.to === 'seller_shipped' && !body.trackingCodes) {
          ctx.addIssue({ code: 'custom', path: ['trackingCodes'], message: 'At least one tracking code is required.' });
        }
      }),
    ),
);
export const transitionOrderResponseSchema = orderRecordSchema;

export type OrderStaffTarget = (typeof ORDER_STAFF_TARGETS)[number];
export type OrderPrices = z.input<typeof orderPricesSchema>;
export type TransitionOrderBody = z.input<typeof transitionOrderBodySchema>;
export type TransitionOrderResponse = z.infer<typeof transitionOrderResponseSchema>;

/** Sales moves an order along its pipeline. */
export const transitionOrder = route(
  'POST',
  '/api/admin/orders/{id}/transition',
  transitionOrderResponseSchema,
  transitionOrderBodySchema,
);

/** `POST /api/admin/orders/{id}/purchase-quote`: what a purchase at these prices would do; nothing is written. */
export const purchaseQuoteBodySchema = lazySchema(() => z.object({ prices: orderPricesSchema }));
export const purchaseQuoteResponseSchema = lazySchema(() =>
  z.object({
    goodsValueSrc: z.int().check(z.nonnegative()),
    goodsValue: z.int().check(z.nonnegative()),
    serviceFee: z.int().check(z.nonnegative()),
    domesticShipping: z.int().check(z.nonnegative()),
    /** The order's new total (home currency) and what the customer has paid so far. */
    total: z.int().check(z.nonnegative()),
    paid: z.int().check(z.nonnegative()),
    /** Credited to the customer's wallet at once (bought for less). */
    refund: z.int().check(z.nonnegative()),
    /** Owed by the customer: the order waits in `awaiting_supplement` (bought for more). */
    supplement: z.int().check(z.nonnegative()),
  }),
);
export type PurchaseQuoteBody = z.input<typeof purchaseQuoteBodySchema>;
export type PurchaseQuote = z.infer<typeof purchaseQuoteResponseSchema>;

/** The refund or supplement a purchase at these prices would bring, before sending it. */
export const quotePurchase = route(
  'POST',
  '/api/admin/orders/{id}/purchase-quote',
  purchaseQuoteResponseSchema,
  purchaseQuoteBodySchema,
);
