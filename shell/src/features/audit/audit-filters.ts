import { allOf, RECORD_FIELDS, where } from '@fwd/shared-contracts';

/** The filters of /admin/history, each its own search param. */
export const AUDIT_FILTERS = ['staff', 'action', 'collection', 'record', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Partial<Record<AuditFilterName, string>>;

/** Newest first; the list can also be read oldest first. */
export const AUDIT_DEFAULT_SORT = '-created';
export const AUDIT_SORTS = ['-created', 'created'] as const;

/** The collections an entry may be about (every collection of the schema), by name. */
export const AUDIT_COLLECTIONS = Object.keys(RECORD_FIELDS).sort();

/** Whether a value is a real calendar day written `YYYY-MM-DD` (what `<input type="date">` gives). */
export function isDay(value: string | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day after a `YYYY-MM-DD` day, in the same format (UTC calendar). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The PocketBase filter of the chosen filters, every value bound by the SDK. Days are UTC days:
 * `from` includes its whole day, `to` too (up to the start of the next one). Invalid days are
 * ignored.
 */
export function auditFilter(filters: AuditFilters): string {
  const text = (name: AuditFilterName) => filters[name]?.trim() ?? '';
  const { from, to } = filters;
  return allOf(
    text('staff') && where('staff = {:staff}', { staff: text('staff') }),
    text('action') && where('action ~ {:action}', { action: text('action') }),
    text('collection') && where('collection = {:collection}', { collection: text('collection') }),
    text('record') && where('record = {:record}', { record: text('record') }),
    isDay(from) && where('created >= {:from}', { from: `${from} 00:00:00` }),
    isDay(to) && where('created < {:toNextDay}', { toNextDay: `${nextDay(to)} 00:00:00` }),
  );
}
