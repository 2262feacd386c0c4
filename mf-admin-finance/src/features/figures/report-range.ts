import { REPORT_BUCKETS, type FinanceReportQuery, type ReportBucket } from '@fwd/shared-contracts/api';

const DAY = 86_400_000;
/** The longest range the server reports at once. */
export const MAX_DAYS = 400;

const isDay = (value: string | undefined): value is string => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The report's range from the URL: whole UTC days, both included, at most MAX_DAYS; by default the
 * last 30 days by day. A reversed range is put the right way round; a too long one keeps `to`.
 */
export function reportQuery(
  filters: { from?: string; to?: string; bucket?: string },
  now = new Date(),
): FinanceReportQuery & { bucket: ReportBucket } {
  const to = isDay(filters.to) ? filters.to : dayOf(now);
  let from = isDay(filters.from) ? filters.from : dayOf(new Date(new Date(`${to}T00:00:00Z`).getTime() - 29 * DAY));
  let end = to;
  if (from > end) [from, end] = [end, from];
  const span = (new Date(`${end}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY + 1;
  if (span > MAX_DAYS) from = dayOf(new Date(new Date(`${end}T00:00:00Z`).getTime() - (MAX_DAYS - 1) * DAY));
  const bucket = (REPORT_BUCKETS as readonly string[]).includes(filters.bucket ?? '')
    ? (filters.bucket as ReportBucket)
    : 'day';
  return { from, to: end, bucket };
}
