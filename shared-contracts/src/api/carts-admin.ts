/**
 * `GET /api/admin/carts` (sales; backend/pb_hooks/cart.pb.js): what customers hold in their carts,
 * one row per customer, oldest cart first. The value is the server's, at today's rate.
 */
import { z } from 'zod';
import { get, type ApiClient, type CallOptions } from './client';
import { lazySchema } from './lazy-schema';

/** `q` matches the customer's code, name or email; `page` from 1, 30 a page. */
export const customerCartsQuerySchema = lazySchema(() =>
  z.object({
    q: z.string().trim().max(100).optional(),
    page: z.number().int().min(1).max(10_000).optional(),
  }),
);

export const customerCartSchema = lazySchema(() =>
  z.object({
    user: z.object({ id: z.string(), code: z.string(), name: z.string(), email: z.string() }),
    /** Lines in the cart and their total quantity. */
    lines: z.number().int().nonnegative(),
    qty: z.number().int().nonnegative(),
    /** Σ qty × unit price, source currency minor unit, and in the home currency at today's rate. */
    valueSrc: z.number().int().nonnegative(),
    value: z.number().int().nonnegative(),
    /** When the oldest and the newest line were added. */
    oldest: z.string(),
    newest: z.string(),
  }),
);

export const customerCartsResponseSchema = lazySchema(() =>
  z.object({
    page: z.number().int().min(1),
    perPage: z.number().int().positive(),
    totalItems: z.number().int().nonnegative(),
    sourceCurrency: z.string(),
    homeCurrency: z.string(),
    items: z.array(customerCartSchema),
  }),
);

export type CustomerCartsQuery = z.input<typeof customerCartsQuerySchema>;
export type CustomerCart = z.infer<typeof customerCartSchema>;
export type CustomerCarts = z.infer<typeof customerCartsResponseSchema>;

/** Customers' carts, oldest first. */
export function listCustomerCarts(
  pb: ApiClient,
  query: CustomerCartsQuery = {},
  options?: CallOptions,
): Promise<CustomerCarts> {
  return get(pb, '/api/admin/carts', customerCartsResponseSchema, customerCartsQuerySchema.parse(query), options);
}
