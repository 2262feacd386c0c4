import { pb } from '@fwd/shared-contracts';

export async function countPendingRecharges(): Promise<number> {
  const page = await pb
    .collection('recharges')
    .getList(1, 1, { filter: 'status = "pending"', fields: 'id', requestKey: 'pending-recharges' });
  return page.totalItems;
}
