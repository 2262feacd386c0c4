import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  complaintRecordSchema,
  fulfillmentRecordSchema,
  JSON_FIELD_SCHEMAS,
  orderRecordSchema,
  parcelRecordSchema,
  rechargeRecordSchema,
  refundRecordSchema,
  walletTransactionRecordSchema,
} from '../../shared-contracts/src/api';
import { superuser } from '../testing/clients';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

const STATUSES: Record<string, string[]> = {
  orders: ['placed', 'purchased', 'seller_shipped', 'at_warehouse', 'completed', 'cancelled', 'awaiting_supplement'],
  parcels: ['expected', 'received', 'unidentified', 'packing', 'shipped', 'delivered', 'returned'],
  fulfillments: ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered', 'cancelled'],
  recharges: ['pending', 'approved', 'rejected'],
  refunds: ['requested', 'approved', 'rejected'],
  complaints: ['open', 'in_progress', 'resolved', 'rejected'],
};
const COUNTED = [
  'users',
  'addresses',
  'areas',
  'warehouses',
  'settings',
  'exchange_rates',
  'shipping_lines',
  'products',
  'collections',
  'cart_items',
  'orders',
  'order_items',
  'parcels',
  'fulfillments',
  'wallet_transactions',
  'recharges',
  'refunds',
  'complaints',
  'complaint_messages',
  'conversations',
  'messages',
  'notifications',
  'audit_logs',
];
const CUSTOMERS = ['customer@example.com', 'linh@example.com', 'minh@example.com'];
/** The record schemas the pages read the business collections with. */
const RECORD_SCHEMAS: Record<string, z.ZodMiniType> = {
  orders: orderRecordSchema,
  parcels: parcelRecordSchema,
  fulfillments: fulfillmentRecordSchema,
  recharges: rechargeRecordSchema,
  refunds: refundRecordSchema,
  complaints: complaintRecordSchema,
  wallet_transactions: walletTransactionRecordSchema,
};

/** PocketBase date text → epoch ms. */
const epoch = (date: string) => Date.parse(date.replace(' ', 'T'));

async function counts(pb: PocketBase): Promise<Record<string, number>> {
  const entries = await Promise.all(
    COUNTED.map(async (name) => [name, (await pb.collection(name).getList(1, 1)).totalItems] as const),
  );
  return Object.fromEntries(entries);
}

describe('the demo seed (DEMO=1)', () => {
  let server: PocketBaseProcess;
  let pb: PocketBase;

  beforeAll(async () => {
    server = await startPocketBase({ env: { DEMO: '1' } });
    pb = await superuser(server.url);
  });
  afterAll(() => server?.stop());

  it('has a catalog of at least 24 products whose pictures are served, and 4 collections', async () => {
    const products = await pb.collection('products').getFullList();
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const product of products) {
      expect(product.images.length).toBeGreaterThan(0);
      const response = await fetch(pb.files.getURL(product, product.images[0]));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const collections = await pb.collection('collections').getFullList();
    expect(collections).toHaveLength(4);
    for (const collection of collections) expect(collection.products.length).toBeGreaterThan(0);
  });

  it('has a record in every status of each business collection', async () => {
    for (const [collection, statuses] of Object.entries(STATUSES)) {
      const present = new Set((await pb.collection(collection).getFullList({ fields: 'status' })).map((r) => r.status));
      expect([...present].sort(), collection).toEqual([...statuses].sort());
    }
  });

  it('has inbound photos on the parcels that reached the warehouse, and a proof on each top-up', async () => {
    const received = await pb.collection('parcels').getFullList({ filter: "status = 'received'" });
    expect(received.length).toBeGreaterThan(0);
    for (const parcel of received) expect(parcel.photos.length, parcel.tracking_code).toBeGreaterThan(0);
    const [first] = received;
    const photo = await fetch(pb.files.getURL(first!, first!.photos[0], { token: await pb.files.getToken() }));
    expect(photo.status).toBe(200);
    for (const recharge of await pb.collection('recharges').getFullList()) expect(recharge.proof).not.toBe('');
  });

  it('has three customers with addresses and a balance equal to the sum of their ledger', async () => {
    for (const email of CUSTOMERS) {
      const user = await pb.collection('users').getFirstListItem(pb.filter('email = {:email}', { email }));
      expect(user.default_address, email).not.toBe('');
      const ledger = await pb
        .collection('wallet_transactions')
        .getFullList({ filter: pb.filter('user = {:id}', user) });
      expect(ledger.length, email).toBeGreaterThan(0);
      expect(
        ledger.reduce((sum, row) => sum + row.amount, 0),
        email,
      ).toBe(user.balance);
      expect(user.balance, email).toBeGreaterThan(0);
    }
  });

  it('parses every business record and JSON field with the schemas of shared-contracts', async () => {
    for (const [collection, schema] of Object.entries(RECORD_SCHEMAS)) {
      for (const record of await pb.collection(collection).getFullList()) {
        const parsed = schema.safeParse(record);
        expect(parsed.error?.issues, `${collection} ${record.id}`).toBeUndefined();
      }
    }
    const schemas = JSON_FIELD_SCHEMAS as unknown as Record<string, Record<string, z.ZodMiniType>>;
    for (const [collection, fields] of Object.entries(schemas)) {
      for (const record of await pb.collection(collection).getFullList()) {
        for (const [field, schema] of Object.entries(fields)) {
          expect(schema.safeParse(record[field]).success, `${collection}.${field} of ${record.id}`).toBe(true);
        }
      }
    }
  });

  it('has orders placed, paid and moved by the domain: a timeline ending in their status and a ledger matching paid', async () => {
    const orders = await pb.collection('orders').getFullList();
    const ledger = await pb.collection('wallet_transactions').getFullList();
    for (const order of orders) {
      const history = orderRecordSchema.parse(order).status_history ?? [];
      expect(history[0]?.status, order.code).toBe('placed');
      expect(history.at(-1)?.status, order.code).toBe(order.status);
      const times = history.map((step) => epoch(step.at));
      expect(times, order.code).toEqual([...times].sort((a, b) => a - b));
      expect(times[0], order.code).toBeGreaterThanOrEqual(epoch(order.created) - 1000);
      expect(Math.max(...times), order.code).toBeLessThanOrEqual(Date.now());
      const booked = ledger.filter((row) => row.ref === order.id).reduce((sum, row) => sum + row.amount, 0);
      expect(booked + order.paid, order.code).toBe(0);
      if (order.status !== 'cancelled') expect(order.total - order.paid, order.code).toBe(order.supplement_due);
    }
    const items = await pb.collection('order_items').getFullList();
    for (const order of orders)
      expect(
        items.some((item) => item.order === order.id),
        order.code,
      ).toBe(true);
  });

  it('has shipments, top-ups, refunds and the returned parcel written by the routes’ own functions', async () => {
    const ledger = await pb.collection('wallet_transactions').getFullList();
    const audits = await pb.collection('audit_logs').getFullList();
    const notices = await pb.collection('notifications').getFullList();
    for (const recharge of await pb.collection('recharges').getFullList({ filter: "status = 'approved'" })) {
      const row = ledger.find((r) => r.kind === 'recharge' && r.ref === recharge.id);
      expect(row, recharge.reference).toMatchObject({
        note: `Recharge ${recharge.reference}`,
        actor: recharge.reviewed_by,
      });
    }
    for (const shipment of await pb.collection('fulfillments').getFullList({ filter: "status != 'draft'" })) {
      const paid = ledger.find((r) => r.kind === 'fulfillment_payment' && r.ref === shipment.id);
      expect(paid?.note, shipment.code).toBe(`Fulfillment ${shipment.code}`);
      expect(notices.some((n) => n.key === 'shipmentPaid' && n.values.code === shipment.code)).toBe(true);
    }
    const refund = await pb.collection('refunds').getFirstListItem("status = 'approved'");
    expect(ledger.find((r) => r.kind === 'refund' && r.ref === refund.id)?.note).toBe(refund.reason);
    const returned = await pb.collection('parcels').getFirstListItem("status = 'returned'");
    expect(audits.find((a) => a.record === returned.id && a.action === 'parcel.returned')?.after).toMatchObject({
      from: 'received',
      reason: expect.any(String),
    });
    expect(notices.some((n) => n.key === 'parcelReturned' && n.values.trackingCode === returned.tracking_code)).toBe(
      true,
    );
  });

  it('has the settings, a current CNY to VND rate and shipping lines for every zone', async () => {
    const settings = await pb.collection('settings').getFirstListItem("key = 'default'");
    expect(settings.free_storage_days).toBe(30);
    expect(settings.volumetric_divisor).toBe(6000);
    const rate = await pb.collection('exchange_rates').getFirstListItem("from = 'CNY' && to = 'VND'", {
      sort: '-effective_from',
    });
    expect(rate.rate).toBe(3550);
    const lines = await pb.collection('shipping_lines').getFullList();
    expect(new Set(lines.map((l) => `${l.kind}:${l.zone}`)).size).toBe(9);
  });

  it('adds nothing when the server starts again', async () => {
    const before = await counts(pb);
    expect(before.orders).toBeGreaterThan(0);
    expect(before.cart_items).toBeGreaterThan(0);
    await server.kill();
    await server.restart();
    const after = await counts(await superuser(server.url));
    expect(after).toEqual(before);
  });
});
