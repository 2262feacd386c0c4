import {
  allOf,
  fileUrl,
  pb,
  where,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type ParcelRecord,
  type ParcelStatus,
  type SettingsRecord,
  type WarehouseRecord,
} from '@fwd/shared-contracts';
import { getCustomerSummary } from '@fwd/shared-contracts/api';
import { ClientResponseError } from 'pocketbase';
import { parcelFilter } from '../parcel-filters';

/** A parcel with the order it came from (its code) and the warehouse holding it. */
export type ParcelRow = ParcelRecord & {
  expand?: {
    order?: Pick<OrderRecord, 'id' | 'code'>;
    warehouse?: Pick<WarehouseRecord, 'id' | 'code' | 'name'>;
  };
};

/** A paid shipment of the customer's, with the parcels it holds. */
export type HeldByRow = Pick<FulfillmentRecord, 'id' | 'code' | 'parcels'>;

const NEWEST_FIRST = '-created';
const EXPAND = 'order,warehouse';

/** One page of the customer's parcels under the status tab of the URL. */
export function parcelListParams(userId: string, status: ParcelStatus | undefined, page: number): ListParams {
  return { page, filter: parcelFilter(userId, status), sort: NEWEST_FIRST, expand: EXPAND };
}

/** How one parcel is read for its detail. */
export const PARCEL_DETAIL = { expand: EXPAND };

/**
 * The customer's paid shipments: their parcels are still `received` on the shelf (until packing
 * starts) but already on their way, so they are not offered for another shipment.
 */
export function paidShipmentsParams(userId: string): ListParams {
  return {
    perPage: 200,
    skipTotal: true,
    sort: NEWEST_FIRST,
    fields: 'id,code,parcels',
    filter: allOf(where('user = {:me}', { me: userId }), where('status = {:status}', { status: 'paid' })),
  };
}

/** Counts per status (the tabs) and the storage terms and warnings, from the summary route. */
export function getParcelSummary(signal: AbortSignal) {
  return getCustomerSummary({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) });
}

/** The shop's settings (public): the home currency a declared value is in; null before they exist. */
export async function getShopSettings(signal: AbortSignal): Promise<SettingsRecord | null> {
  try {
    return await pb
      .collection('settings')
      .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

/** Thumbnail size kept by the parcels' photos field (see the schema migration). */
export const PHOTO_THUMB = '100x100';

/** A parcel photo as a URL (photos are public files); `thumb` asks for the small copy. */
export function photoUrl(parcel: ParcelRecord, name: string, thumb?: string): string {
  return fileUrl(parcel, 'photos', name, { thumb });
}

export interface NewParcel {
  tracking_code: string;
  description: string;
  /** Home currency minor units; null when the customer gave none. */
  declared_value: number | null;
}

/**
 * Declares a parcel the customer expects. The server answers the new `expected` parcel, or, when
 * our warehouse already holds the code as unidentified, that parcel matched to the customer.
 */
export function declareParcel(userId: string, parcel: NewParcel): Promise<ParcelRecord> {
  return pb.collection('parcels').create<ParcelRecord>(
    {
      user: userId,
      tracking_code: parcel.tracking_code,
      description: parcel.description,
      ...(parcel.declared_value === null ? {} : { declared_value: parcel.declared_value }),
    },
    { requestKey: null },
  );
}
