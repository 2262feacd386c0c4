import {
  allOf,
  apiClient,
  countEach,
  fileUrl,
  pb,
  readOptions,
  where,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type ParcelRecord,
  type WarehouseRecord,
} from '@fwd/shared-contracts';
import {
  assignParcel,
  inboundParcelFormData,
  lookupScan,
  receiveInboundParcel,
  returnParcel,
  undoInbound,
  type InboundParcelBody,
} from '@fwd/shared-contracts/api';

/** A parcel with the order it came from (its code) and the warehouse holding it. */
export type ParcelRow = ParcelRecord & {
  expand?: {
    order?: Pick<OrderRecord, 'id' | 'code'>;
    warehouse?: Pick<WarehouseRecord, 'id' | 'code' | 'name'>;
  };
};

/** A paid shipment of the customer's, with the parcels it holds. */
export type HeldByRow = Pick<FulfillmentRecord, 'id' | 'code' | 'parcels'>;

/** Thumbnail size kept by the parcels' photos field (see the schema migration). */
export const PHOTO_THUMB = '100x100';

/** A parcel photo as a URL (photos are public files); `thumb` asks for the small copy. */
export function photoUrl(parcel: ParcelRecord, name: string, thumb?: string): string {
  return fileUrl(parcel, 'photos', name, { thumb });
}

const mine = (userId: string) => where('user = {:me}', { me: userId });

/**
 * The customer's paid shipments: their parcels are still `received` on the shelf (until packing
 * starts) but already on their way, so they are not offered for another shipment.
 */
export function paidShipmentsParams(userId: string, perPage = 200): ListParams {
  return {
    perPage,
    skipTotal: true,
    sort: '-created',
    fields: 'id,code,parcels',
    filter: allOf(mine(userId), where('status = {:status}', { status: 'paid' })),
  };
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
    readOptions(),
  );
}

/** What a scanned code is (a declared parcel, an order, nothing known), before anything is saved. */
export const lookUpScan = (code: string, signal?: AbortSignal) => lookupScan(apiClient(signal), code);

export const receiveParcel = (body: InboundParcelBody) => receiveInboundParcel(pb, inboundParcelFormData(body));

export const undoReceive = (parcel: Pick<ParcelRecord, 'id' | 'updated'>) =>
  undoInbound(pb, parcel.id, { updated: parcel.updated });

export const giveParcel = (parcelId: string, userId: string) => assignParcel(pb, parcelId, { user: userId });

export const sendParcelBack = (parcelId: string, reason: string) => returnParcel(pb, parcelId, { reason });

/** The parcel bearing this tracking code, if any. */
export async function parcelByCode(code: string, signal?: AbortSignal): Promise<ParcelRecord | null> {
  const page = await pb
    .collection('parcels')
    .getList<ParcelRecord>(1, 1, { filter: where('tracking_code = {:code}', { code }), ...readOptions(signal) });
  return page.items[0] ?? null;
}

/** The parcels this staff member scanned in since midnight (local), newest first. */
export function receivedTodayParams(staffId: string, now = new Date()): ListParams {
  const midnight = new Date(now);
  midnight.setHours(0, 0, 0, 0);
  return {
    perPage: 100,
    sort: '-received_at,-created',
    expand: 'order',
    filter: where('received_by = {:me} && received_at >= {:from}', { me: staffId, from: midnight }),
  };
}

/** The claims on a parcel, oldest first. */
export function claimsParams(parcelId: string): ListParams {
  return { perPage: 50, sort: 'created', filter: where('parcel = {:parcel}', { parcel: parcelId }) };
}

/** How many parcels wait for staff: held for review of their owner, and unidentified. */
export function countWaiting(signal?: AbortSignal) {
  return countEach('parcels', { review: 'in_review = true', unidentified: "status = 'unidentified'" }, signal);
}
