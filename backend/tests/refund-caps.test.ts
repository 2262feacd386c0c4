import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  approveRefund,
  cancelFulfillment,
  cancelOrder,
  checkout,
  createFulfillment,
  payFulfillment,
  resolveComplaint,
  transitionOrder,
  transitionOrderResponseSchema,
  type OrderResponse,
  type TransitionOrderBody,
} from '../../shared-contracts/src/api';
import { newStaff, superuser } from '../testing/clients';
import { addManualItem, failure, finance, fundedCustomer, ledgerOf, seedPricing } from '../testing/fixtures';
import {
  creditWallet,
  ensureSettings,
  inbound,
  notificationsOf,
  receivedParcel,
  setReceivedAt,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

// Refunds can never give back more than was paid for an order or a fulfillment (docs/wallet.md),
// and the order state machine details found by the same review (docs/pricing.md, docs/parcels.md).

let sales: { pb: PocketBase; id: string };

beforeAll(async () => {
  await seedPricing();
  await ensureSettings();
  sales = await newStaff(['sales']);
});

async function placedOrder(pb: PocketBase): Promise<OrderResponse> {
  const item = await addManualItem(pb);
  const { orders } = await checkout(pb, { cartItems: [item.id] });
  return orders[0]!;
}

function requestRefund(user: string, fields: Record<string, unknown>) {
  return sales.pb.collection('refunds').create({ user, reason: 'test', requested_by: sales.id, ...fields });
}

async function approve(refund: Pick<RecordModel, 'id'>) {
  return approveRefund(await finance(), refund.id);
}

function transition(order: OrderResponse, body: TransitionOrderBody) {
  return transitionOrder(sales.pb, order.id, body);
}

/** Σ of the credits booked for an order or fulfillment: automatic refunds and approved requests. */
async function creditedFor(userId: string, ref: string): Promise<number> {
  const admin = await superuser();
  const refundIds = (
    await admin.collection('refunds').getFullList({ filter: `order = '${ref}' || fulfillment = '${ref}'` })
  ).map((r) => r.id);
  const { rows } = await ledgerOf(userId);
  return rows
    .filter((r) => r.amount > 0 && (r.ref === ref || refundIds.includes(r.ref as string)))
    .reduce((sum, r) => sum + (r.amount as number), 0);
}

/** A customer with a paid fulfillment of one received parcel. */
async function paidFulfillment() {
  const setup = await shippingSetup();
  const parcel = await receivedParcel(setup.customer, setup.warehouse.pb);
  const body = { parcels: [parcel.id], address: setup.address.id, line: setup.line.id, insurance: false };
  const draft = await createFulfillment(setup.customer, body);
  await creditWallet(setup.admin, setup.userId, draft.total);
  const paid = await payFulfillment(setup.customer, draft.id);
  return { ...setup, parcel, fulfillment: paid };
}

describe('a refund on an order', () => {
  it('blocks cancelling the order while the request is pending', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await placedOrder(pb);
    await requestRefund(order.user as string, { order: order.id, amount: order.paid });
    const error = await failure(cancelOrder(pb, order.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/refund request is pending.*finance must decide it first/);
    expect((await ledgerOf(pb.authStore.record!.id)).balance).toBe(1_000_000 - (order.paid as number));
  });

  it('once approved, leaves only the rest to be refunded by a cancel', async () => {
    const pb = await fundedCustomer(1_000_000);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    await approve(await requestRefund(order.user as string, { order: order.id, amount: 100_000 }));
    await cancelOrder(pb, order.id);
    expect(await creditedFor(userId, order.id)).toBe(order.paid);
    expect((await ledgerOf(userId)).balance).toBe(1_000_000);
  });

  it('is refused at approval when the order no longer holds that much', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await placedOrder(pb);
    const refund = await requestRefund(order.user as string, { order: order.id, amount: order.paid });
    // What a cancel without the pending check did: the money went back and `paid` became 0.
    await (await superuser()).collection('orders').update(order.id, { paid: 0, status: 'cancelled' });
    const error = await failure(approve(refund));
    expect(error.status).toBe(400);
    expect(error.response.data.amount.message).toMatch(new RegExp(`At most 0 VND.*paid 0 VND.*${order.paid} VND`));
    expect((await (await superuser()).collection('refunds').getOne(refund.id)).status).toBe('requested');
    expect((await ledgerOf(pb.authStore.record!.id)).rows.filter((r) => r.kind === 'refund')).toHaveLength(0);
  });

  it('that was approved in full makes a lower re-price refund nothing more', async () => {
    const pb = await fundedCustomer(1_000_000);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    await approve(await requestRefund(order.user as string, { order: order.id, amount: order.paid }));
    const [line] = await (await superuser()).collection('order_items').getFullList({ filter: `order = '${order.id}'` });
    await transition(order, {
      to: 'purchased',
      sellerOrderNo: 'S-1',
      prices: { items: [{ id: line!.id, unitPriceSrc: 50 }] },
    });
    expect(await creditedFor(userId, order.id)).toBe(order.paid);
  });

  it('blocks a re-price while the request is pending', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await placedOrder(pb);
    await requestRefund(order.user as string, { order: order.id, amount: 10_000 });
    const [line] = await (await superuser()).collection('order_items').getFullList({ filter: `order = '${order.id}'` });
    const error = await failure(
      transition(order, {
        to: 'purchased',
        sellerOrderNo: 'S-1',
        prices: { items: [{ id: line!.id, unitPriceSrc: 50 }] },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/re-priced: a refund request is pending/);
  });

  it('asked through a complaint and approved, then a cancel, credits no more than was paid', async () => {
    const pb = await fundedCustomer(1_000_000);
    const userId = pb.authStore.record!.id;
    const order = await placedOrder(pb);
    const complaint = await pb
      .collection('complaints')
      .create({ user: userId, order: order.id, type: 'other', description: 'Please refund.' });
    const resolved = await resolveComplaint(sales.pb, complaint.id, {
      resolution: 'Refunded.',
      refundAmount: order.paid,
    });
    await approve({ id: resolved.refund });
    await cancelOrder(pb, order.id);
    expect(await creditedFor(userId, order.id)).toBe(order.paid);
  });

  it('is written to the audit log when sales asks for it', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await placedOrder(pb);
    const refund = await requestRefund(order.user as string, { order: order.id, amount: 1_000 });
    const rows = await (
      await superuser()
    )
      .collection('audit_logs')
      .getFullList({ filter: `record = '${refund.id}' && action = 'refund.requested'` });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staff: sales.id, collection: 'refunds' });
  });
});

describe('a refund on a fulfillment', () => {
  it('blocks cancelling the fulfillment while the request is pending', async () => {
    const { customer, fulfillment } = await paidFulfillment();
    await requestRefund(fulfillment.user as string, { fulfillment: fulfillment.id, amount: 1_000 });
    const error = await failure(cancelFulfillment(customer, fulfillment.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/refund request is pending/);
  });

  it('once approved, leaves only the rest to be refunded by a cancel', async () => {
    const { customer, userId, fulfillment } = await paidFulfillment();
    await approve(await requestRefund(fulfillment.user as string, { fulfillment: fulfillment.id, amount: 30_000 }));
    await cancelFulfillment(customer, fulfillment.id);
    expect(await creditedFor(userId, fulfillment.id)).toBe(fulfillment.total);
  });
});

describe('a refund without an order or a fulfillment', () => {
  it('cannot be requested through the records API', async () => {
    const pb = await fundedCustomer(0);
    const error = await failure(requestRefund(pb.authStore.record!.id, { amount: 500_000_000 }));
    expect(error.status).toBe(400);
    expect(error.response.data.order.message).toMatch(/must name the order or the paid fulfillment/);
  });

  it('cannot come from a complaint about nothing paid', async () => {
    const pb = await fundedCustomer(0);
    const complaint = await pb
      .collection('complaints')
      .create({ user: pb.authStore.record!.id, type: 'other', description: 'Give me money.' });
    const error = await failure(resolveComplaint(sales.pb, complaint.id, { resolution: 'x', refundAmount: 1e15 }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/nothing to refund/);
  });

  it('cannot come from a complaint about a parcel outside any order or paid fulfillment', async () => {
    const { customer, warehouse } = await shippingSetup();
    const parcel = await receivedParcel(customer, warehouse.pb);
    const complaint = await customer
      .collection('complaints')
      .create({ user: customer.authStore.record!.id, parcel: parcel.id, type: 'damaged', description: 'Broken.' });
    const error = await failure(
      resolveComplaint(sales.pb, complaint.id, {
        resolution: 'x',
        refundAmount: 999_999_999_999,
      }),
    );
    expect(error.status).toBe(400);
  });

  it('from a complaint about a shipped parcel is charged against its fulfillment, up to its total', async () => {
    const { customer, parcel, fulfillment } = await paidFulfillment();
    const complaint = await customer
      .collection('complaints')
      .create({ user: customer.authStore.record!.id, parcel: parcel.id, type: 'damaged', description: 'Broken.' });
    const tooMuch = await failure(
      resolveComplaint(sales.pb, complaint.id, { resolution: 'x', refundAmount: fulfillment.total + 1 }),
    );
    expect(tooMuch.status).toBe(400);
    const resolved = await resolveComplaint(sales.pb, complaint.id, {
      resolution: 'Refunded.',
      refundAmount: fulfillment.total,
    });
    const refund = await (await superuser()).collection('refunds').getOne(resolved.refund as string);
    expect(refund).toMatchObject({ fulfillment: fulfillment.id, order: '', amount: fulfillment.total });
  });
});

describe('the order state machine', () => {
  /**
   * A placed → purchased → seller_shipped order with one tracking code. With `raw`, the last step
   * is sent without the typed client, which upper-cases the code itself: the server must too.
   */
  async function shippedOrder(pb: PocketBase, code: string, raw = false) {
    const order = await placedOrder(pb);
    await transition(order, { to: 'purchased', sellerOrderNo: 'S-1' });
    if (!raw) return transition(order, { to: 'seller_shipped', trackingCodes: [code] });
    const body = { to: 'seller_shipped', trackingCodes: [code] };
    const answer = await sales.pb.send<unknown>(`/api/admin/orders/${order.id}/transition`, { method: 'POST', body });
    return transitionOrderResponseSchema.parse(answer);
  }

  it('refuses completing an order whose parcels are still on the shelf', async () => {
    const pb = await fundedCustomer(1_000_000);
    const code = uniqueCode('DONE');
    const order = await shippedOrder(pb, code);
    await inbound((await newStaff(['warehouse'])).pb, { trackingCode: code });
    expect((await (await superuser()).collection('orders').getOne(order.id)).status).toBe('at_warehouse');
    const error = await failure(transition(order, { to: 'completed' }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(new RegExp(`not delivered yet \\(${code} received\\)`));
  });

  it('matches a lower-case tracking code to the unidentified parcel holding it', async () => {
    const pb = await fundedCustomer(1_000_000);
    const code = uniqueCode('LOWCASE');
    const unidentified = await inbound((await newStaff(['warehouse'])).pb, { trackingCode: code });
    expect(unidentified.status).toBe('unidentified');
    const order = await shippedOrder(pb, code.toLowerCase(), true);
    expect(order.tracking_codes).toEqual([code]);
    const admin = await superuser();
    const parcels = await admin.collection('parcels').getFullList({ filter: `order = '${order.id}'` });
    expect(parcels.map((p) => [p.id, p.status])).toEqual([[unidentified.id, 'received']]);
    expect((await admin.collection('orders').getOne(order.id)).status).toBe('at_warehouse');
  });

  it('restarts storage, tells the customer and audits when an order claims an unidentified parcel', async () => {
    const pb = await fundedCustomer(1_000_000);
    const userId = pb.authStore.record!.id;
    const admin = await superuser();
    const code = uniqueCode('CLAIM');
    const unidentified = await inbound((await newStaff(['warehouse'])).pb, { trackingCode: code });
    await setReceivedAt(admin, unidentified.id, new Date(Date.now() - 30 * 24 * 3600 * 1000));
    const started = Date.now();
    await shippedOrder(pb, code);
    const parcel = await admin.collection('parcels').getOne(unidentified.id);
    expect(new Date(parcel.received_at as string).getTime()).toBeGreaterThanOrEqual(started - 5_000);
    const notes = await notificationsOf(admin, userId);
    expect(notes.map((n) => n.body).join('\n')).toContain(code);
    const audits = await admin
      .collection('audit_logs')
      .getFullList({ filter: `record = '${parcel.id}' && action = 'parcel.received'` });
    expect(audits).toHaveLength(1);
  });
});

describe('a closed complaint', () => {
  it('cannot have its resolution edited by sales', async () => {
    const pb = await fundedCustomer(0);
    const complaint = await pb
      .collection('complaints')
      .create({ user: pb.authStore.record!.id, type: 'other', description: 'Late.' });
    await resolveComplaint(sales.pb, complaint.id, { resolution: 'Explained.' });
    const error = await failure(sales.pb.collection('complaints').update(complaint.id, { resolution: 'Changed.' }));
    expect(error.status).toBe(400);
    expect((await (await superuser()).collection('complaints').getOne(complaint.id)).resolution).toBe('Explained.');
  });
});
