import { allOf, pb, where } from '@fwd/shared-contracts';
import { getCustomerSummary } from '@fwd/shared-contracts/api';

export function getSummary(signal: AbortSignal) {
  return getCustomerSummary({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) });
}

/** The warehouse(s) customers write on their parcels. */
export function listWarehouses(signal: AbortSignal) {
  return pb.collection('warehouses').getFullList({ filter: 'active = true', sort: 'code', signal, requestKey: null });
}

/** Currencies and storage terms of the shop (one public record). */
export async function getSettings(signal: AbortSignal) {
  const page = await pb.collection('settings').getList(1, 1, { signal, requestKey: null, skipTotal: true });
  return page.items[0] ?? null;
}

/** The latest notifications of this customer. */
export function latestNotificationsParams(userId: string) {
  return { perPage: 5, sort: '-created', skipTotal: true, filter: allOf(where('user = {:me}', { me: userId })) };
}
