import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cancelOrder,
  checkout,
  paySupplement,
  transitionOrder,
  type OrderResponse,
  type TransitionOrderBody,
} from '../../shared-contracts/src/api';
import { newStaff, superuser } from '../testing/clients';
import { addManualItem, failure, fundedCustomer, ledgerOf, rawPost, seedPricing } from '../testing/fixtures';

/** One manual item of 100 CNY: 350,000 VND + 20,000 minimum fee. */
const TOTAL = 370_000;

let sales: PocketBase;

beforeAll(async () => {
  await seedPricing();
  sales = (await newStaff(['sales'])).pb;
});

async function placedOrder(pb: PocketBase, fields: Record<string, unknown> = {}): Promise<OrderResponse> {
  const item = await addManualItem(pb, fields);
  const { orders } = await checkout(pb, { cartItems: [item.id] });
  return orders[0]!;
}

function transition(order: OrderResponse, body: TransitionOrderBody, staff = sales) {
  return transitionOrder(staff, order.id, body);
}

async function orderItems(order: OrderResponse): Promise<RecordModel[]> {
  return (await superuser()).collection('order_items').getFullList({ filter: `order = '${order.id}'` });
}

describe('a customer', () => {
  it('cancels a placed order and gets the money back at once', async () => {
    const pb = await fundedCustomer(TOTAL);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    const cancelled = await cancelOrder(pb, order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: 0 });
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(TOTAL);
    expect(ledger.sum).toBe(TOTAL);
    expect(ledger.rows.find((r) => r.kind === 'order_refund')).toMatchObject({ ref: order.id, amount: TOTAL });
  });

  it('cannot cancel a purchased order: 400 naming both statuses, nothing refunded', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    await transition(order, { to: 'purchased', sellerOrderNo: 'TB-1' });
    const error = await failure(cancelOrder(pb, order.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/purchased.*cancelled/);
    expect((await pb.collection('orders').getOne(order.id)).status).toBe('purchased');
    expect((await ledgerOf(pb.authStore.record!.id)).balance).toBe(0);
  });

  it("cannot cancel another customer's order", async () => {
    const owner = await fundedCustomer(TOTAL);
    const other = await fundedCustomer(0);
    const order = await placedOrder(owner);
    expect((await failure(cancelOrder(other, order.id))).status).toBe(404);
    expect((await owner.collection('orders').getOne(order.id)).status).toBe('placed');
  });

  it('cannot change the status or the money of an order through the records API', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    const error = await failure(pb.collection('orders').update(order.id, { status: 'completed', total: 1 }));
    expect([400, 403, 404]).toContain(error.status);
    expect(await pb.collection('orders').getOne(order.id)).toMatchObject({ status: 'placed', total: TOTAL });
  });
});

describe('sales', () => {
  it('needs the seller order number to mark an order purchased', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    // Raw: the typed client refuses `purchased` without the seller order number.
    const error = await failure(rawPost(sales, `/api/admin/orders/${order.id}/transition`, { to: 'purchased' }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('sellerOrderNo');
  });

  it('refunds the difference at once when the goods cost less', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    const [line] = await orderItems(order);
    // 80 CNY = 280,000 VND + 20,000 fee + 10,000 domestic shipping = 310,000.
    const purchased = await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'TB-2',
      prices: { items: [{ id: line!.id, unitPriceSrc: 8_000 }], domesticShipping: 10_000 },
    });
    expect(purchased).toMatchObject({ status: 'purchased', total: 310_000, paid: 310_000, supplement_due: 0 });
    const ledger = await ledgerOf(pb.authStore.record!.id);
    expect(ledger.balance).toBe(60_000);
    expect(ledger.sum).toBe(60_000);
  });

  it('asks for a supplement when the goods cost more, which the customer pays from the wallet', async () => {
    const pb = await fundedCustomer(TOTAL + 50_000);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    const [line] = await orderItems(order);
    // 110 CNY = 385,000 VND + 20,000 fee = 405,000: 35,000 more than paid.
    const waiting = await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'TB-3',
      prices: { items: [{ id: line!.id, unitPriceSrc: 11_000 }] },
    });
    expect(waiting).toMatchObject({ status: 'awaiting_supplement', supplement_due: 35_000, total: 405_000 });
    const paid = await paySupplement(pb, order.id);
    expect(paid).toMatchObject({ status: 'purchased', supplement_due: 0, paid: 405_000 });
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(15_000);
    expect(ledger.rows.find((r) => r.kind === 'supplement')).toMatchObject({ ref: order.id, amount: -35_000 });
    expect((await failure(paySupplement(pb, order.id))).status).toBe(400);
  });

  it('debits a supplement once when the customer double-clicks', async () => {
    const pb = await fundedCustomer(TOTAL + 200_000);
    const order = await placedOrder(pb);
    const [line] = await orderItems(order);
    await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'TB-8',
      prices: { items: [{ id: line!.id, unitPriceSrc: 11_000 }] },
    });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => paySupplement(pb, order.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const ledger = await ledgerOf(pb.authStore.record!.id);
    expect(ledger.rows.filter((r) => r.kind === 'supplement')).toHaveLength(1);
    expect(ledger.balance).toBe(200_000 - 35_000);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('leaves the supplement unpaid when the wallet falls short', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    const [line] = await orderItems(order);
    await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'TB-4',
      prices: { items: [{ id: line!.id, unitPriceSrc: 11_000 }] },
    });
    const error = await failure(paySupplement(pb, order.id));
    expect(error.status).toBe(400);
    expect(error.response.data.shortfall.params.amount).toBe(35_000);
    expect((await pb.collection('orders').getOne(order.id)).status).toBe('awaiting_supplement');
  });

  it('lets the customer cancel instead of paying a supplement: what was paid comes back at once', async () => {
    const pb = await fundedCustomer(TOTAL);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    const [line] = await orderItems(order);
    await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'TB-9',
      prices: { items: [{ id: line!.id, unitPriceSrc: 11_000 }] },
    });
    const cancelled = await cancelOrder(pb, order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', paid: 0, supplement_due: 0 });
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(TOTAL);
    expect(ledger.rows.find((r) => r.kind === 'order_refund')).toMatchObject({ ref: order.id, amount: TOTAL });
    expect((await failure(paySupplement(pb, order.id))).status).toBe(400);
  });

  it('creates an expected parcel per tracking code and matches an unidentified one', async () => {
    const pb = await fundedCustomer(TOTAL);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    const admin = await superuser();
    const code = `UNID${Date.now()}`;
    const waiting = await admin.collection('parcels').create({ tracking_code: code, status: 'unidentified' });
    await transition(order, { to: 'purchased', sellerOrderNo: 'TB-5' });
    const fresh = `SF${Date.now()}`;
    const shipped = await transition(order, { to: 'seller_shipped', trackingCodes: [fresh, code] });
    expect(shipped.tracking_codes).toEqual([fresh, code]);
    const parcels = await pb.collection('parcels').getFullList({ filter: `order = '${order.id}'`, sort: 'created' });
    expect(parcels.map((p) => [p.tracking_code, p.status, p.user])).toEqual([
      [code, 'received', userId],
      [fresh, 'expected', userId],
    ]);
    expect(parcels[0]!.id).toBe(waiting.id);
  });

  it('moves an order to the warehouse only once all its parcels are received, then completes it', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    await transition(order, { to: 'purchased', sellerOrderNo: 'TB-6' });
    const codes = [`A${Date.now()}`, `B${Date.now()}`];
    await transition(order, { to: 'seller_shipped', trackingCodes: codes });
    const admin = await superuser();
    const parcels = await admin.collection('parcels').getFullList({ filter: `order = '${order.id}'` });
    await admin.collection('parcels').update(parcels[0]!.id, { status: 'received' });
    const early = await failure(transition(order, { to: 'at_warehouse' }));
    expect(early.status).toBe(400);
    expect(early.message).toMatch(/seller_shipped.*at_warehouse/);
    await admin.collection('parcels').update(parcels[1]!.id, { status: 'received' });
    expect((await transition(order, { to: 'at_warehouse' })).status).toBe('at_warehouse');
    for (const parcel of parcels) await admin.collection('parcels').update(parcel.id, { status: 'delivered' });
    expect((await transition(order, { to: 'completed' })).status).toBe('completed');
  });

  it('refuses an illegal transition with a 400 naming both statuses and changes nothing', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    const error = await failure(transition(order, { to: 'completed' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/placed.*completed/);
    expect((await pb.collection('orders').getOne(order.id)).status).toBe('placed');
  });

  it('cancels a placed order with a refund, written to the audit log', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    expect((await transition(order, { to: 'cancelled', reason: 'Out of stock' })).status).toBe('cancelled');
    expect((await ledgerOf(pb.authStore.record!.id)).balance).toBe(TOTAL);
    const logs = await (await superuser()).collection('audit_logs').getFullList({ filter: `record = '${order.id}'` });
    expect(logs.map((l) => [l.action, l.before.status, l.after.status])).toEqual([
      ['order.cancelled', 'placed', 'cancelled'],
    ]);
  });

  it('tells the customer about every status change', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    await transition(order, { to: 'purchased', sellerOrderNo: 'TB-7' });
    const tracking = `N${Date.now()}`;
    await transition(order, { to: 'seller_shipped', trackingCodes: [tracking] });
    const notes = await pb.collection('notifications').getFullList({ sort: 'created' });
    expect(notes.map((n) => n.title).filter((t) => t.includes(order.code as string))).toHaveLength(3);
    // The seller's tracking code is a value of the message, worded by the reader's page.
    expect(notes.at(-1)).toMatchObject({
      key: 'orderStatus',
      values: {
        code: order.code,
        status: { key: 'orderStatusName.seller_shipped' },
        lines: [{ key: 'orderLine.tracking', values: { codes: tracking } }],
      },
      link: `/account/order?id=${order.id}`,
    });
  });

  it('is the only role, with admin, that may move orders', async () => {
    const pb = await fundedCustomer(TOTAL);
    const order = await placedOrder(pb);
    const warehouse = (await newStaff(['warehouse'])).pb;
    expect((await failure(transition(order, { to: 'purchased', sellerOrderNo: 'X' }, warehouse))).status).toBe(403);
    expect([401, 403]).toContain(
      (await failure(transition(order, { to: 'cancelled', reason: 'Out of stock' }, pb))).status,
    );
    expect((await pb.collection('orders').getOne(order.id)).status).toBe('placed');
  });
});
