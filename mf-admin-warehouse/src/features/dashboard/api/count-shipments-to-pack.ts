import { pb } from '@fwd/shared-contracts';

/** Paid shipments waiting to be packed (`paid` or already `packing`). */
export async function countShipmentsToPack(signal?: AbortSignal): Promise<number> {
  const page = await pb.collection('fulfillments').getList(1, 1, {
    filter: "status = 'paid' || status = 'packing'",
    fields: 'id',
    signal,
    requestKey: null,
  });
  return page.totalItems;
}
