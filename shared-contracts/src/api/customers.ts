/**
 * `GET /api/admin/customers/lookup?q=` (warehouse, sales, finance; backend/pb_hooks/customers.pb.js):
 * up to 20 customers whose code is `q` or whose name contains it, with id, code and name only. The
 * items are strict objects, so a balance, phone or address leaking into the answer fails the parse.
 */
import { z } from 'zod/mini';
import { get, route, type ApiClient, type CallOptions } from './client';
import { lazySchema } from './lazy-schema';

/** A customer code or at least two letters of a name. */
export const customerLookupQuerySchema = lazySchema(() =>
  z.object({ q: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)) }),
);

export const customerMatchSchema = lazySchema(() =>
  z.strictObject({ id: z.string(), code: z.string(), name: z.string() }),
);
export const customerLookupResponseSchema = lazySchema(() =>
  z.object({ items: z.array(customerMatchSchema).check(z.maxLength(20)) }),
);

export type CustomerLookupQuery = z.input<typeof customerLookupQuerySchema>;

/** `GET /api/admin/customers/lookup?ids=`: the code and name of up to 100 customers by id. */
export const customerIdsSchema = lazySchema(() =>
  z.array(z.string().check(z.regex(/^[a-z0-9]{15}$/))).check(z.minLength(1), z.maxLength(100)),
);
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
export type CustomerLookupResponse = z.infer<typeof customerLookupResponseSchema>;

/** Finds the customers a parcel may belong to by code or name. */
export const lookupCustomers = route(
  'GET',
  '/api/admin/customers/lookup',
  customerLookupResponseSchema,
  customerLookupQuerySchema,
);

const customersByIdsResponseSchema = lazySchema(() =>
  z.object({ items: z.array(customerMatchSchema).check(z.maxLength(100)) }),
);

/** Names the customers of the rows a page shows (the warehouse cannot read customer records). */
export function customersByIds(
  pb: ApiClient,
  ids: readonly string[],
  options?: CallOptions,
): Promise<CustomerLookupResponse> {
  const list = customerIdsSchema.parse([...new Set(ids)]);
  return get(pb, '/api/admin/customers/lookup', customersByIdsResponseSchema, { ids: list.join(',') }, options);
}
