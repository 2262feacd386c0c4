import { pb } from '@fwd/shared-contracts';

export async function countOrdersToPurchase(signal?: AbortSignal): Promise<number> {
  const page = await pb
    .collection('orders')
    .getList(1, 1, { filter: "status = 'placed'", fields: 'id', signal, requestKey: null });
  return page.totalItems;
}
