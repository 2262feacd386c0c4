import { pb, readOptions, useList, type OrderRecord, type UserRecord } from '@fwd/shared-contracts';
import { transitionOrder } from '@fwd/shared-contracts/api';
import { orderStatusFilter, ordersWaitingFor } from '@fwd/shared-contracts/domains/orders';

export type WaitingOrder = OrderRecord & { expand?: { user?: Pick<UserRecord, 'id' | 'code' | 'name'> } };

/** Purchased orders waiting for the sellers' tracking codes, oldest first. */
export function useWaitingOrders(page: number) {
  return useList<'orders', WaitingOrder>('orders', {
    page,
    filter: orderStatusFilter(ordersWaitingFor('seller_shipped')),
    sort: 'created',
    expand: 'user',
    skipTotal: true,
  });
}

/** The orders with these codes (at most 100), for the paste preview. */
export async function ordersByCode(codes: string[]): Promise<Map<string, { id: string; status: string }>> {
  const unique = [...new Set(codes)].slice(0, 100);
  if (unique.length === 0) return new Map();
  const filter = unique.map((code, index) => pb.filter(`code = {:c${index}}`, { [`c${index}`]: code })).join(' || ');
  const found = await pb
    .collection('orders')
    .getList<OrderRecord>(1, 100, { filter, fields: 'id,code,status', skipTotal: true, ...readOptions() });
  return new Map(found.items.map((order) => [order.code, { id: order.id, status: order.status }]));
}

/** Records the sellers' codes of one order: each becomes an expected parcel of its customer. */
export const shipWithCodes = (orderId: string, codes: string[]) =>
  transitionOrder(pb, orderId, { to: 'seller_shipped', trackingCodes: codes });
