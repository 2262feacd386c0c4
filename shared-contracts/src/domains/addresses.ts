/*
 * The addresses domain: the customer's address book and the receiving areas it points at.
 * Imported as `@fwd/shared-contracts/domains/addresses`, bundled into the pages that use it.
 */
import { queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { getAddress, listAreas, type AreaWithParents } from './api/addresses';

export {
  addressChoiceParams,
  addressListParams,
  AREA_CHAIN,
  createAddress,
  deleteAddress,
  getAddress,
  listAreas,
  setDefaultAddress,
  updateAddress,
  type AddressFields,
  type AddressRow,
  type AreaWithParents,
} from './api/addresses';

export const addressesDomain = {
  collection: 'addresses',
  /** A save, a delete or a new default: the server also writes the user's default address. */
  refreshes: ['addresses', 'users'],
} as const;

/** "District, Province, Region" of an expanded area. */
export function areaPath(area: AreaWithParents | undefined): string {
  const names: string[] = [];
  for (let node = area; node; node = node.expand?.parent) names.push(node.name);
  return names.join(', ');
}

/** The delivery zone of an area: its own, else the nearest parent's (as the server finds it). */
export function zoneOf(area: AreaWithParents | undefined): string {
  for (let node = area; node; node = node.expand?.parent) {
    if (node.zone) return node.zone;
  }
  return '';
}

/** One address with its area path; nothing is asked while `id` is empty or `enabled` is false. */
export function useAddress(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useApiQuery(queryKeys.view('addresses', id ?? ''), (signal) => getAddress(id as string, signal), {
    enabled: Boolean(id) && options.enabled !== false,
  });
}

/** The receiving areas under `parent` (`null`: the regions); kept for the session, they hardly change. */
export function useAreas(parent: string | null, options: { enabled?: boolean } = {}) {
  return useApiQuery(queryKeys.custom('areas', 'children', parent ?? 'root'), (signal) => listAreas(parent, signal), {
    enabled: options.enabled,
    staleTime: Infinity,
  });
}
