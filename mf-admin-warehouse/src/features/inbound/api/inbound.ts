import { pb, useList, type OrderRecord, type ParcelRecord } from '@fwd/shared-contracts';
import {
  inboundParcelFormData,
  lookupScan,
  receiveInboundParcel,
  undoInbound,
  type InboundParcelBody,
} from '@fwd/shared-contracts/api';

export type BenchParcel = ParcelRecord & {
  expand?: { order?: Pick<OrderRecord, 'id' | 'code'> };
};

/** What the scanned code is, before anything is saved. */
export const lookUp = (code: string, signal?: AbortSignal) =>
  lookupScan({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) }, code);

export const receive = (body: InboundParcelBody) => receiveInboundParcel(pb, inboundParcelFormData(body));

export const undoScan = (parcel: Pick<ParcelRecord, 'id' | 'updated'>) =>
  undoInbound(pb, parcel.id, { updated: parcel.updated });

/** The parcels this staff member scanned in since midnight, newest first. */
export function useBenchToday(staffId: string) {
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  return useList<'parcels', BenchParcel>('parcels', {
    perPage: 100,
    sort: '-received_at,-created',
    expand: 'order',
    filter: pb.filter('received_by = {:me} && received_at >= {:from}', { me: staffId, from: midnight }),
  });
}
