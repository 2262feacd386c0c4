/**
 * What the server did with a declaration (backend/pb_hooks/parcels.pb.js): a new parcel comes back
 * `expected`; a code we already hold as `unidentified` is matched to the customer at once and comes
 * back as that parcel, now `received` (lib/parcels.js claimUnidentified) — or, should the claim wait
 * for the warehouse's review (DESIGN section 8), still `unidentified`.
 */
export type DeclaredKind = 'declared' | 'matched' | 'claimed';

export function declaredKind(parcel: { status: string }): DeclaredKind {
  if (parcel.status === 'expected') return 'declared';
  if (parcel.status === 'unidentified') return 'claimed';
  return 'matched';
}

/** One line of the result list of a declaration. */
export type DeclareResult =
  | { code: string; kind: DeclaredKind; id: string }
  | { code: string; kind: 'refused'; message: string }
  | { code: string; kind: 'notSent'; message: string };

/** The codes to keep in the box for another try: those the server did not take. */
export function codesToRetry(results: readonly DeclareResult[]): string[] {
  return results.filter((r) => r.kind === 'refused' || r.kind === 'notSent').map((r) => r.code);
}
