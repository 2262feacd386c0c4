import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancelOrder,
  checkout,
  createFulfillment,
  getCustomerSummary,
  type OrderResponse,
} from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff } from '../testing/clients';
import { addManualItem, adjustWallet, failure, seedPricing } from '../testing/fixtures';
import {
  DAY_MS,
  declareParcel,
  receivedParcel,
  setReceivedAt,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

/** One manual item of 100 CNY with the test pricing: 350,000 VND + 20,000 minimum fee. */
const ORDER_TOTAL = 370_000;

/** Places one order per shop from fresh manual items and returns them. */
async function placeOrders(pb: PocketBase, shops: string[]): Promise<OrderResponse[]> {
  const items = [];
  for (const shop of shops) items.push(await addManualItem(pb, { shop }));
  const { orders } = await checkout(pb, { cartItems: items.map((i) => i.id) });
  return orders;
}

/** PocketBase date string → epoch ms. */
const epoch = (date: string) => Date.parse(date.replace(' ', 'T'));

beforeAll(async () => {
  // Pins the shared settings to the fixtures' pricing (the storage window is computed from them).
  await seedPricing();
});

describe('GET /api/shop/summary', () => {
  it("counts the customer's own orders, parcels and fulfillments by status and nobody else's", async () => {
    const { customer, userId, warehouse, address, line } = await shippingSetup();
    await adjustWallet(userId, 2 * ORDER_TOTAL);
    const [kept, cancelled] = await placeOrders(customer, ['Shop A', 'Shop B']);
    await cancelOrder(customer, cancelled!.id);
    await declareParcel(customer, { tracking_code: uniqueCode() });
    const received = await receivedParcel(customer, warehouse.pb);
    await receivedParcel(customer, warehouse.pb);
    await createFulfillment(customer, { parcels: [received.id], address: address.id, line: line.id });

    // Someone else's records in the same statuses.
    const other = await newCustomer();
    await adjustWallet(other.authStore.record!.id, ORDER_TOTAL);
    await placeOrders(other, ['Shop C']);
    await receivedParcel(other, warehouse.pb);

    const summary = await getCustomerSummary(customer);
    expect(kept!.status).toBe('placed');
    expect(summary.orders).toEqual({
      placed: 1,
      purchased: 0,
      seller_shipped: 0,
      at_warehouse: 0,
      completed: 0,
      cancelled: 1,
      awaiting_supplement: 0,
    });
    expect(summary.parcels).toMatchObject({ expected: 1, received: 2, unidentified: 0, delivered: 0 });
    expect(Object.values(summary.parcels).reduce((a, b) => a + b, 0)).toBe(3);
    expect(summary.fulfillments).toMatchObject({ draft: 1, paid: 0 });
    expect(Object.values(summary.fulfillments).reduce((a, b) => a + b, 0)).toBe(1);

    const theirs = await getCustomerSummary(other);
    expect(theirs.orders.placed).toBe(1);
    expect(theirs.orders.cancelled).toBe(0);
    expect(theirs.parcels.received).toBe(1);
    expect(theirs.parcels.expected).toBe(0);
    expect(theirs.fulfillments.draft).toBe(0);
  });

  it('warns about received parcels whose free storage has ended or ends within three days', async () => {
    const { admin, customer, warehouse } = await shippingSetup();
    const settings = await admin.collection('settings').getFirstListItem("key = 'default'");
    const free = settings.free_storage_days as number;
    expect(free).toBeGreaterThan(3);
    expect(settings.storage_fee_per_day as number).toBeGreaterThan(0);
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

    const ended = await receivedParcel(customer, warehouse.pb);
    await setReceivedAt(admin, ended.id, ago(free + 5));
    const endsSoon = await receivedParcel(customer, warehouse.pb);
    await setReceivedAt(admin, endsSoon.id, ago(free - 2));
    await receivedParcel(customer, warehouse.pb); // fresh: free for weeks yet
    // Another customer's long-stored parcel never shows.
    const other = await newCustomer();
    const theirs = await receivedParcel(other, warehouse.pb);
    await setReceivedAt(admin, theirs.id, ago(free + 5));

    const { storage } = await getCustomerSummary(customer);
    expect(storage).toMatchObject({
      freeDays: free,
      feePerDay: settings.storage_fee_per_day,
      currency: settings.home_currency,
    });
    expect(storage.parcels.map((p) => p.id)).toEqual([ended.id, endsSoon.id]);
    const [first, second] = storage.parcels;
    expect(first).toMatchObject({ trackingCode: ended.tracking_code, daysLeft: 0 });
    expect(second).toMatchObject({ trackingCode: endsSoon.tracking_code, daysLeft: 2 });
    for (const parcel of storage.parcels) {
      expect(epoch(parcel.freeUntil) - epoch(parcel.receivedAt)).toBe(free * DAY_MS);
    }
  });

  it('answers 401 without a session and 403 to staff, like every customer route', async () => {
    expect((await failure(getCustomerSummary(anonymous()))).status).toBe(401);
    const staff = await newStaff(['admin']);
    expect((await failure(getCustomerSummary(staff.pb))).status).toBe(403);
  });
});
