import { pb } from '@fwd/shared-contracts';

export async function countPendingRecharges(signal?: AbortSignal): Promise<number> {
  const page = await pb
    .collection('recharges')
    .getList(1, 1, { filter: "status = 'pending'", fields: 'id', signal, requestKey: null });
  return page.totalItems;
}
