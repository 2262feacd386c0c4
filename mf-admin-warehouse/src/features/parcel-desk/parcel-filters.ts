import { PARCEL_STATUSES, pb, type ParcelStatus } from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';

/** The list's view in the URL: a status tab (or `review`), codes, shelf and a received date range. */
export const PARCEL_FILTERS = ['status', 'code', 'customer', 'shelf', 'from', 'to'] as const;
export type ParcelFilters = Partial<Record<(typeof PARCEL_FILTERS)[number], string>>;

/** The tab of parcels held for a decision on their owner (not a status: `in_review`). */
export const REVIEW = 'review';
export const PARCEL_TABS = [REVIEW, ...PARCEL_STATUSES] as const;

export const PARCEL_DEFAULT_SORT = '-created';
export const PARCEL_SORTS = [
  'created',
  '-created',
  'received_at',
  '-received_at',
  'shelf',
  '-shelf',
  'weight_kg',
  '-weight_kg',
];

export function isParcelStatus(value: string | undefined): value is ParcelStatus {
  return (PARCEL_STATUSES as readonly string[]).includes(value ?? '');
}

export function parcelSort(sort: string | undefined): string {
  return sort && PARCEL_SORTS.includes(sort) ? sort : PARCEL_DEFAULT_SORT;
}

/** A day typed as YYYY-MM-DD, as the start of that day (or of the next, for an end) in local time. */
function dayBound(day: string, end: boolean): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  if (end) date.setDate(date.getDate() + 1);
  return date;
}

/**
 * The PocketBase filter of the URL's view (values bound, never spliced). The customer filter is
 * resolved to ids first (`customerIds`: the warehouse cannot filter through customer records).
 */
export function parcelFilter(filters: ParcelFilters, customerIds?: readonly string[]): string {
  const parts: string[] = [];
  const status = filters.status ?? '';
  if (status === REVIEW) parts.push('in_review = true');
  else if (isParcelStatus(status)) parts.push(pb.filter('status = {:status}', { status }));
  const code = filters.code?.trim().toUpperCase();
  if (code) parts.push(pb.filter('tracking_code ~ {:code}', { code }));
  if (filters.customer?.trim()) {
    const ids = customerIds ?? [];
    parts.push(
      ids.length === 0 ? "user = '-'" : `(${ids.map((id) => pb.filter('user = {:id}', { id })).join(' || ')})`,
    );
  }
  const shelf = filters.shelf?.trim();
  if (shelf) parts.push(pb.filter('shelf ~ {:shelf}', { shelf }));
  const from = dayBound(filters.from ?? '', false);
  if (from) parts.push(pb.filter('received_at >= {:from}', { from }));
  const to = dayBound(filters.to ?? '', true);
  if (to) parts.push(pb.filter('received_at < {:to}', { to }));
  return parts.join(' && ');
}

/** Every parcel under the URL's view, newest first, 30 a page without a count; live with its claims. */
export function parcelDeskList(customerIds: readonly string[] | undefined): ListTableOptions {
  return {
    filters: PARCEL_FILTERS,
    filter: (filters) => parcelFilter(filters, customerIds),
    defaultSort: PARCEL_DEFAULT_SORT,
    sorts: PARCEL_SORTS,
    expand: 'order',
    skipTotal: true,
    live: ['parcels', 'parcel_claims'],
  };
}
