import { allOf, PARCEL_STATUSES, where, type ParcelStatus } from '@fwd/shared-contracts';

/** The URL params of the parcel list besides page and `?id=`: the status tab. */
export const PARCEL_FILTERS = ['status'] as const;

/** The tab of the "every status" view. */
export const ALL_TAB = 'all';

/** A status from the URL, or undefined when it is none of the parcel statuses. */
export function parcelStatusOf(value: string | undefined): ParcelStatus | undefined {
  return (PARCEL_STATUSES as readonly string[]).includes(value ?? '') ? (value as ParcelStatus) : undefined;
}

/** The PocketBase filter of the list: always the owner, then the tab. */
export function parcelFilter(userId: string, status: ParcelStatus | undefined): string {
  return allOf(where('user = {:me}', { me: userId }), status && where('status = {:status}', { status }));
}

export interface ParcelTab {
  id: string;
  count: number | undefined;
}

/**
 * The tabs: every parcel, then each status with its count from the summary. A customer's own
 * parcel is never `unidentified` today (such a parcel has no owner), so that tab shows only when
 * the summary counts one or the URL asks for it.
 */
export function parcelTabs(
  counts: Partial<Record<ParcelStatus, number>> | undefined,
  current: ParcelStatus | undefined,
): ParcelTab[] {
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : undefined;
  const statuses = PARCEL_STATUSES.filter(
    (status) => status !== 'unidentified' || current === status || (counts?.[status] ?? 0) > 0,
  );
  return [
    { id: ALL_TAB, count: all },
    ...statuses.map((status) => ({ id: status as string, count: counts ? (counts[status] ?? 0) : undefined })),
  ];
}

/**
 * Whether a parcel may go into a new shipment: it is on our shelf (`received`) and no paid
 * shipment holds it yet (the server refuses both otherwise; a draft holds nothing).
 */
export function isShippable(
  parcel: { id: string; status: string; in_review?: boolean },
  held: ReadonlyMap<string, unknown>,
): boolean {
  // A parcel held for the warehouse's review of its owner ships once staff decide (docs/parcels.md).
  return parcel.status === 'received' && !parcel.in_review && !held.has(parcel.id);
}

/** The new-shipment page with these parcels chosen (ids are letters and digits: no escaping). */
export function shipLink(ids: readonly string[]): string {
  return `/account/fulfillment/create?parcels=${ids.join(',')}`;
}
