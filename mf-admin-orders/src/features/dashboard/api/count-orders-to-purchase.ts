import { pb } from '@fwd/shared-contracts';

export async function countOrdersToPurchase(): Promise<number> {
  const page = await pb
    .collection('orders')
    .getList(1, 1, { filter: 'status = "placed"', fields: 'id', requestKey: 'orders-to-purchase' });
  return page.totalItems;
}
