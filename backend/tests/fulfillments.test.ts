import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancelFulfillment as cancel,
  createFulfillment as createDraft,
  payFulfillment as pay,
  quoteFulfillment as quote,
  transitionFulfillment as transition,
} from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import {
  balanceOf,
  creditWallet,
  DAY_MS,
  declareParcel,
  draftShipment,
  ensureSettings,
  failure,
  inbound,
  notificationsOf,
  receivedParcel,
  seedLine,
  setReceivedAt,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

const roundUpTenth = (kg: number) => Math.ceil(kg * 10 - 1e-9) / 10;

/** POST to the warehouse's fulfillment transition without the typed client (see its uses). */
function rawTransition(staff: PocketBase, id: string, body: Record<string, unknown>) {
  return staff.send(`/api/admin/fulfillments/${id}/transition`, { method: 'POST', body });
}
async function ledgerFor(admin: PocketBase, ref: string) {
  return admin.collection('wallet_transactions').getFullList({ filter: `ref = '${ref}'` });
}

/** A customer with one received 2.01 kg parcel (2.1 kg chargeable) and a draft fulfillment of it. */
async function draftSetup(fundsOverTotal = 0) {
  const setup = await draftShipment({ weightKg: 2.01 });
  if (fundsOverTotal >= 0) {
    await creditWallet(setup.admin, setup.userId, (setup.draft.total as number) + fundsOverTotal);
  }
  return setup;
}

beforeAll(async () => {
  await ensureSettings();
});

describe('a fulfillment quote', () => {
  it('prices chargeable weight, shipping, storage beyond the free days and insurance as computed by hand', async () => {
    const { admin, settings, customer, warehouse, address, line } = await shippingSetup({
      price_per_kg: 100_000,
      min_kg: 1,
    });
    const big = await receivedParcel(customer, warehouse.pb, {
      weightKg: 1.23,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      declared_value: 500_000,
    });
    const small = await receivedParcel(customer, warehouse.pb, {
      weightKg: 2.01,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
      declared_value: 300_000,
    });
    // 3 full days past the free period (and an hour).
    const stored = settings.free_storage_days + 3;
    await setReceivedAt(admin, big.id, new Date(Date.now() - stored * DAY_MS - 60 * 60 * 1000));

    const result = await quote(customer, {
      parcels: [big.id, small.id],
      address: address.id,
      line: line.id,
      insurance: true,
    });

    const bigKg = roundUpTenth(Math.max(1.23, (40 * 30 * 20) / settings.volumetric_divisor));
    const chargeable = roundUpTenth(bigKg + 2.1);
    const storage = 3 * settings.storage_fee_per_day;
    const insurance = Math.round(settings.insurance_rate * 800_000);
    expect(result.chargeable_kg).toBeCloseTo(chargeable, 6);
    expect(result.shipping_fee).toBe(Math.round(chargeable * 100_000));
    expect(result.storage_fee).toBe(storage);
    expect(result.parcels.find((p) => p.id === big.id)?.storage_days).toBe(3);
    expect(result.declared_value).toBe(800_000);
    expect(result.insurance_fee).toBe(insurance);
    expect(result.total).toBe(Math.round(chargeable * 100_000) + storage + insurance);
    if (settings.volumetric_divisor === 6000 && settings.insurance_rate === 0.01) {
      // 40×30×20 / 6000 = 4 kg volumetric; 4 + 2.1 = 6.1 kg → 610,000; insurance 1 % of 800,000.
      expect([result.chargeable_kg, result.shipping_fee, result.insurance_fee]).toEqual([6.1, 610_000, 8_000]);
    }
  });

  it('charges at least the line minimum', async () => {
    const { customer, warehouse, address, line } = await shippingSetup({ price_per_kg: 80_000, min_kg: 5 });
    const parcel = await receivedParcel(customer, warehouse.pb, { weightKg: 2.01 });
    const result = await quote(customer, { parcels: [parcel.id], address: address.id, line: line.id });
    expect(result.chargeable_kg).toBe(5);
    expect(result.shipping_fee).toBe(400_000);
    expect(result.insurance_fee).toBe(0);
  });

  it('is refused for a line that does not ship to the address zone', async () => {
    const { admin, customer, warehouse, address } = await shippingSetup();
    const elsewhere = await seedLine(admin, 'ZNOWHERE');
    const parcel = await receivedParcel(customer, warehouse.pb);
    const error = await failure(quote(customer, { parcels: [parcel.id], address: address.id, line: elsewhere.id }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/This line does not ship to/);
  });

  it("is refused another customer's parcel", async () => {
    const { customer, address, line, warehouse } = await shippingSetup();
    const stranger = await newCustomer();
    const theirs = await receivedParcel(stranger, warehouse.pb);
    const error = await failure(quote(customer, { parcels: [theirs.id], address: address.id, line: line.id }));
    expect(error.status).toBe(404);
  });

  it("is refused another customer's address", async () => {
    const { customer, line, warehouse } = await shippingSetup();
    const other = await shippingSetup();
    const parcel = await receivedParcel(customer, warehouse.pb);
    const error = await failure(quote(customer, { parcels: [parcel.id], address: other.address.id, line: line.id }));
    expect(error.status).toBe(404);
  });

  it('is refused a parcel that has not been received yet', async () => {
    const { customer, address, line } = await shippingSetup();
    const expected = await declareParcel(customer, { tracking_code: uniqueCode() });
    const error = await failure(quote(customer, { parcels: [expected.id], address: address.id, line: line.id }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/expected/);
  });

  it('is refused a parcel already in a paid fulfillment', async () => {
    const { customer, body, draft } = await draftSetup();
    await pay(customer, draft.id);
    const error = await failure(quote(customer, body));
    expect(error.status).toBe(400);
    expect(error.message).toContain(draft.code as string);
  });
});

describe('a draft fulfillment', () => {
  it('holds the quote and a copy of the address, with a code, and takes no money', async () => {
    const { admin, customer, userId, parcel, address, line, draft, body } = await draftSetup(-1);
    const expected = await quote(customer, body);
    expect(draft.status).toBe('draft');
    expect(draft.code).toMatch(/^F\d{4}-\d{6}$/);
    expect(draft.parcels).toEqual([parcel.id]);
    expect(draft.shipping_line).toBe(line.id);
    expect(draft.total).toBe(expected.total);
    expect(draft.shipping_fee).toBe(expected.shipping_fee);
    expect(draft.address_snapshot).toMatchObject({ id: address.id, detail: address.detail, name: address.name });
    expect(await balanceOf(admin, userId)).toBe(0);
  });
});

describe('paying a fulfillment', () => {
  it('debits the wallet once, locks the price and marks it paid', async () => {
    const { admin, customer, userId, draft } = await draftSetup(1000);
    const paid = await pay(customer, draft.id);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).not.toBe('');
    expect(await balanceOf(admin, userId)).toBe(1000);
    const ledger = await ledgerFor(admin, draft.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'fulfillment_payment', amount: -(draft.total as number), user: userId });
    const again = await failure(pay(customer, draft.id));
    expect(again.status).toBe(400);
    expect(await balanceOf(admin, userId)).toBe(1000);
  });

  it('debits once when ten payment requests arrive together', async () => {
    const { admin, customer, userId, draft } = await draftSetup(10 * 1_000_000);
    const before = await balanceOf(admin, userId);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => pay(customer, draft.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect((result.reason as { status: number }).status).toBe(400);
    }
    expect(await balanceOf(admin, userId)).toBe(before - (draft.total as number));
    expect(await ledgerFor(admin, draft.id)).toHaveLength(1);
  });

  it('is refused with the shortfall when the balance is too low, and nothing changes', async () => {
    const { admin, customer, userId, draft } = await draftSetup(-1);
    await creditWallet(admin, userId, 1000);
    const error = await failure(pay(customer, draft.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/insufficient/i);
    expect(JSON.stringify(error.response.data.shortfall)).toContain(String((draft.total as number) - 1000));
    expect((await customer.collection('fulfillments').getOne(draft.id)).status).toBe('draft');
    expect(await balanceOf(admin, userId)).toBe(1000);
  });

  it('re-prices storage that grew since the draft', async () => {
    const { admin, settings, customer, userId, parcel, draft } = await draftSetup(-1);
    await setReceivedAt(admin, parcel.id, new Date(Date.now() - (settings.free_storage_days + 2) * DAY_MS - 3600_000));
    const storage = 2 * settings.storage_fee_per_day;
    await creditWallet(admin, userId, (draft.total as number) + storage);
    const paid = await pay(customer, draft.id);
    expect(paid.storage_fee).toBe(storage);
    expect(paid.total).toBe((draft.total as number) + storage);
    expect(await balanceOf(admin, userId)).toBe(0);
  });

  it("is a 404 for another customer's fulfillment", async () => {
    const { draft } = await draftSetup();
    const stranger = await newCustomer();
    expect((await failure(pay(stranger, draft.id))).status).toBe(404);
  });
});

describe('cancelling a fulfillment', () => {
  it('cancels a draft without touching the wallet', async () => {
    const { admin, customer, userId, draft } = await draftSetup(0);
    const cancelled = await cancel(customer, draft.id);
    expect(cancelled.status).toBe('cancelled');
    expect(await balanceOf(admin, userId)).toBe(draft.total);
    expect(await ledgerFor(admin, draft.id)).toHaveLength(0);
  });

  it('refunds a paid fulfillment once', async () => {
    const { admin, customer, userId, draft } = await draftSetup(0);
    await pay(customer, draft.id);
    expect(await balanceOf(admin, userId)).toBe(0);
    await cancel(customer, draft.id);
    expect(await balanceOf(admin, userId)).toBe(draft.total);
    const refunds = (await ledgerFor(admin, draft.id)).filter((t) => t.kind === 'fulfillment_refund');
    expect(refunds).toHaveLength(1);
    expect((await failure(cancel(customer, draft.id))).status).toBe(400);
    expect(await balanceOf(admin, userId)).toBe(draft.total);
  });

  it('is refused once packing has started', async () => {
    const { admin, customer, userId, warehouse, draft } = await draftSetup(0);
    await pay(customer, draft.id);
    await transition(warehouse.pb, draft.id, { to: 'packing' });
    const error = await failure(cancel(customer, draft.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/packing/);
    expect(await balanceOf(admin, userId)).toBe(0);
  });
});

describe('the warehouse moving a fulfillment', () => {
  it('refuses to ship an unpaid fulfillment, naming both statuses, and changes nothing', async () => {
    const { customer, warehouse, parcel, draft } = await draftSetup();
    const error = await failure(
      transition(warehouse.pb, draft.id, { to: 'shipped', carrier: 'VNPost', trackingNo: 'X1' }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/draft/);
    expect(error.message).toMatch(/shipped/);
    const after = await customer.collection('fulfillments').getOne(draft.id);
    expect([after.status, after.carrier, after.tracking_no]).toEqual(['draft', '', '']);
    expect((await customer.collection('parcels').getOne(parcel.id)).status).toBe('received');
  });

  it('packs, ships and delivers, moving the parcels along and completing the order', async () => {
    const { admin, customer, userId, warehouse, address, line } = await shippingSetup();
    const code = uniqueCode();
    const order = await admin
      .collection('orders')
      .create({ user: userId, status: 'seller_shipped', tracking_codes: [code] });
    const parcel = await inbound(warehouse.pb, { trackingCode: code });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('at_warehouse');
    const draft = await createDraft(customer, { parcels: [parcel.id], address: address.id, line: line.id });
    await creditWallet(admin, userId, draft.total as number);
    await pay(customer, draft.id);
    const parcelStatus = async () => (await admin.collection('parcels').getOne(parcel.id)).status;

    expect((await transition(warehouse.pb, draft.id, { to: 'packing' })).status).toBe('packing');
    expect(await parcelStatus()).toBe('packing');

    // Raw: the typed client refuses `packed` without a weight, and `shipped` without a carrier.
    expect((await failure(rawTransition(warehouse.pb, draft.id, { to: 'packed' }))).response.data).toHaveProperty(
      'weightKg',
    );
    const packed = await transition(warehouse.pb, draft.id, { to: 'packed', weightKg: 1.4 });
    expect([packed.status, packed.final_weight_kg]).toEqual(['packed', 1.4]);

    const noCarrier = await failure(rawTransition(warehouse.pb, draft.id, { to: 'shipped', trackingNo: 'VN123' }));
    expect(noCarrier.response.data).toHaveProperty('carrier');
    const shipped = await transition(warehouse.pb, draft.id, { to: 'shipped', carrier: 'VNPost', trackingNo: 'VN123' });
    expect([shipped.status, shipped.carrier, shipped.tracking_no]).toEqual(['shipped', 'VNPost', 'VN123']);
    expect(shipped.shipped_at).not.toBe('');
    expect(await parcelStatus()).toBe('shipped');

    const delivered = await transition(warehouse.pb, draft.id, { to: 'delivered' });
    expect(delivered.delivered_at).not.toBe('');
    expect(await parcelStatus()).toBe('delivered');
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('completed');

    // Each step is a message of the catalog, in the pages' words (a shipment), linked to its record.
    const notes = await notificationsOf(admin, userId);
    const link = `/account/fulfillment?id=${draft.id}`;
    for (const key of ['shipmentPaid', 'shipmentPacking', 'shipmentPacked', 'shipmentShipped', 'shipmentDelivered']) {
      expect(notes.find((n) => n.key === key)).toMatchObject({ link, values: { code: draft.code } });
    }
    expect(notes.find((n) => n.key === 'shipmentShipped')?.values).toMatchObject({
      carrier: 'VNPost',
      trackingNo: 'VN123',
    });
    expect(notes.map((n) => n.title)).toContain(`Shipment ${draft.code} is paid`);
    expect(notes.filter((n) => /fulfil/i.test(`${n.title} ${n.body}`))).toEqual([]);
    const actions = (await admin.collection('audit_logs').getFullList({ filter: `record = '${draft.id}'` })).map(
      (l) => l.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        'fulfillment.packing',
        'fulfillment.packed',
        'fulfillment.shipped',
        'fulfillment.delivered',
      ]),
    );
  });

  it('is for warehouse staff only', async () => {
    const { customer, draft } = await draftSetup(0);
    await pay(customer, draft.id);
    const sales = await newStaff(['sales']);
    expect((await failure(transition(customer, draft.id, { to: 'packing' }))).status).toBe(403);
    expect((await failure(transition(sales.pb, draft.id, { to: 'packing' }))).status).toBe(403);
    expect((await (await superuser()).collection('fulfillments').getOne(draft.id)).status).toBe('paid');
  });
});
