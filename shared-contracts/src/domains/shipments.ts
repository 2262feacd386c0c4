/*
 * The shipments domain (the `fulfillments` collection): what a customer quotes, creates, pays and
 * cancels, and what the warehouse packs, ships and delivers. Imported as
 * `@fwd/shared-contracts/domains/shipments`, bundled into the pages that use it.
 */
import {
  allowedTransitions,
  invalidateCollections,
  queryKeys,
  useApiQuery,
  type FulfillmentStatus,
} from '@fwd/shared-contracts';
import type { FulfillmentQuoteBody, TransitionFulfillmentBody } from '@fwd/shared-contracts/api';
import * as api from './api/shipments';
import { getQuote } from './api/shipments';

export { countToPack, useShipmentsToPack } from './warehouse-counts';
export {
  cancelShipment,
  createDraft,
  getQuote,
  MAX_SHIPMENT_PARCELS,
  payDraft,
  receivedParcelsParams,
  SHIPMENT_EXPAND,
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

/**
 * Staff move a shipment on (packing, packed, shipped, delivered, or cancelled with the reason the
 * customer reads), then refresh what that move writes (a cancel refunds the wallet).
 */
export async function moveShipment(id: string, body: TransitionFulfillmentBody) {
  const moved = await api.moveShipment(id, body);
  await invalidateCollections(
    ...(body.to === 'cancelled' ? shipmentsDomain.refreshes.cancel : shipmentsDomain.refreshes.move),
  );
  return moved;
}

/** The warehouse cancels a paid shipment before packing: the customer is refunded and reads why. */
export const cancelPaidShipment = (id: string, reason: string) => moveShipment(id, { to: 'cancelled', reason });

/** Ticks a scanned parcel on the shipment (the first tick starts packing), then refreshes. */
export async function pickShipmentParcel(id: string, parcel: string) {
  const picked = await api.pickShipmentParcel(id, parcel);
  await invalidateCollections(...shipmentsDomain.refreshes.pick);
  return picked;
}

/** The moves `actor` may make from this status (from the state machines, as the server checks). */
export function shipmentMoves(status: string, actor: 'customer' | 'staff'): FulfillmentStatus[] {
  return allowedTransitions('fulfillment', status, actor) as FulfillmentStatus[];
}

/** Whether `actor` may move a shipment in `status` to `to`. */
export function shipmentCan(status: string, to: FulfillmentStatus, actor: 'customer' | 'staff'): boolean {
  return shipmentMoves(status, actor).includes(to);
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
