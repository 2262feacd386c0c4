import {
  allOf,
  pb,
  where,
  type AddressRecord,
  type AreaRecord,
  type FulfillmentRecord,
  type FulfillmentStatus,
  type ListParams,
  type ParcelRecord,
  type SettingsRecord,
  type ShippingLineRecord,
} from '@fwd/shared-contracts';
import {
  cancelFulfillment,
  createFulfillment,
  getCustomerSummary,
  payFulfillment,
  quoteFulfillment,
  type ApiClient,
  type FulfillmentQuoteBody,
} from '@fwd/shared-contracts/api';
import { ClientResponseError } from 'pocketbase';

export type AreaWithParents = AreaRecord & { expand?: { parent?: AreaWithParents } };
export type AddressChoice = AddressRecord & { expand?: { area?: AreaWithParents } };
export type ParcelChoice = ParcelRecord;
export type ShippingLineRow = ShippingLineRecord;
export type HeldShipment = Pick<FulfillmentRecord, 'id' | 'code' | 'parcels'>;
export type FulfillmentRow = FulfillmentRecord & {
  expand?: { parcels?: ParcelRecord[]; shipping_line?: ShippingLineRecord };
};

/** The district, its province and its region: the zone may be set on any of them. */
const AREA_CHAIN = 'area,area.parent,area.parent.parent';
/** What a shipment's detail and checkout show beside its own fields. */
export const FULFILLMENT_EXPAND = 'parcels,shipping_line';
/** A quote takes at most 100 parcels (`fulfillmentQuoteBodySchema`): every one fits on one screen. */
export const MAX_PARCELS = 100;

const mine = (userId: string) => where('user = {:me}', { me: userId });

/** The customer's parcels waiting at the warehouse, oldest first (the longest stored ship first). */
export function receivedParcelsParams(userId: string): ListParams {
  return {
    perPage: MAX_PARCELS,
    skipTotal: true,
    sort: 'received_at,created',
    filter: allOf(mine(userId), "status = 'received'"),
  };
}

/**
 * The customer's paid shipments: they hold their parcels (still `received` on the shelves) until
 * packing starts, so those parcels cannot go in another shipment.
 */
export function heldParcelsParams(userId: string): ListParams {
  return {
    perPage: MAX_PARCELS,
    skipTotal: true,
    sort: '-created',
    fields: 'id,code,parcels',
    filter: allOf(mine(userId), "status = 'paid'"),
  };
}

/**
 * Every address of the customer, default first then newest, with its area path (the zone comes
 * from it). One page of 100: a customer chooses among all of them here.
 */
export function addressChoiceParams(userId: string): ListParams {
  return {
    perPage: 100,
    skipTotal: true,
    sort: '-is_default,-created',
    expand: AREA_CHAIN,
    filter: mine(userId),
  };
}

/** The active shipping lines that serve a zone, cheapest first. */
export function shippingLinesParams(zone: string): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    sort: 'price_per_kg,eta_days,name',
    filter: allOf('active = true', where('zone = {:zone}', { zone })),
  };
}

/** One page of the customer's shipments, newest first, in one status or all. */
export function fulfillmentListParams(userId: string, status: FulfillmentStatus | undefined, page: number) {
  return {
    page,
    sort: '-created',
    expand: FULFILLMENT_EXPAND,
    filter: allOf(mine(userId), status && where('status = {:status}', { status })),
  } satisfies ListParams;
}

/** The typed routes with this call's signal; every request stands alone (no SDK auto-cancel). */
function client(signal?: AbortSignal): ApiClient {
  return { send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) };
}

/** The server's price of shipping these parcels on one line (cancelled through `signal`). */
export function getQuote(body: FulfillmentQuoteBody, signal: AbortSignal) {
  return quoteFulfillment(client(signal), body);
}

/** A draft shipment holding that quote. */
export function createDraft(body: FulfillmentQuoteBody) {
  return createFulfillment(client(), body);
}

/**
 * Pays a draft from the wallet, re-quoted now, at the total the customer was shown (refused with
 * `data.shortfall` when short, with `data.expectedTotal` when the total moved).
 */
export function payDraft(id: string, expectedTotal: number) {
  return payFulfillment(client(), id, { expectedTotal });
}

/** Cancels a draft, or a paid shipment before packing (refunded to the wallet). */
export function cancelShipment(id: string) {
  return cancelFulfillment(client(), id);
}

/** Counts of the customer's shipments per status (the tabs), from the dashboard summary route. */
export function getSummary(signal: AbortSignal) {
  return getCustomerSummary({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) });
}

/** The shop's settings (public), or null when none are saved. */
export async function getShopSettings(signal: AbortSignal): Promise<SettingsRecord | null> {
  try {
    return await pb
      .collection('settings')
      .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

/** The HTTP status of a refused request, or undefined for anything else (network, abort, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError && error.status > 0 ? error.status : undefined;
}
