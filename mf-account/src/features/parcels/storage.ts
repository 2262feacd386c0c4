import { parsePbDate } from '@fwd/shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The storage terms of the summary route (`storage` of GET /api/shop/summary). */
export interface StorageTerms {
  freeDays: number;
  /** Home currency minor units a day, per parcel, once the free days are over. */
  feePerDay: number;
  currency: string;
  /** The server's own figures for the parcels whose free storage ends soon or has ended. */
  parcels: { id: string; freeUntil: string; daysLeft: number }[];
}

export type StorageState =
  | { kind: 'free'; daysLeft: number; freeUntil: Date; feePerDay: number; currency: string }
  | { kind: 'charging'; since: Date; feePerDay: number; currency: string };

/**
 * What the shelf of a received parcel costs, as the shop's settings say: the free days left, or
 * the daily fee since the free period ended. A display of the server's terms (the server charges
 * when the parcel ships); the summary's own figures win for the parcels it lists. Nothing when the
 * parcel is not on a shelf or storage is free.
 */
export function storageState(
  parcel: { id: string; status: string; received_at: string },
  terms: StorageTerms | undefined,
  now: number,
): StorageState | null {
  if (!terms || parcel.status !== 'received' || !parcel.received_at) return null;
  if (!(terms.feePerDay > 0) || !terms.currency) return null;
  const fee = { feePerDay: terms.feePerDay, currency: terms.currency };
  const warned = terms.parcels.find((p) => p.id === parcel.id);
  const receivedAt = parsePbDate(parcel.received_at).getTime();
  const freeUntil = warned ? parsePbDate(warned.freeUntil) : new Date(receivedAt + terms.freeDays * DAY_MS);
  if (Number.isNaN(freeUntil.getTime())) return null;
  // `now` can be earlier than the arrival: a page's clock ticks hourly and a device's clock may lag
  // the server's. The shelf time is never negative, so the days left never exceed the free days.
  const onShelf = Math.max(0, now - receivedAt);
  const daysLeft = warned
    ? warned.daysLeft
    : Math.max(0, Math.ceil((freeUntil.getTime() - receivedAt - onShelf) / DAY_MS));
  return daysLeft > 0 ? { kind: 'free', daysLeft, freeUntil, ...fee } : { kind: 'charging', since: freeUntil, ...fee };
}
