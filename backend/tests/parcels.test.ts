import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignParcel } from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import {
  declareParcel,
  ensureSettings,
  failure,
  inbound,
  notificationsOf,
  pngBlob,
  rawInbound,
  shippedOrder,
  uniqueCode,
} from '../testing/warehouse-fixtures';

/** L×W×H / divisor, then max with the actual weight, rounded up to 0.1 kg. */
function expectedChargeable(weight: number, l: number, w: number, h: number, divisor: number) {
  const volumetric = (l * w * h) / divisor;
  return { volumetric, chargeable: Math.ceil(Math.max(weight, volumetric) * 10 - 1e-9) / 10 };
}

beforeAll(async () => {
  await ensureSettings();
});

describe('a customer declaring a parcel', () => {
  it('stores the code trimmed and upper-cased, as expected and owned by them', async () => {
    const customer = await newCustomer();
    const code = uniqueCode('ab');
    const parcel = await declareParcel(customer, {
      tracking_code: `  ${code.toLowerCase()} `,
      declared_value: 250_000,
    });
    expect(parcel.tracking_code).toBe(code.toUpperCase());
    expect(parcel.status).toBe('expected');
    expect(parcel.user).toBe(customer.authStore.record!.id);
    expect(parcel.declared_value).toBe(250_000);
  });

  it('cannot set the status, weights or another owner', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const me = customer.authStore.record!.id;
    const code = uniqueCode();
    const parcels = customer.collection('parcels');
    expect((await failure(parcels.create({ user: me, tracking_code: code, status: 'received' }))).status).toBe(400);
    expect((await failure(parcels.create({ user: me, tracking_code: code, weight_kg: 1 }))).status).toBe(400);
    const foreign = { user: other.authStore.record!.id, tracking_code: code };
    expect((await failure(parcels.create(foreign))).status).toBe(400);
  });

  it('is refused a malformed tracking code with a message on the field', async () => {
    const customer = await newCustomer();
    for (const bad of ['ABC', 'HAS SPACE 123', 'X'.repeat(41)]) {
      const error = await failure(declareParcel(customer, { tracking_code: bad }));
      expect(error.status).toBe(400);
      expect(error.response.data).toHaveProperty('tracking_code');
    }
  });

  it('sends a code another customer already declared to review, with both claims', async () => {
    const admin = await superuser();
    const first = await newCustomer();
    const second = await newCustomer();
    const code = uniqueCode();
    const parcel = await declareParcel(first, { tracking_code: code });
    const answer = await second
      .collection('parcels')
      .create({ user: second.authStore.record!.id, tracking_code: code });
    expect(answer).toMatchObject({ tracking_code: code, in_review: true, status: 'pending' });
    const held = await admin.collection('parcels').getOne(parcel.id);
    expect(held).toMatchObject({ user: first.authStore.record!.id, in_review: true });
    const claims = await admin.collection('parcel_claims').getFullList({ filter: `parcel = "${parcel.id}"` });
    expect(claims.map((c) => [c.source, c.status]).sort()).toEqual([
      ['declaration', 'pending'],
      ['owner', 'pending'],
    ]);
    // The same customer twice is still a plain refusal.
    const again = await failure(declareParcel(second, { tracking_code: code }));
    expect(again.message).toMatch(/already declared/);
  });

  it('gets an unidentified parcel with that code matched at once as a claim, held for review', async () => {
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    const unidentified = await inbound(warehouse.pb, { trackingCode: code });
    expect(unidentified.status).toBe('unidentified');

    const customer = await newCustomer();
    const matched = await declareParcel(customer, { tracking_code: code, description: 'Shoes' });
    expect(matched.id).toBe(unidentified.id);
    expect(matched.status).toBe('unidentified');
    expect(matched.in_review).toBe(true);
    expect(matched.owner_basis).toBe('claim');
    expect(matched.user).toBe(customer.authStore.record!.id);
    expect(matched.description).toBe('Shoes');
  });
});

describe('the inbound scan', () => {
  it('matches a declared parcel and records weights, volumetric and chargeable kg, shelf and time', async () => {
    const settings = await ensureSettings();
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    const declared = await declareParcel(customer, { tracking_code: code });
    const before = Date.now();
    // Raw: the typed client upper-cases the code itself; this checks the server matches a lower-case scan.
    const parcel = await rawInbound(warehouse.pb, {
      trackingCode: code.toLowerCase(),
      weightKg: 1.23,
      lengthCm: 40,
      widthCm: 30,
      heightCm: 20,
      shelf: 'B-07',
    });
    const { volumetric, chargeable } = expectedChargeable(1.23, 40, 30, 20, settings.volumetric_divisor);
    expect(parcel.id).toBe(declared.id);
    expect(parcel.status).toBe('received');
    expect(parcel.weight_kg).toBeCloseTo(1.23, 6);
    expect(parcel.volumetric_kg).toBeCloseTo(volumetric, 3);
    expect(parcel.chargeable_kg).toBeCloseTo(chargeable, 6);
    expect(parcel.shelf).toBe('B-07');
    expect(new Date(parcel.received_at as string).getTime()).toBeGreaterThanOrEqual(before - 2000);
  });

  it('uses the actual weight when it is above the volumetric weight, rounded up to 0.1 kg', async () => {
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    const parcel = await inbound(warehouse.pb, {
      trackingCode: code,
      weightKg: 2.01,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    expect(parcel.chargeable_kg).toBeCloseTo(2.1, 6);
  });

  it('notifies the customer that their parcel arrived', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    const parcel = await inbound(warehouse.pb, { trackingCode: code });
    const notes = await notificationsOf(admin, customer.authStore.record!.id);
    expect(notes.some((n) => n.link === `/account/parcel?id=${parcel.id}` && /received/i.test(n.title))).toBe(true);
  });

  it('stores the uploaded photos', async () => {
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    const parcel = await inbound(warehouse.pb, { trackingCode: code, photos: [pngBlob(), pngBlob()] });
    expect(parcel.photos).toHaveLength(2);
  });

  it('creates an unidentified parcel for an unknown code, which the warehouse then assigns', async () => {
    const admin = await superuser();
    const warehouse = await newStaff(['warehouse']);
    const customer = await newCustomer();
    const parcel = await inbound(warehouse.pb, { trackingCode: uniqueCode() });
    expect(parcel.status).toBe('unidentified');
    expect(parcel.user).toBe('');

    const userId = customer.authStore.record!.id;
    const assigned = await assignParcel(warehouse.pb, parcel.id, { user: userId });
    expect(assigned.status).toBe('received');
    expect(assigned.user).toBe(userId);
    expect((await customer.collection('parcels').getOne(parcel.id)).status).toBe('received');
    const logs = await admin.collection('audit_logs').getFullList({ filter: `record = '${parcel.id}'` });
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['parcel.inbound', 'parcel.received']));
  });

  it('refuses to assign to an unknown customer or a parcel that is not unidentified', async () => {
    const warehouse = await newStaff(['warehouse']);
    const customer = await newCustomer();
    const parcel = await inbound(warehouse.pb, { trackingCode: uniqueCode() });
    const assign = (parcelId: string, user: string) => assignParcel(warehouse.pb, parcelId, { user });
    expect((await failure(assign(parcel.id, 'aaaaaaaaaaaaaaa'))).status).toBe(400);
    await assign(parcel.id, customer.authStore.record!.id);
    const again = await failure(assign(parcel.id, customer.authStore.record!.id));
    expect(again.status).toBe(400);
    expect(again.message).toMatch(/unidentified/);
    expect((await failure(assign('zzzzzzzzzzzzzzz', customer.authStore.record!.id))).status).toBe(404);
  });

  it('refuses a second scan of a received code with a clear message', async () => {
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    await inbound(warehouse.pb, { trackingCode: code, weightKg: 1 });
    const error = await failure(inbound(warehouse.pb, { trackingCode: code, weightKg: 5 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/already received/);
    expect((await customer.collection('parcels').getFirstListItem(`tracking_code = '${code}'`)).weight_kg).toBe(1);
  });

  it('links a parcel to the order whose tracking code it carries and moves the order to the warehouse', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const code = uniqueCode();
    const order = await admin.collection('orders').create({
      user: customer.authStore.record!.id,
      status: 'seller_shipped',
      tracking_codes: [code],
    });
    const parcel = await inbound(warehouse.pb, { trackingCode: code });
    expect(parcel.status).toBe('received');
    expect(parcel.order).toBe(order.id);
    expect(parcel.user).toBe(customer.authStore.record!.id);
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('at_warehouse');
  });

  it('receives an expected parcel created from an order, and the order waits for all its parcels', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const warehouse = await newStaff(['warehouse']);
    const userId = customer.authStore.record!.id;
    const [first, second] = [uniqueCode(), uniqueCode()];
    const order = await shippedOrder(admin, userId, [first, second]);
    await inbound(warehouse.pb, { trackingCode: first });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('seller_shipped');
    await inbound(warehouse.pb, { trackingCode: second });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('at_warehouse');
  });

  it('records which warehouse received the parcel when one is named, and refuses an unknown one', async () => {
    const admin = await superuser();
    const warehouse = await newStaff(['warehouse']);
    const site = await admin
      .collection('warehouses')
      .create({ code: uniqueCode('WH'), name: 'Guangzhou', address: 'Baiyun, Guangzhou', active: true });
    const parcel = await inbound(warehouse.pb, { trackingCode: uniqueCode(), warehouse: site.id });
    expect(parcel.warehouse).toBe(site.id);
    const error = await failure(inbound(warehouse.pb, { trackingCode: uniqueCode(), warehouse: 'aaaaaaaaaaaaaaa' }));
    expect(error.status).toBe(400);
    expect(error.response.data).toHaveProperty('warehouse');
  });

  it('is for warehouse staff only', async () => {
    const customer = await newCustomer();
    const sales = await newStaff(['sales']);
    expect((await failure(inbound(customer, { trackingCode: uniqueCode() }))).status).toBe(403);
    expect((await failure(inbound(sales.pb, { trackingCode: uniqueCode() }))).status).toBe(403);
  });

  it('refuses missing or impossible measurements, naming the field', async () => {
    const warehouse = await newStaff(['warehouse']);
    // Raw: the typed client refuses a missing or negative measure.
    const missing = await failure(rawInbound(warehouse.pb, { trackingCode: uniqueCode(), weightKg: '' }));
    expect(missing.status).toBe(400);
    expect(missing.response.data).toHaveProperty('weightKg');
    const negative = await failure(rawInbound(warehouse.pb, { trackingCode: uniqueCode(), lengthCm: -3 }));
    expect(negative.response.data).toHaveProperty('lengthCm');
  });

  describe('with a short code that many other codes contain', () => {
    /** A random code of `length` letters and digits, upper-case. */
    function shortCode(length: number): string {
      return randomUUID().replace(/-/g, '').slice(0, length).toUpperCase();
    }

    /** `count` parcels (no owner) whose codes contain `code` without being it. */
    async function decoys(code: string, count: number): Promise<void> {
      const admin = await superuser();
      const codes = Array.from({ length: count }, (_, i) => `${i}X${code}-${shortCode(4)}`);
      await Promise.all(
        codes.map((tracking_code) => admin.collection('parcels').create({ tracking_code, status: 'unidentified' })),
      );
    }

    it('matches the declared parcel, declared in lower case', async () => {
      const code = `${shortCode(5)}1`;
      await decoys(code, 60);
      const customer = await newCustomer();
      const warehouse = await newStaff(['warehouse']);
      const declared = await declareParcel(customer, { tracking_code: code.toLowerCase() });
      expect(declared.tracking_code).toBe(code);
      const parcel = await inbound(warehouse.pb, { trackingCode: code.toLowerCase() });
      expect(parcel.id).toBe(declared.id);
      expect(parcel).toMatchObject({ status: 'received', user: customer.authStore.record!.id, tracking_code: code });
    });

    it('matches an expected parcel of 4 characters stored in lower case by a superuser', async () => {
      const admin = await superuser();
      const customer = await newCustomer();
      const warehouse = await newStaff(['warehouse']);
      const code = shortCode(4);
      await decoys(code, 60);
      const expected = await admin
        .collection('parcels')
        .create({ tracking_code: ` ${code.toLowerCase()}`, user: customer.authStore.record!.id, status: 'expected' });
      expect(expected.tracking_code).toBe(code);
      const parcel = await inbound(warehouse.pb, { trackingCode: code });
      expect(parcel.id).toBe(expected.id);
      expect(parcel.status).toBe('received');
      // Still one parcel with the code: the scan matched instead of inserting a second one.
      expect(await admin.collection('parcels').getFullList({ filter: `tracking_code = '${code}'` })).toHaveLength(1);
    });

    it('links the order carrying the code even when many newer orders carry codes containing it', async () => {
      const admin = await superuser();
      const customer = await newCustomer();
      const warehouse = await newStaff(['warehouse']);
      const userId = customer.authStore.record!.id;
      const code = shortCode(5);
      const order = await admin
        .collection('orders')
        .create({ user: userId, status: 'seller_shipped', tracking_codes: [code] });
      for (let i = 0; i < 25; i++) {
        await admin
          .collection('orders')
          .create({ user: userId, status: 'seller_shipped', tracking_codes: [`${i}X${code}`] });
      }
      const parcel = await inbound(warehouse.pb, { trackingCode: code });
      expect(parcel).toMatchObject({ status: 'received', order: order.id, user: userId });
    });
  });
});
