import { pb } from '@fwd/shared-contracts';

export async function countUnidentifiedParcels(): Promise<number> {
  const page = await pb
    .collection('parcels')
    .getList(1, 1, { filter: 'status = "unidentified"', fields: 'id', requestKey: 'unidentified-parcels' });
  return page.totalItems;
}
