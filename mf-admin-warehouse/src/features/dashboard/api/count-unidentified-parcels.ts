import { pb } from '@fwd/shared-contracts';

export async function countUnidentifiedParcels(signal?: AbortSignal): Promise<number> {
  const page = await pb
    .collection('parcels')
    .getList(1, 1, { filter: "status = 'unidentified'", fields: 'id', signal, requestKey: null });
  return page.totalItems;
}
