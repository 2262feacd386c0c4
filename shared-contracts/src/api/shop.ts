/**
 * The customer's order routes (backend/pb_hooks/orders.pb.js, DESIGN section 8): checkout pays one
 * order per shop from the wallet; a placed order may be cancelled (refunded at once); an order
 * awaiting a supplement is paid back into its pipeline. The cart itself is the records API
 * (`cart_items`), so it has no route here. A refused payment throws an error whose
 * `data.shortfall` gives the missing amount (`shortfallOf` in ./errors).
 */
import { z } from 'zod';
import { post, recordIdSchema, segment, type ApiClient, type CallOptions } from './client';
import { orderRecordSchema } from './record-schemas';

/** `POST /api/shop/checkout`: the cart items to buy (at most 200). */
export const checkoutBodySchema = z.object({
  cartItems: z.array(recordIdSchema).min(1).max(200),
});
export const checkoutResponseSchema = z.object({ orders: z.array(orderRecordSchema).min(1) });

/** `POST /api/shop/orders/{id}/cancel` (no body): the order, `cancelled`, refunded. */
export const cancelOrderResponseSchema = orderRecordSchema;
/** `POST /api/shop/orders/{id}/pay-supplement` (no body): the order, `purchased` again. */
export const paySupplementResponseSchema = orderRecordSchema;

export type CheckoutBody = z.input<typeof checkoutBodySchema>;
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;
export type PaySupplementResponse = z.infer<typeof paySupplementResponseSchema>;

/** Buys the given cart items: one paid order per shop. */
export function checkout(pb: ApiClient, body: CheckoutBody, options?: CallOptions): Promise<CheckoutResponse> {
  return post(pb, '/api/shop/checkout', checkoutResponseSchema, checkoutBodySchema.parse(body), options);
}

/** Cancels the customer's own placed order. */
export function cancelOrder(pb: ApiClient, orderId: string, options?: CallOptions): Promise<CancelOrderResponse> {
  return post(pb, `/api/shop/orders/${segment(orderId)}/cancel`, cancelOrderResponseSchema, undefined, options);
}

/** Pays the supplement due on the customer's own order from the wallet. */
export function paySupplement(pb: ApiClient, orderId: string, options?: CallOptions): Promise<PaySupplementResponse> {
  return post(
    pb,
    `/api/shop/orders/${segment(orderId)}/pay-supplement`,
    paySupplementResponseSchema,
    undefined,
    options,
  );
}
