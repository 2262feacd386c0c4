import { pb } from '@fwd/shared-contracts';

/** Complaints nobody has closed yet (`open` or `in_progress`). */
export async function countOpenComplaints(signal?: AbortSignal): Promise<number> {
  const page = await pb.collection('complaints').getList(1, 1, {
    filter: "status = 'open' || status = 'in_progress'",
    fields: 'id',
    signal,
    requestKey: null,
  });
  return page.totalItems;
}
