import { beforeAll, describe, expect, it } from 'vitest';
import { createFulfillment, payFulfillment, pickParcel, transitionFulfillment } from '../../shared-contracts/src/api';
import { newStaff } from '../testing/clients';
import { creditWallet, ensureSettings, failure, receivedParcel, shippingSetup } from '../testing/warehouse-fixtures';

// Issue 30 item 8: the packing bench's ticks live on the shipment, so another tab or device shows
// the same "n of m picked".

beforeAll(async () => {
  await ensureSettings();
});

async function paidShipmentOf(parcelCount: number) {
  const setup = await shippingSetup();
  const parcels = [];
  for (let i = 0; i < parcelCount; i++) parcels.push(await receivedParcel(setup.customer, setup.warehouse.pb));
  const draft = await createFulfillment(setup.customer, {
    parcels: parcels.map((p) => p.id),
    address: setup.address.id,
    line: setup.line.id,
    insurance: false,
  });
  await creditWallet(setup.admin, setup.userId, draft.total);
  const paid = await payFulfillment(setup.customer, draft.id);
  return { ...setup, parcels, shipment: paid };
}

describe('picking a shipment at the packing bench', () => {
  it('keeps each tick on the shipment, where another device reads it', async () => {
    const { warehouse, parcels, shipment } = await paidShipmentOf(3);
    await pickParcel(warehouse.pb, shipment.id, { parcel: parcels[1]!.id });
    const otherDevice = await newStaff(['warehouse']);
    const seen = await otherDevice.pb.collection('fulfillments').getOne(shipment.id);
    expect(seen.picked).toEqual([parcels[1]!.id]);
    await pickParcel(otherDevice.pb, shipment.id, { parcel: parcels[0]!.id });
    const both = await warehouse.pb.collection('fulfillments').getOne(shipment.id);
    expect([...both.picked].sort()).toEqual([parcels[0]!.id, parcels[1]!.id].sort());
  });

  it('moves a paid shipment and its parcels to packing with the first tick, in the same step', async () => {
    const { admin, warehouse, parcels, shipment } = await paidShipmentOf(2);
    const picked = await pickParcel(warehouse.pb, shipment.id, { parcel: parcels[0]!.id });
    expect(picked).toMatchObject({ status: 'packing', picked: [parcels[0]!.id] });
    const inBox = await admin
      .collection('parcels')
      .getFullList({ filter: `id = '${parcels[0]!.id}' || id = '${parcels[1]!.id}'` });
    expect(inBox.map((p) => p.status)).toEqual(['packing', 'packing']);
    const logs = await admin.collection('audit_logs').getFullList({ filter: `record = '${shipment.id}'` });
    expect(logs.map((log) => log.action)).toContain('fulfillment.packing');
  });

  it('counts a parcel scanned twice once', async () => {
    const { warehouse, parcels, shipment } = await paidShipmentOf(2);
    await pickParcel(warehouse.pb, shipment.id, { parcel: parcels[0]!.id });
    const again = await pickParcel(warehouse.pb, shipment.id, { parcel: parcels[0]!.id });
    expect(again.picked).toEqual([parcels[0]!.id]);
  });

  it('refuses a parcel of another shipment, and a shipment no longer packing', async () => {
    const first = await paidShipmentOf(1);
    const second = await paidShipmentOf(1);
    const foreign = await failure(pickParcel(first.warehouse.pb, first.shipment.id, { parcel: second.parcels[0]!.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.response.data.parcel.code).toBe('validation_mismatch');
    const unchanged = await first.admin.collection('fulfillments').getOne(first.shipment.id);
    expect(unchanged).toMatchObject({ status: 'paid', picked: [] });

    await pickParcel(first.warehouse.pb, first.shipment.id, { parcel: first.parcels[0]!.id });
    await transitionFulfillment(first.warehouse.pb, first.shipment.id, { to: 'packed', weightKg: 1 });
    const late = await failure(pickParcel(first.warehouse.pb, first.shipment.id, { parcel: first.parcels[0]!.id }));
    expect(late.status).toBe(400);
    expect(late.response.data.status.code).toBe('invalid_status');
  });

  it('is for the warehouse only; nobody sets the ticks through the records API', async () => {
    const { customer, warehouse, parcels, shipment } = await paidShipmentOf(1);
    const sales = await newStaff(['sales']);
    expect((await failure(pickParcel(sales.pb, shipment.id, { parcel: parcels[0]!.id }))).status).toBe(403);
    expect(
      (await failure(pickParcel(customer, shipment.id, { parcel: parcels[0]!.id }))).status,
    ).toBeGreaterThanOrEqual(401);
    const direct = await failure(
      warehouse.pb.collection('fulfillments').update(shipment.id, { picked: [parcels[0]!.id] }),
    );
    expect([403, 404]).toContain(direct.status);
  });
});
