/**
 * `GET /api/admin/carts` (sales; backend/pb_hooks/cart.pb.js): what customers hold in their carts,
 * one row per customer, oldest cart first. The value is the server's, at today's rate.
 */
import { z } from 'zod/mini';
import { route } from './client';
import { lazySchema } from './lazy-schema';

/** `q` matches the customer's code, name or email; `page` from 1, 30 a page. */
export const customerCartsQuerySchema = lazySchema(() =>
  z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    page: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
  }),
);

export const customerCartSchema = lazySchema(() =>
  z.object({
    user: z.object({ id: z.string(), code: z.string(), name: z.string(), email: z.string() }),
    /** Lines in the cart and their total quantity. */
    lines: z.int().check(z.nonnegative()),
    qty: z.int().check(z.nonnegative()),
    /** Σ qty × unit price, source currency minor unit, and in the home currency at today's rate. */
    valueSrc: z.int().check(z.nonnegative()),
    value: z.int().check(z.nonnegative()),
    /** When the oldest and the newest line were added. */
    oldest: z.string(),
    newest: z.string(),
  }),
);

export const customerCartsResponseSchema = lazySchema(() =>
  z.object({
    page: z.int().check(z.gte(1)),
    perPage: z.int().check(z.positive()),
    totalItems: z.int().check(z.nonnegative()),
    sourceCurrency: z.string(),
    homeCurrency: z.string(),
    items: z.array(customerCartSchema),
  }),
);

export type CustomerCartsQuery = z.input<typeof customerCartsQuerySchema>;
export type CustomerCart = z.infer<typeof customerCartSchema>;
export type CustomerCarts = z.infer<typeof customerCartsResponseSchema>;

/** Customers' carts, oldest first. */
export const listCustomerCarts = route(
  'GET',
  '/api/admin/carts',
  customerCartsResponseSchema,
  customerCartsQuerySchema,
);
