import { pb } from '@fwd/shared-contracts';
import { RECHARGES_TO_REVIEW } from '../../../api/recharges-to-review';

export async function countPendingRecharges(signal?: AbortSignal): Promise<number> {
  const page = await pb
    .collection('recharges')
    .getList(1, 1, { filter: RECHARGES_TO_REVIEW, fields: 'id', signal, requestKey: null });
  return page.totalItems;
}
