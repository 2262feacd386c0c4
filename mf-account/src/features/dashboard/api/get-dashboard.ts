import { allOf, pb, readOptions, where } from '@fwd/shared-contracts';

/** The warehouse(s) customers write on their parcels. */
export function listWarehouses(signal: AbortSignal) {
  return pb.collection('warehouses').getFullList({ filter: 'active = true', sort: 'code', ...readOptions(signal) });
}

/** The latest notifications of this customer. */
export function latestNotificationsParams(userId: string) {
  return { perPage: 5, sort: '-created', skipTotal: true, filter: allOf(where('user = {:me}', { me: userId })) };
}
