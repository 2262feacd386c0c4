/*
 * The parcels domain: what a customer declares and the warehouse receives, assigns and returns.
 * Imported as `@fwd/shared-contracts/domains/parcels`, bundled into the pages that use it; it
 * reaches the client and the kit through the shared package only.
 */
import {
  allowedTransitions,
  invalidateCollections,
  queryKeys,
  useApiQuery,
  type ParcelRecord,
  type QueryOptions,
} from '@fwd/shared-contracts';
import type { InboundParcelBody } from '@fwd/shared-contracts/api';
import * as api from './api/parcels';
import { countWaiting } from './api/parcels';

export { countUnidentified, useUnidentifiedCount } from './warehouse-counts';
export {
  claimsParams,
  countWaiting,
  declareParcel,
  lookUpScan,
  paidShipmentsParams,
  parcelByCode,
  PHOTO_THUMB,
  photoUrl,
  receivedTodayParams,
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
    /** A scan undone: the parcel only (its order never moves back, docs/decisions.md). */
    undo: ['parcels'],
    /** Staff give a parcel to a customer (a claim is decided). */
    assign: ['parcels', 'parcel_claims'],
    /** Staff send a parcel back to the seller. */
    return: ['parcels'],
  },
} as const;

async function thenRefresh<T>(write: Promise<T>, collections: readonly string[]): Promise<T> {
  const result = await write;
  await invalidateCollections(...collections);
  return result;
}

/* Staff writes, each followed by the refresh its domain declares (they run outside a mutation). */

/** Receives a scanned parcel at the bench. */
export const receiveParcel = (body: InboundParcelBody) =>
  thenRefresh(api.receiveParcel(body), parcelsDomain.refreshes.receive);

/** Undoes a scan (the server checks `updated`: nobody changed the parcel since). */
export const undoReceive = (parcel: Pick<ParcelRecord, 'id' | 'updated'>) =>
  thenRefresh(api.undoReceive(parcel), parcelsDomain.refreshes.undo);

/** Gives a parcel to a customer (an unidentified one, or one held for review). */
export const giveParcel = (parcelId: string, userId: string) =>
  thenRefresh(api.giveParcel(parcelId, userId), parcelsDomain.refreshes.assign);

/** Sends a parcel back to its seller, with the reason the customer reads. */
export const sendParcelBack = (parcelId: string, reason: string) =>
  thenRefresh(api.sendParcelBack(parcelId, reason), parcelsDomain.refreshes.return);

/** How many parcels wait for staff (review, unidentified); refreshed by events on `parcels`. */
export function useWaitingParcels(options: QueryOptions = {}) {
  return useApiQuery(queryKeys.custom('parcels', 'waiting-counts'), countWaiting, options);
}

/** Whether `actor` may still move this parcel to `to` (from the state machines, as the server checks). */
export function parcelCan(status: string, to: string, actor: 'customer' | 'staff' = 'staff'): boolean {
  return allowedTransitions('parcel', status, actor).includes(to);
}
