/**
 * Staff figures the records API cannot give cheaply at scale (backend/pb_hooks/reports.pb.js):
 * - `GET /api/admin/orders/counts` (sales, finance, warehouse): every order counted by status,
 *   from the daily totals, for the status tabs of `/admin/orders`;
 * - `GET /api/admin/ledger/summary` (finance): how many ledger lines match the ledger page's
 *   filters and the sum of their amounts, computed in SQL (never by downloading the lines).
 */
import { z } from 'zod/mini';
import { recordIdSchema, route } from './client';
import { lazySchema } from './lazy-schema';

export const orderCountsResponseSchema = lazySchema(() =>
  z.object({ counts: z.record(z.string(), z.int().check(z.nonnegative())) }),
);
export type OrderCounts = z.infer<typeof orderCountsResponseSchema>;

/** Every order counted by status. */
export const countOrdersByStatus = route('GET', '/api/admin/orders/counts', orderCountsResponseSchema);

const day = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.')));

/**
 * The ledger page's filters: `from`/`to` whole UTC days (both included), amounts signed in the
 * home currency (both included), `q` part of the reference or the note.
 */
export const ledgerSummaryQuerySchema = lazySchema(() =>
  z.object({
    user: z.optional(recordIdSchema),
    kind: z.optional(z.string().check(z.regex(/^[a-z_]{1,30}$/))),
    from: z.optional(day),
    to: z.optional(day),
    minAmount: z.optional(z.int()),
    maxAmount: z.optional(z.int()),
    q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  }),
);
export const ledgerSummaryResponseSchema = lazySchema(() =>
  z.object({
    count: z.int().check(z.nonnegative()),
    sum: z.int(),
  }),
);
export type LedgerSummaryQuery = z.input<typeof ledgerSummaryQuerySchema>;
export type LedgerSummary = z.infer<typeof ledgerSummaryResponseSchema>;

/** How many ledger lines match and the sum of their amounts. */
export const getLedgerSummary = route(
  'GET',
  '/api/admin/ledger/summary',
  ledgerSummaryResponseSchema,
  ledgerSummaryQuerySchema,
);
