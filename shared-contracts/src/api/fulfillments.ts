/**
 * Fulfillments (backend/pb_hooks/fulfillments.pb.js, docs/fulfillment.md): the customer quotes,
 * drafts, pays or cancels shipping received parcels home; the warehouse moves a paid one through
 * packing → packed (weighed) → shipped (carrier, tracking number) → delivered.
 */
import { z } from 'zod/mini';
import { FULFILLMENT_STATUSES, SHIPPING_LINE_KINDS } from '../records';
import { recordIdSchema, route } from './client';
import { fulfillmentFeesSchema, fulfillmentRecordSchema, moneySchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

const amount = lazySchema(() => moneySchema.check(z.nonnegative()));

/** `POST /api/shop/fulfillments/quote` and `POST /api/shop/fulfillments`. */
export const fulfillmentQuoteBodySchema = lazySchema(() =>
  z.object({
    parcels: z.array(recordIdSchema).check(z.minLength(1), z.maxLength(100)),
    address: recordIdSchema,
    line: recordIdSchema,
    insurance: z.optional(z.boolean()),
  }),
);

/** The fee breakdown of a quote (nothing stored). */
export const fulfillmentQuoteResponseSchema = lazySchema(() =>
  z.object({
    parcels: z.array(
      z.object({
        id: z.string(),
        tracking_code: z.string(),
        chargeable_kg: z.number().check(z.nonnegative()),
        declared_value: amount,
        storage_days: z.int().check(z.nonnegative()),
        storage_fee: amount,
      }),
    ),
    zone: z.string(),
    line: z.object({
      id: z.string(),
      name: z.string(),
      kind: z.enum(SHIPPING_LINE_KINDS),
      price_per_kg: amount,
      min_kg: z.number().check(z.nonnegative()),
      eta_days: z.int().check(z.nonnegative()),
    }),
    chargeable_kg: z.number().check(z.nonnegative()),
    ...fulfillmentFeesSchema.shape,
  }),
);

export const createFulfillmentBodySchema = fulfillmentQuoteBodySchema;
/** A `draft` fulfillment holding the quote. */
export const createFulfillmentResponseSchema = fulfillmentRecordSchema;
/**
 * `POST /api/shop/fulfillments/{id}/pay`: the total the customer saw. The draft is re-quoted (storage
 * may have grown, a price changed); when that total is another, nothing is charged: a 400 whose
 * `data.expectedTotal` (code `prices_changed`) carries the new total (`pricesChangedOf` in ./errors).
 */
export const payFulfillmentBodySchema = lazySchema(() =>
  z.object({ expectedTotal: z.optional(moneySchema.check(z.nonnegative())) }),
);
export const payFulfillmentResponseSchema = fulfillmentRecordSchema;
/** `POST /api/shop/fulfillments/{id}/cancel` (no body): `cancelled`, refunded if it was paid. */
export const cancelFulfillmentResponseSchema = fulfillmentRecordSchema;

/** The statuses the warehouse moves a fulfillment to, one step at a time. */
export const FULFILLMENT_STAFF_TARGETS = ['packing', 'packed', 'shipped', 'delivered'] as const;

/**
 * `POST /api/admin/fulfillments/{id}/transition` (warehouse): `weightKg` is required for `packed`,
 * `carrier` and `trackingNo` for `shipped`. The server accepts any of FULFILLMENT_STATUSES in `to`
 * and answers 400 `invalid_transition` unless it is the next step.
 */
export const transitionFulfillmentBodySchema = lazySchema(() =>
  z
    .object({
      to: z.enum(FULFILLMENT_STATUSES),
      weightKg: z.optional(z.number().check(z.gte(0.001), z.lte(100_000))),
      /** The packed box's size (`packed`, optional: all three or none). */
      lengthCm: z.optional(z.number().check(z.gte(0.1), z.lte(1000))),
      widthCm: z.optional(z.number().check(z.gte(0.1), z.lte(1000))),
      heightCm: z.optional(z.number().check(z.gte(0.1), z.lte(1000))),
      carrier: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      trackingNo: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
      /** Why the warehouse cancels a paid shipment (`to: 'cancelled'`); the customer reads it. */
      reason: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(500))),
    })
    .check(
      z.superRefine((body, ctx) => {
        if (body.to === 'cancelled' && !body.reason) {
          ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why the shipment is cancelled.' });
        }
        if (body.to === 'packed' && body.weightKg === undefined) {
          ctx.addIssue({ code: 'custom', path: ['weightKg'], message: 'The packed weight is required.' });
        }
        if (body.to === 'shipped') {
          if (!body.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'The carrier is required.' });
          if (!body.trackingNo) {
            ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: 'The tracking number is required.' });
          }
        }
      }),
    ),
);
export const transitionFulfillmentResponseSchema = fulfillmentRecordSchema;

export type FulfillmentQuoteBody = z.input<typeof fulfillmentQuoteBodySchema>;
export type FulfillmentQuote = z.infer<typeof fulfillmentQuoteResponseSchema>;
export type CreateFulfillmentBody = z.input<typeof createFulfillmentBodySchema>;
export type CreateFulfillmentResponse = z.infer<typeof createFulfillmentResponseSchema>;
export type PayFulfillmentBody = z.input<typeof payFulfillmentBodySchema>;
export type PayFulfillmentResponse = z.infer<typeof payFulfillmentResponseSchema>;
export type CancelFulfillmentResponse = z.infer<typeof cancelFulfillmentResponseSchema>;
export type FulfillmentStaffTarget = (typeof FULFILLMENT_STAFF_TARGETS)[number];
export type TransitionFulfillmentBody = z.input<typeof transitionFulfillmentBodySchema>;
export type TransitionFulfillmentResponse = z.infer<typeof transitionFulfillmentResponseSchema>;

/** Prices shipping the customer's parcels to the address on the line; stores nothing. */
export const quoteFulfillment = route(
  'POST',
  '/api/shop/fulfillments/quote',
  fulfillmentQuoteResponseSchema,
  fulfillmentQuoteBodySchema,
);

/** Creates a draft fulfillment holding that quote. */
export const createFulfillment = route(
  'POST',
  '/api/shop/fulfillments',
  createFulfillmentResponseSchema,
  createFulfillmentBodySchema,
);

/** Pays the customer's own draft from the wallet (re-quoted now; refused if not `expectedTotal`). */
export const payFulfillment = route(
  'POST',
  '/api/shop/fulfillments/{id}/pay',
  payFulfillmentResponseSchema,
  payFulfillmentBodySchema,
);

/** Cancels the customer's own draft or paid fulfillment (a paid one is refunded). */
export const cancelFulfillment = route('POST', '/api/shop/fulfillments/{id}/cancel', cancelFulfillmentResponseSchema);

/** The warehouse moves a fulfillment one step on. */
export const transitionFulfillment = route(
  'POST',
  '/api/admin/fulfillments/{id}/transition',
  transitionFulfillmentResponseSchema,
  transitionFulfillmentBodySchema,
);
