import { pb, where, type AddressRecord, type AreaRecord, type ListParams } from '@fwd/shared-contracts';
import type { AddressValues } from '../address-schema';

export type AreaWithParents = AreaRecord & { expand?: { parent?: AreaWithParents } };
export type AddressRow = AddressRecord & { expand?: { area?: AreaWithParents } };

const AREA_CHAIN = 'area,area.parent,area.parent.parent';

/** The customer's addresses, default first. */
export function addressListParams(userId: string, page: number): ListParams {
  return {
    page,
    filter: where('user = {:me}', { me: userId }),
    sort: '-is_default,-created',
    expand: AREA_CHAIN,
  };
}

export function getAddress(id: string, signal: AbortSignal): Promise<AddressRow> {
  return pb.collection('addresses').getOne<AddressRow>(id, { expand: AREA_CHAIN, signal, requestKey: null });
}

export function createAddress(userId: string, values: AddressValues): Promise<AddressRecord> {
  return pb.collection('addresses').create<AddressRecord>({ ...values, user: userId });
}

export function updateAddress(id: string, values: Partial<AddressValues>): Promise<AddressRecord> {
  return pb.collection('addresses').update<AddressRecord>(id, values);
}

/** The server keeps exactly one default (backend/pb_hooks/addresses.pb.js). */
export function setDefaultAddress(id: string): Promise<AddressRecord> {
  return updateAddress(id, { is_default: true });
}

export async function deleteAddress(id: string): Promise<void> {
  await pb.collection('addresses').delete(id);
}

/** Receiving areas one level down: regions, a region's provinces, a province's districts. */
export function listAreas(parent: string | null, signal: AbortSignal): Promise<AreaRecord[]> {
  return pb.collection('areas').getFullList<AreaRecord>({
    filter: parent ? where('parent = {:parent}', { parent }) : "kind = 'region'",
    sort: 'name',
    fields: 'id,name,kind,parent',
    signal,
    requestKey: null,
  });
}

/** "District, Province, Region" of an expanded area. */
export function areaPath(area: AreaWithParents | undefined): string {
  const names: string[] = [];
  for (let node = area; node; node = node.expand?.parent) names.push(node.name);
  return names.join(', ');
}
