/*
 * The warehouse's counts for the /admin dashboard's widgets, apart from the parcels and shipments
 * domains: a widget is in its remote's entry, which every /admin visit loads, and those domains
 * bring the typed routes (and zod) with them.
 */
import { countEach, queryKeys, useApiQuery } from '@fwd/shared-contracts';

/** How many parcels no customer owns yet. */
export async function countUnidentified(signal?: AbortSignal): Promise<number> {
  return (await countEach('parcels', { unidentified: "status = 'unidentified'" }, signal)).unidentified;
}

/** Paid shipments waiting to be packed (`paid` or already `packing`). */
export async function countToPack(signal?: AbortSignal): Promise<number> {
  return (await countEach('fulfillments', { toPack: "status = 'paid' || status = 'packing'" }, signal)).toPack;
}

/** How many parcels no customer owns yet; refreshed by events on `parcels`. */
export function useUnidentifiedCount() {
  return useApiQuery(queryKeys.custom('parcels', 'count', 'unidentified'), countUnidentified);
}

/** Paid shipments waiting to be packed; refreshed by events on `fulfillments`. */
export function useShipmentsToPack() {
  return useApiQuery(queryKeys.custom('fulfillments', 'count', 'to-pack'), countToPack);
}
