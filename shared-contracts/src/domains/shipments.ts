/*
 * The shipments domain (the `fulfillments` collection): what a customer quotes, creates, pays and
 * cancels, and what the warehouse packs, ships and delivers. Imported as
 * `@fwd/shared-contracts/domains/shipments`, bundled into the pages that use it.
 */
import { allowedTransitions, queryKeys, useApiQuery, type FulfillmentStatus } from '@fwd/shared-contracts';
import type { FulfillmentQuoteBody } from '@fwd/shared-contracts/api';
import { countToPack, getQuote } from './api/shipments';

export {
  cancelShipment,
  countToPack,
  createDraft,
  customerShipmentsFilter,
  getQuote,
  MAX_SHIPMENT_PARCELS,
  moveShipment,
  payDraft,
  pickShipmentParcel,
  receivedParcelsParams,
  SHIPMENT_EXPAND,
  shipmentsInParams,
  shippingLinesParams,
  whereIs,
  type ShipmentRow,
} from './api/shipments';

/** Money moves with these: the shipment, its parcels, the wallet (ledger and the user's balance). */
const MONEY = ['fulfillments', 'parcels', 'users', 'wallet_transactions'] as const;

export const shipmentsDomain = {
  collection: 'fulfillments',
  machine: 'fulfillment',
  /** What each write refreshes: every collection the server's route writes. */
  refreshes: {
    /** A draft is created (no money moves). */
    create: ['fulfillments'],
    /** A draft is paid from the wallet. */
    pay: MONEY,
    /** A draft or a paid shipment is cancelled (by the customer or staff); paid ones are refunded. */
    cancel: MONEY,
    /** Staff move a shipment on (packing, packed, shipped, delivered). */
    move: ['fulfillments', 'parcels'],
    /** A parcel is ticked at the packing bench. */
    pick: ['fulfillments', 'parcels'],
  },
} as const;

/** The moves `actor` may make from this status (from the state machines, as the server checks). */
export function shipmentMoves(status: string, actor: 'customer' | 'staff'): FulfillmentStatus[] {
  return allowedTransitions('fulfillment', status, actor) as FulfillmentStatus[];
}

/** Whether `actor` may move a shipment in `status` to `to`. */
export function shipmentCan(status: string, to: FulfillmentStatus, actor: 'customer' | 'staff'): boolean {
  return shipmentMoves(status, actor).includes(to);
}

/** Paid shipments waiting to be packed; refreshed by events on `fulfillments`. */
export function useShipmentsToPack() {
  return useApiQuery(queryKeys.custom('fulfillments', 'count', 'to-pack'), countToPack);
}

/**
 * The server's price of shipping these parcels to this address on this line; asked as soon as
 * `body` is given, cancelled when it changes. Storage grows with the days and parcels, lines,
 * settings and addresses change: events on them re-price it. Silent: the page shows its failure.
 */
export function useShipmentQuote(body: FulfillmentQuoteBody | null) {
  const parcels = body?.parcels.join(',') ?? '';
  return useApiQuery(
    queryKeys.custom('fulfillments', 'quote', parcels, body?.address ?? '', body?.line ?? '', body?.insurance ?? false),
    (signal) => getQuote(body as FulfillmentQuoteBody, signal),
    { enabled: body !== null, silent: true, dependsOn: ['parcels', 'shipping_lines', 'settings', 'addresses'] },
  );
}
