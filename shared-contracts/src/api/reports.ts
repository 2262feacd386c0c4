/**
 * `GET /api/admin/reports/finance` (finance; backend/pb_hooks/reports.pb.js): the business by day,
 * week or month over a range, computed in SQL on the server. Money is in the home currency.
 * Money lines come from the ledger (what really moved) and the stored breakdowns of what was paid
 * (never recomputed): `payments` equals Σ of the period's order, supplement and shipment payment
 * debits, `topUps` Σ recharge credits, `refunds` Σ refund credits of every kind.
 */
import { z } from 'zod/mini';
import { route } from './client';
import { lazySchema } from './lazy-schema';

export const REPORT_BUCKETS = ['day', 'week', 'month'] as const;
export type ReportBucket = (typeof REPORT_BUCKETS)[number];

const day = lazySchema(() => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD.')));

/** `from` and `to` are whole days (UTC), both included; at most 400 days apart. */
export const financeReportQuerySchema = lazySchema(() =>
  z.object({ from: day, to: day, bucket: z.enum(REPORT_BUCKETS) }),
);

const count = lazySchema(() => z.int().check(z.nonnegative()));
const money = lazySchema(() => z.int());

export const reportFiguresSchema = lazySchema(() =>
  z.object({
    /** Service fees of the orders paid in the period (as stored at checkout and at purchase). */
    serviceFees: money,
    /** Shipping, storage and insurance of the shipments paid in the period. */
    shipping: money,
    storage: money,
    insurance: money,
    /** serviceFees + shipping + storage + insurance. */
    revenue: money,
    /** Payments debited from wallets (orders, supplements, shipments), as a positive amount. */
    payments: money,
    topUps: money,
    refunds: money,
    /** Manual adjustments, signed. */
    adjustments: money,
    ordersPlaced: count,
    /** Orders created in the period by their status today. */
    ordersByStatus: z.record(z.string(), count),
    /** Shipments paid in the period by their status today. */
    shipmentsByStatus: z.record(z.string(), count),
    parcelsReceived: count,
    /** Final weight of the shipments shipped in the period, kg. */
    weightShippedKg: z.number().check(z.nonnegative()),
  }),
);

export const financeReportResponseSchema = lazySchema(() =>
  z.object({
    from: day,
    to: day,
    bucket: z.enum(REPORT_BUCKETS),
    homeCurrency: z.string(),
    /** One row per period that has any figure, oldest first; `period` is its first day. */
    rows: z.array(z.extend(reportFiguresSchema, { period: day })),
    totals: reportFiguresSchema,
  }),
);

export type FinanceReportQuery = z.input<typeof financeReportQuerySchema>;
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export type FinanceReport = z.infer<typeof financeReportResponseSchema>;

/** The finance report over a range of days. */
export const getFinanceReport = route(
  'GET',
  '/api/admin/reports/finance',
  financeReportResponseSchema,
  financeReportQuerySchema,
);
