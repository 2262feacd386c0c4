/*
 * The parcels domain: what a customer declares and the warehouse receives, assigns and returns.
 * Imported as `@fwd/shared-contracts/domains/parcels`, bundled into the pages that use it; it
 * reaches the client and the kit through the shared package only.
 */
import { allowedTransitions, queryKeys, useApiQuery, type QueryOptions } from '@fwd/shared-contracts';
import { countWaiting } from './api/parcels';

export {
  countWaiting,
  declareParcel,
  giveParcel,
  lookUpScan,
  paidShipmentsParams,
  parcelByCode,
  PHOTO_THUMB,
  photoUrl,
  receiveParcel,
  sendParcelBack,
  undoReceive,
  type HeldByRow,
  type NewParcel,
  type ParcelRow,
} from './api/parcels';

export const parcelsDomain = {
  collection: 'parcels',
  machine: 'parcel',
  /** What a parcel's row and detail show beside its own fields. */
  expand: 'order,warehouse',
  /** What each write refreshes: every collection the server's route writes. */
  refreshes: {
    /** A customer declares (or claims an unidentified) parcel. */
    declare: ['parcels'],
    /** The warehouse receives a parcel: its order may move to `at_warehouse`. */
    receive: ['parcels', 'orders'],
    /** A scan undone: the order may move back. */
    undo: ['parcels', 'orders'],
    /** Staff give a parcel to a customer (a claim is decided). */
    assign: ['parcels', 'parcel_claims'],
    /** Staff send a parcel back to the seller. */
    return: ['parcels'],
  },
} as const;

/** How many parcels wait for staff (review, unidentified); refreshed by events on `parcels`. */
export function useWaitingParcels(options: QueryOptions = {}) {
  return useApiQuery(queryKeys.custom('parcels', 'waiting-counts'), countWaiting, options);
}

/** Whether `actor` may still move this parcel to `to` (from the state machines, as the server checks). */
export function parcelCan(status: string, to: string, actor: 'customer' | 'staff' = 'staff'): boolean {
  return allowedTransitions('parcel', status, actor).includes(to);
}
