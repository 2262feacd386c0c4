import { allOf, RECORD_FIELDS, where, isDay, nextDay } from '@fwd/shared-contracts';

/** The filters of /admin/history, each its own search param. */
export const AUDIT_FILTERS = ['staff', 'action', 'collection', 'record', 'from', 'to'] as const;
export type AuditFilterName = (typeof AUDIT_FILTERS)[number];
export type AuditFilters = Partial<Record<AuditFilterName, string>>;

/** Newest first; the list can also be read oldest first. */
export const AUDIT_DEFAULT_SORT = '-created';
export const AUDIT_SORTS = ['-created', 'created'] as const;

/** The collections an entry may be about (every collection of the schema), by name. */
export const AUDIT_COLLECTIONS = Object.keys(RECORD_FIELDS).sort();

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
