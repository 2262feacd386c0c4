/**
 * The customer's order routes (backend/pb_hooks/orders.pb.js, DESIGN section 8): checkout pays one
 * order per shop from the wallet; a placed order may be cancelled (refunded at once); an order
 * awaiting a supplement is paid back into its pipeline. The cart itself is the records API
 * (`cart_items`), so it has no route here. A refused payment throws an error whose
 * `data.shortfall` gives the missing amount (`shortfallOf` in ./errors).
 */
import { z } from 'zod/mini';
import { recordIdSchema, route } from './client';
import { moneySchema, orderRecordSchema } from './record-schemas';
import { lazySchema } from './lazy-schema';

/**
 * `POST /api/shop/checkout`: the cart items to buy (at most 200), and the total the customer saw
 * (the quote's `total`). When the total is now another, nothing is charged: a 400 whose
 * `data.expectedTotal` (code `prices_changed`) carries the new total (`pricesChangedOf` in ./errors).
 */
export const checkoutBodySchema = lazySchema(() =>
  z.object({
    cartItems: z.array(recordIdSchema).check(z.minLength(1), z.maxLength(200)),
    expectedTotal: z.optional(moneySchema.check(z.nonnegative())),
  }),
);
export const checkoutResponseSchema = lazySchema(() =>
  z.object({ orders: z.array(orderRecordSchema).check(z.minLength(1)) }),
);

/**
 * `POST /api/shop/checkout/quote` (same body as checkout): what paying for these cart items would
 * cost now, per shop, worked out exactly as checkout works it out; nothing is stored. The cart
 * estimate and the checkout page show these figures and nothing they compute themselves.
 */
export const checkoutQuoteResponseSchema = lazySchema(() =>
  z.object({
    sourceCurrency: z.string(),
    homeCurrency: z.string(),
    /** One source unit in home units, the rate checkout would use. */
    rate: z.number().check(z.positive()),
    shops: z
      .array(
        z.object({
          shop: z.string(),
          cartItems: z.array(z.string()).check(z.minLength(1)),
          /** The quantities of those items added up. */
          pieces: z.number().check(z.int(), z.positive()),
          goodsValueSrc: moneySchema.check(z.nonnegative()),
          goodsValue: moneySchema.check(z.nonnegative()),
          serviceFee: moneySchema.check(z.nonnegative()),
          domesticShipping: moneySchema.check(z.nonnegative()),
          total: moneySchema.check(z.positive()),
        }),
      )
      .check(z.minLength(1)),
    total: moneySchema.check(z.positive()),
    balance: moneySchema.check(z.nonnegative()),
    /** Balance after paying; 0 when the balance is short. */
    balanceAfter: moneySchema.check(z.nonnegative()),
    /** What a top-up must add before paying (0 when the balance covers it). */
    shortfall: moneySchema.check(z.nonnegative()),
  }),
);

/** `GET /api/shop/refundable?order=` or `?fulfillment=`: what a refund request may still ask. */
export const refundableQuerySchema = lazySchema(() =>
  z.union([z.object({ order: recordIdSchema }), z.object({ fulfillment: recordIdSchema })]),
);
export const refundableResponseSchema = lazySchema(() =>
  z.object({
    /** What the customer paid for it. */
    paid: moneySchema.check(z.nonnegative()),
    /** Refunds approved or still being reviewed. */
    refunded: moneySchema.check(z.nonnegative()),
    /** The most a new request may ask (paid - refunded, never below 0). */
    left: moneySchema.check(z.nonnegative()),
    currency: z.string(),
  }),
);

/** `POST /api/shop/orders/{id}/cancel` (no body): the order, `cancelled`, refunded. */
export const cancelOrderResponseSchema = orderRecordSchema;
/** `POST /api/shop/orders/{id}/pay-supplement` (no body): the order, `purchased` again. */
export const paySupplementResponseSchema = orderRecordSchema;

export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type CheckoutQuote = z.infer<typeof checkoutQuoteResponseSchema>;
export type RefundableQuery = z.input<typeof refundableQuerySchema>;
export type Refundable = z.infer<typeof refundableResponseSchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;
export type PaySupplementResponse = z.infer<typeof paySupplementResponseSchema>;

/** Buys the given cart items: one paid order per shop. */
export const checkout = route('POST', '/api/shop/checkout', checkoutResponseSchema, checkoutBodySchema);

/** What buying the given cart items would cost now (nothing is stored). */
export const quoteCheckout = route('POST', '/api/shop/checkout/quote', checkoutQuoteResponseSchema, checkoutBodySchema);

/** What a new refund request on the customer's own order or shipment may still ask for. */
export const getRefundable = route('GET', '/api/shop/refundable', refundableResponseSchema, refundableQuerySchema);

/** Cancels the customer's own placed order. */
export const cancelOrder = route('POST', '/api/shop/orders/{id}/cancel', cancelOrderResponseSchema);

/** Pays the supplement due on the customer's own order from the wallet. */
export const paySupplement = route('POST', '/api/shop/orders/{id}/pay-supplement', paySupplementResponseSchema);
