import {
  invalidateCollections,
  fileUrl,
  pb,
  queryKeys,
  useApiQuery,
  useList,
  useRecord,
  type OrderRecord,
  type ParcelClaimRecord,
  type ParcelRecord,
} from '@fwd/shared-contracts';
import { assignParcel, returnParcel } from '@fwd/shared-contracts/api';

export type ParcelRow = ParcelRecord & { expand?: { order?: Pick<OrderRecord, 'id' | 'code'> } };
export type ClaimRow = ParcelClaimRecord;

const EXPAND = 'order';

export function useParcelPage(filter: string, sort: string, page: number) {
  return useList<'parcels', ParcelRow>('parcels', { filter, sort, page, expand: EXPAND, skipTotal: true });
}

export function useParcel(id: string | undefined) {
  return useRecord<'parcels', ParcelRow>('parcels', id, { expand: EXPAND });
}

export function useClaims(parcelId: string) {
  return useList<'parcel_claims', ClaimRow>('parcel_claims', {
    perPage: 50,
    sort: 'created',
    filter: pb.filter('parcel = {:parcel}', { parcel: parcelId }),
  });
}

/** How many parcels wait on the review and unidentified tabs. */
export function useWaitingCounts() {
  return useApiQuery(queryKeys.custom('parcels', 'waiting-counts'), async (signal) => {
    const count = async (filter: string) =>
      (await pb.collection('parcels').getList(1, 1, { filter, fields: 'id', signal, requestKey: null })).totalItems;
    const [review, unidentified] = await Promise.all([count('in_review = true'), count("status = 'unidentified'")]);
    return { review, unidentified };
  });
}

export async function giveParcel(parcelId: string, userId: string) {
  const parcel = await assignParcel(pb, parcelId, { user: userId });
  await invalidateCollections('parcels', 'parcel_claims');
  return parcel;
}

export async function sendBack(parcelId: string, reason: string) {
  const parcel = await returnParcel(pb, parcelId, { reason });
  await invalidateCollections('parcels');
  return parcel;
}

/** The thumbnail size the parcels' photos field keeps. */
export const PHOTO_THUMB = '100x100';

export function photoUrl(parcel: ParcelRecord, name: string, thumb?: string): string {
  return fileUrl(parcel, 'photos', name, { thumb });
}
