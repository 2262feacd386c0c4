/**
 * What the server did with a declaration (backend/pb_hooks/parcels.pb.js, docs/parcels.md
 * "Ownership"): a new parcel comes back `expected`; a code we hold as `unidentified` is matched to
 * the customer at once as a claim, held for the warehouse's review, and comes back as that parcel,
 * still `unidentified`; a code another customer declared comes back as the customer's claim
 * (`collectionName: 'parcel_claims'`): the warehouse decides whose it is.
 */
export type DeclaredKind = 'declared' | 'matched' | 'claimed';

export function declaredKind(parcel: { status: string }): DeclaredKind {
  if (parcel.status === 'expected') return 'declared';
  if (parcel.status === 'unidentified') return 'claimed';
  return 'matched';
}

/** The result line of one declaration, from the server's answer. */
export function declareResult(
  code: string,
  answer: { id: string; status: string; tracking_code?: string; collectionName?: string },
): DeclareResult {
  const shown = answer.tracking_code || code;
  if (answer.collectionName === 'parcel_claims') return { code: shown, kind: 'review' };
  return { code: shown, kind: declaredKind(answer), id: answer.id };
}

/** One line of the result list of a declaration. */
export type DeclareResult =
  | { code: string; kind: DeclaredKind; id: string }
  | { code: string; kind: 'review' }
  | { code: string; kind: 'refused'; message: string }
  | { code: string; kind: 'notSent'; message: string };

/** The codes to keep in the box for another try: those the server did not take. */
export function codesToRetry(results: readonly DeclareResult[]): string[] {
  return results.filter((r) => r.kind === 'refused' || r.kind === 'notSent').map((r) => r.code);
}
