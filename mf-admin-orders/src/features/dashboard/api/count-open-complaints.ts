import { allowedTransitions, COMPLAINT_STATUSES, countEach, where } from '@fwd/shared-contracts';

/** Complaints nobody has closed yet: those staff may still move. */
export async function countOpenComplaints(signal?: AbortSignal): Promise<number> {
  const open = COMPLAINT_STATUSES.filter((status) => allowedTransitions('complaint', status, 'staff').length > 0);
  const counts = await countEach(
    'complaints',
    Object.fromEntries(open.map((status) => [status, where('status = {:status}', { status })])),
    signal,
  );
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}
