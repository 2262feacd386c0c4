import {
  allOf,
  apiClient,
  pb,
  readOptions,
  where,
  type FulfillmentRecord,
  type ListParams,
  type ParcelRecord,
  type ShippingLineRecord,
} from '@fwd/shared-contracts';
import {
  cancelFulfillment,
  createFulfillment,
  payFulfillment,
  pickParcel,
  quoteFulfillment,
  transitionFulfillment,
  type FulfillmentQuoteBody,
  type TransitionFulfillmentBody,
} from '@fwd/shared-contracts/api';
import { parcelByCode } from './parcels';

/** A shipment with its parcels and its line. */
export type ShipmentRow = FulfillmentRecord & {
  expand?: { parcels?: ParcelRecord[]; shipping_line?: ShippingLineRecord };
};

/** What a shipment's row, detail and checkout show beside its own fields. */
export const SHIPMENT_EXPAND = 'parcels,shipping_line';
/** A quote takes at most 100 parcels (`fulfillmentQuoteBodySchema`): every one fits on one screen. */
export const MAX_SHIPMENT_PARCELS = 100;

const mine = (userId: string) => where('user = {:me}', { me: userId });

/** The customer's parcels waiting at the warehouse, oldest first (the longest stored ship first). */
export function receivedParcelsParams(userId: string): ListParams {
  return {
    perPage: MAX_SHIPMENT_PARCELS,
    skipTotal: true,
    sort: 'received_at,created',
    filter: allOf(mine(userId), "status = 'received'"),
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

/** The server's price of shipping these parcels on one line (cancelled through `signal`). */
export const getQuote = (body: FulfillmentQuoteBody, signal?: AbortSignal) => quoteFulfillment(apiClient(signal), body);

/** A draft shipment holding that quote. */
export const createDraft = (body: FulfillmentQuoteBody) => createFulfillment(apiClient(), body);

/**
 * Pays a draft from the wallet, re-quoted now, at the total the customer was shown (refused with
 * `data.shortfall` when short, with `data.expectedTotal` when the total moved).
 */
export const payDraft = (id: string, expectedTotal: number) => payFulfillment(apiClient(), id, { expectedTotal });

/** The customer cancels a draft, or a paid shipment before packing (refunded to the wallet). */
export const cancelShipment = (id: string) => cancelFulfillment(apiClient(), id);

/** Staff move a shipment on (packing, packed, shipped, delivered, cancelled with a reason). */
export const moveShipment = (id: string, body: TransitionFulfillmentBody) =>
  transitionFulfillment(apiClient(), id, body);

/** Ticks a scanned parcel on the shipment, on the server (the first tick starts packing). */
export const pickShipmentParcel = (id: string, parcel: string) => pickParcel(apiClient(), id, { parcel });

/** Where a scanned code really belongs: its parcel and the code of the live shipment holding it. */
export async function whereIs(code: string): Promise<{ parcel: ParcelRecord | null; shipment: string }> {
  const parcel = await parcelByCode(code);
  if (!parcel) return { parcel: null, shipment: '' };
  const holders = await pb.collection('fulfillments').getList<FulfillmentRecord>(1, 1, {
    filter: where("parcels ~ {:id} && status != 'cancelled' && status != 'delivered'", { id: parcel.id }),
    fields: 'id,code',
    ...readOptions(),
  });
  return { parcel, shipment: holders.items[0]?.code ?? '' };
}
