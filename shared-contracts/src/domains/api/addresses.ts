import { pb, readOptions, where, type AddressRecord, type AreaRecord, type ListParams } from '@fwd/shared-contracts';

export type AreaWithParents = AreaRecord & { expand?: { parent?: AreaWithParents } };
/** An address with its area and the area's parents (the zone may be set on any of them). */
export type AddressRow = AddressRecord & { expand?: { area?: AreaWithParents } };
/** What the address form saves. */
export type AddressFields = Pick<AddressRecord, 'name' | 'phone' | 'area' | 'detail' | 'is_default'>;

/** The district, its province and its region. */
export const AREA_CHAIN = 'area,area.parent,area.parent.parent';
/** Default first, then newest. */
const DEFAULT_FIRST = '-is_default,-created';
const mine = (userId: string) => where('user = {:me}', { me: userId });

/** One page of the customer's addresses, default first. */
export function addressListParams(userId: string, page: number): ListParams {
  return { page, filter: mine(userId), sort: DEFAULT_FIRST, expand: AREA_CHAIN };
}

/**
 * Every address of the customer to choose from (a shipment's destination), default first, with
 * its area path. One page of 100: a customer chooses among all of them.
 */
export function addressChoiceParams(userId: string): ListParams {
  return { perPage: 100, skipTotal: true, sort: DEFAULT_FIRST, expand: AREA_CHAIN, filter: mine(userId) };
}

export function getAddress(id: string, signal?: AbortSignal): Promise<AddressRow> {
  return pb.collection('addresses').getOne<AddressRow>(id, { expand: AREA_CHAIN, ...readOptions(signal) });
}

export function createAddress(userId: string, values: Partial<AddressFields>): Promise<AddressRecord> {
  return pb.collection('addresses').create<AddressRecord>({ ...values, user: userId });
}

export function updateAddress(id: string, values: Partial<AddressFields>): Promise<AddressRecord> {
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
export function listAreas(parent: string | null, signal?: AbortSignal): Promise<AreaRecord[]> {
  return pb.collection('areas').getFullList<AreaRecord>({
    filter: parent ? where('parent = {:parent}', { parent }) : "kind = 'region'",
    sort: 'name',
    fields: 'id,name,kind,parent',
    ...readOptions(signal),
  });
}
