/**
 * `GET /api/shop/summary`: the signed-in customer's dashboard in one request
 * (backend/pb_hooks/summary.pb.js). Counts hold every status of the collection's select field
 * (0 when the customer has none), so a new status in the schema fails the parse here rather than
 * going unseen; backend/tests/schema-drift.test.ts keeps the status lists in step with the server.
 */
import { z } from 'zod/mini';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PARCEL_STATUSES } from '../records';
import { route } from './client';
import { lazySchema } from './lazy-schema';

const count = lazySchema(() => z.int().check(z.nonnegative()));

/** A received parcel whose free storage ends within three days (daysLeft 1–3) or has ended (0). */
export const storageWarningSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    trackingCode: z.string(),
    /** PocketBase date strings (`2025-01-31 08:00:00.000Z`). */
    receivedAt: z.string(),
    freeUntil: z.string(),
    daysLeft: count,
  }),
);

export const customerSummarySchema = lazySchema(() =>
  z.object({
    orders: z.record(z.enum(ORDER_STATUSES), count),
    parcels: z.record(z.enum(PARCEL_STATUSES), count),
    fulfillments: z.record(z.enum(FULFILLMENT_STATUSES), count),
    storage: z.object({
      /** Free storage days after `received`, then `feePerDay` (home currency minor unit) per day. */
      freeDays: count,
      feePerDay: count,
      /** The home currency ('' while the shop has no settings). */
      currency: z.string(),
      parcels: z.array(storageWarningSchema),
    }),
  }),
);

export type StorageWarning = z.infer<typeof storageWarningSchema>;
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

/** Fetches and checks the signed-in customer's summary (a PocketBase client: `pb.send`). */
export const getCustomerSummary = route('GET', '/api/shop/summary', customerSummarySchema);
