import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignParcel, lookupScan, undoInbound } from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import {
  declareParcel,
  ensureSettings,
  failure,
  inbound,
  shippedOrder,
  uniqueCode,
} from '../testing/warehouse-fixtures';

// The inbound bench (docs/warehouse.md): the look-up shown the moment a code is scanned, and the
// undo of the bench's last scan.

let admin: PocketBase;
let warehouse: PocketBase;
let warehouseName: string;

beforeAll(async () => {
  await ensureSettings();
  admin = await superuser();
  const staff = await newStaff(['warehouse']);
  warehouse = staff.pb;
  warehouseName = String(staff.pb.authStore.record!.name);
});

describe('the scan look-up', () => {
  it('names a declared parcel’s owner, then says when and by whom it was received', async () => {
    const customer = await newCustomer();
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    const before = await lookupScan(warehouse, code.toLowerCase());
    expect(before).toMatchObject({
      state: 'expected',
      customer: { id: customer.authStore.record!.id, code: customer.authStore.record!.code },
    });
    await inbound(warehouse, { trackingCode: code });
    const after = await lookupScan(warehouse, code);
    expect(after.state).toBe('received');
    expect(after.receivedBy).toBe(warehouseName);
    expect(after.parcel?.received_at).not.toBe('');
  });

  it('says unknown for a code nobody declared, and refuses a malformed code or another role', async () => {
    expect((await lookupScan(warehouse, uniqueCode())).state).toBe('unknown');
    const bad = await failure(lookupScan(warehouse, 'NO SPACES'));
    expect(bad.status).toBe(400);
    expect(bad.response.data).toHaveProperty('code');
    const sales = (await newStaff(['sales'])).pb;
    expect((await failure(lookupScan(sales, uniqueCode()))).status).toBe(403);
  });
});

describe('undoing the last scan', () => {
  it('deletes a parcel the scan created', async () => {
    const parcel = await inbound(warehouse, { trackingCode: uniqueCode() });
    await undoInbound(warehouse, parcel.id, { updated: parcel.updated });
    expect((await failure(admin.collection('parcels').getOne(parcel.id))).status).toBe(404);
  });

  it('makes a declared parcel expected again, without its measures', async () => {
    const customer = await newCustomer();
    const code = uniqueCode();
    await declareParcel(customer, { tracking_code: code });
    const parcel = await inbound(warehouse, { trackingCode: code, weightKg: 2 });
    await undoInbound(warehouse, parcel.id, { updated: parcel.updated });
    const back = await admin.collection('parcels').getOne(parcel.id);
    expect(back).toMatchObject({ status: 'expected', weight_kg: 0, shelf: '', received_at: '', received_by: '' });
    expect(back.user).toBe(customer.authStore.record!.id);
  });

  it('makes an order’s parcel expected again while the order still waits for its other parcels', async () => {
    const userId = (await newCustomer()).authStore.record!.id;
    const [first, second] = [uniqueCode(), uniqueCode()];
    const order = await shippedOrder(admin, userId, [first, second]);
    const parcel = await inbound(warehouse, { trackingCode: first });
    await undoInbound(warehouse, parcel.id, { updated: parcel.updated });
    expect((await admin.collection('parcels').getOne(parcel.id)).status).toBe('expected');
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('seller_shipped');
  });

  it('is refused when the scan brought its order to the warehouse: an order never moves back', async () => {
    const userId = (await newCustomer()).authStore.record!.id;
    const code = uniqueCode();
    const order = await shippedOrder(admin, userId, [code]);
    const parcel = await inbound(warehouse, { trackingCode: code, weightKg: 2 });
    const error = await failure(undoInbound(warehouse, parcel.id, { updated: parcel.updated }));
    expect(error.status).toBe(400);
    expect(error.response.data).toEqual({
      status: { code: 'invalid_transition', message: 'Cannot move order from at_warehouse to seller_shipped.' },
    });
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('at_warehouse');
    expect(await admin.collection('parcels').getOne(parcel.id)).toMatchObject({ status: 'received', weight_kg: 2 });
  });

  it('is refused once something else changed the parcel', async () => {
    const parcel = await inbound(warehouse, { trackingCode: uniqueCode() });
    const customer = await newCustomer();
    await assignParcel(warehouse, parcel.id, { user: customer.authStore.record!.id });
    const error = await failure(undoInbound(warehouse, parcel.id, { updated: parcel.updated }));
    expect(error.status).toBe(400);
    expect((await admin.collection('parcels').getOne(parcel.id)).status).toBe('received');
  });
});

describe('the index of orders’ seller codes', () => {
  it('follows an order’s codes as they change, and forgets a cancelled order', async () => {
    const customer = await newCustomer();
    const userId = customer.authStore.record!.id;
    const [first, second] = [uniqueCode(), uniqueCode()];
    const order = await admin
      .collection('orders')
      .create({ user: userId, status: 'seller_shipped', tracking_codes: [first.toLowerCase()] });
    expect(await lookupScan(warehouse, first)).toMatchObject({ state: 'order', order: { id: order.id } });
    await admin.collection('orders').update(order.id, { tracking_codes: [second] });
    expect((await lookupScan(warehouse, first)).state).toBe('unknown');
    expect((await lookupScan(warehouse, second)).state).toBe('order');
    await admin.collection('orders').update(order.id, { status: 'cancelled' });
    expect((await lookupScan(warehouse, second)).state).toBe('unknown');
    const parcel = await inbound(warehouse, { trackingCode: second });
    expect(parcel).toMatchObject({ status: 'unidentified', order: '' });
  });
});
