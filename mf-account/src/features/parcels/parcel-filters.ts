import { PARCEL_STATUSES, where, type ParcelStatus } from '@fwd/shared-contracts';
import { parcelsDomain } from '@fwd/shared-contracts/domains/parcels';
import type { ListTableOptions } from '@fwd/shared-ui';

/** The customer's parcel list: always the owner, the status tab, newest first, live on their channel. */
export function customerParcelList(userId: string): ListTableOptions {
  return {
    filter: () => where('user = {:me}', { me: userId }),
    defaultSort: '-created',
    expand: parcelsDomain.expand,
    tabs: { machine: 'parcel' },
    live: 'customer',
  };
}

/**
 * The statuses with a tab. A customer's own parcel is never `unidentified` today (such a parcel
 * has no owner), so that tab shows only when the summary counts one or the URL asks for it.
 */
export function parcelTabStatuses(
  counts: Partial<Record<ParcelStatus, number>> | undefined,
  current: string | undefined,
): ParcelStatus[] {
  return PARCEL_STATUSES.filter(
    (status) => status !== 'unidentified' || current === status || (counts?.[status] ?? 0) > 0,
  );
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
