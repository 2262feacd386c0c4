import {
  invalidateCollections,
  pb,
  useList,
  useRecord,
  type FulfillmentRecord,
  type ParcelRecord,
  type ShippingLineRecord,
} from '@fwd/shared-contracts';
import { pickParcel, transitionFulfillment, type TransitionFulfillmentBody } from '@fwd/shared-contracts/api';

export type ShipmentRow = FulfillmentRecord & {
  expand?: {
    parcels?: ParcelRecord[];
    shipping_line?: Pick<ShippingLineRecord, 'id' | 'name'>;
  };
};

const EXPAND = 'parcels,shipping_line';

/** Shipments in these statuses, oldest paid first. */
export function useShipments(statuses: readonly string[], page: number, sort = 'paid_at') {
  return useList<'fulfillments', ShipmentRow>('fulfillments', {
    page,
    sort,
    expand: EXPAND,
    skipTotal: true,
    filter: statuses.map((status) => pb.filter('status = {:status}', { status })).join(' || '),
  });
}

export function useShipment(id: string | undefined) {
  return useRecord<'fulfillments', ShipmentRow>('fulfillments', id, { expand: EXPAND });
}

/** Where a code scanned at the packing bench really belongs: its parcel and the live shipment holding it. */
export async function whereIs(code: string): Promise<{ parcel: ParcelRecord | null; shipment: string }> {
  const parcels = await pb
    .collection('parcels')
    .getList<ParcelRecord>(1, 1, { filter: pb.filter('tracking_code = {:code}', { code }), requestKey: null });
  const parcel = parcels.items[0] ?? null;
  if (!parcel) return { parcel: null, shipment: '' };
  const holders = await pb.collection('fulfillments').getList<FulfillmentRecord>(1, 1, {
    filter: pb.filter("parcels ~ {:id} && status != 'cancelled' && status != 'delivered'", { id: parcel.id }),
    fields: 'id,code',
    requestKey: null,
  });
  return { parcel, shipment: holders.items[0]?.code ?? '' };
}

/** Moves a shipment on (packing, packed, shipped, delivered, cancelled) and refreshes what it touches. */
export async function moveShipment(id: string, body: TransitionFulfillmentBody) {
  const moved = await transitionFulfillment(pb, id, body);
  await invalidateCollections('fulfillments', 'parcels');
  return moved;
}

/** The warehouse cancels a paid shipment before packing: the customer is refunded and reads why. */
export const cancelShipment = (id: string, reason: string) => moveShipment(id, { to: 'cancelled', reason });

/**
 * Ticks a scanned parcel on the shipment, on the server (the first tick starts packing), so every
 * tab and device at the bench shows the same progress.
 */
export async function pickShipmentParcel(id: string, parcel: string) {
  const picked = await pickParcel(pb, id, { parcel });
  await invalidateCollections('fulfillments', 'parcels');
  return picked;
}
