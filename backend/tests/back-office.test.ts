import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  checkout,
  getRefundable,
  listCustomerCarts,
  quotePurchase,
  transitionOrder,
} from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, failure, fundedCustomer, ledgerOf, rawPost } from '../testing/fixtures';

/** One manual item of 100 CNY at 3,500: 350,000 VND + the 20,000 minimum fee. */
const TOTAL = 370_000;

async function placedOrder(customer: PocketBase) {
  const item = await addManualItem(customer);
  const { orders } = await checkout(customer, { cartItems: [item.id] });
  const order = orders[0]!;
  const [line] = await customer.collection('order_items').getFullList({ filter: `order = '${order.id}'` });
  return { order, line: line! };
}

describe('the purchase quote', () => {
  it('shows the refund of a cheaper purchase and the supplement of a dearer one, and writes nothing', async () => {
    const customer = await fundedCustomer(TOTAL);
    const sales = (await newStaff(['sales'])).pb;
    const { order, line } = await placedOrder(customer);
    // 90 CNY = 315,000 + 20,000 fee = 335,000: 35,000 back.
    const cheaper = await quotePurchase(sales, order.id, { prices: { items: [{ id: line.id, unitPriceSrc: 9_000 }] } });
    expect(cheaper).toMatchObject({
      goodsValue: 315_000,
      serviceFee: 20_000,
      total: 335_000,
      paid: TOTAL,
      refund: 35_000,
      supplement: 0,
    });
    // 120 CNY and 5,000 domestic shipping = 420,000 + 21,000 fee + 5,000 = 446,000: 76,000 owed.
    const dearer = await quotePurchase(sales, order.id, {
      prices: { items: [{ id: line.id, unitPriceSrc: 12_000 }], domesticShipping: 5_000 },
    });
    expect(dearer).toMatchObject({ total: 446_000, refund: 0, supplement: 76_000 });
    expect(await customer.collection('orders').getOne(order.id)).toMatchObject({ status: 'placed', total: TOTAL });
    expect((await customer.collection('order_items').getOne(line.id)).unit_price_src).toBe(10_000);
    expect((await ledgerOf(customer.authStore.record!.id)).rows).toHaveLength(2);

    // What the quote said is what the purchase does.
    const bought = await transitionOrder(sales, order.id, {
      to: 'purchased',
      sellerOrderNo: 'TB-Q1',
      prices: { items: [{ id: line.id, unitPriceSrc: 9_000 }] },
    });
    expect(bought).toMatchObject({ status: 'purchased', total: 335_000, paid: 335_000 });
    expect((await ledgerOf(customer.authStore.record!.id)).balance).toBe(35_000);
  });

  it('is refused for an order that is no longer placed, a price of 0 and anyone but sales', async () => {
    const customer = await fundedCustomer(TOTAL);
    const sales = (await newStaff(['sales'])).pb;
    const { order, line } = await placedOrder(customer);
    expect(
      (
        await failure(
          rawPost(sales, `/api/admin/orders/${order.id}/purchase-quote`, {
            prices: { items: [{ id: line.id, unitPriceSrc: 0 }] },
          }),
        )
      ).status,
    ).toBe(400);
    const warehouse = (await newStaff(['warehouse'])).pb;
    expect((await failure(quotePurchase(warehouse, order.id, { prices: {} }))).status).toBe(403);
    expect([401, 403]).toContain((await failure(quotePurchase(customer, order.id, { prices: {} }))).status);
    await transitionOrder(sales, order.id, { to: 'cancelled', reason: 'Seller out of stock' });
    const error = await failure(quotePurchase(sales, order.id, { prices: {} }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/cancelled/);
  });
});

describe('a staff cancellation', () => {
  it('needs a reason, which the customer reads in their notification', async () => {
    const customer = await fundedCustomer(TOTAL);
    const sales = (await newStaff(['sales'])).pb;
    const { order } = await placedOrder(customer);
    const refused = await failure(rawPost(sales, `/api/admin/orders/${order.id}/transition`, { to: 'cancelled' }));
    expect(refused.status).toBe(400);
    expect(refused.response.data.reason.code).toBe('validation_required');
    await transitionOrder(sales, order.id, { to: 'cancelled', reason: 'Seller out of stock' });
    const notes = await customer.collection('notifications').getFullList({ sort: '-created' });
    expect(notes[0]!.body).toContain('Seller out of stock');
    expect((await ledgerOf(customer.authStore.record!.id)).balance).toBe(TOTAL);
  });
});

describe("customers' carts", () => {
  it("lists each customer once with the lines, quantity and value at today's rate, oldest first", async () => {
    const sales = (await newStaff(['sales'])).pb;
    const customer = await fundedCustomer(0);
    const code = (await customer.collection('users').getOne(customer.authStore.record!.id)).code as string;
    await addManualItem(customer, { qty: 2 });
    await addManualItem(customer, { unit_price_src: 2_550 });
    const found = await listCustomerCarts(sales, { q: code });
    expect(found.totalItems).toBe(1);
    // 2 × 100 CNY + 25.50 CNY = 225.50 CNY = 789,250 VND.
    expect(found.items[0]).toMatchObject({ user: { code }, lines: 2, qty: 3, valueSrc: 22_550, value: 789_250 });
    const all = await listCustomerCarts(sales, {});
    const oldest = all.items.map((row) => row.oldest);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('is for sales only', async () => {
    const finance = (await newStaff(['finance'])).pb;
    expect((await failure(listCustomerCarts(finance, {}))).status).toBe(403);
    expect([401, 403]).toContain((await failure(listCustomerCarts(await newCustomer(), {}))).status);
  });
});

describe('a complaint taken in hand', () => {
  it('is assigned to the sales member who takes it, never by them to someone else', async () => {
    const customer = await newCustomer();
    const complaint = await customer
      .collection('complaints')
      .create({ user: customer.authStore.record!.id, type: 'other', description: 'The box was open.' });
    const me = await newStaff(['sales']);
    const other = await newStaff(['sales']);
    const refused = await failure(
      me.pb.collection('complaints').update(complaint.id, { assignee: other.id, status: 'in_progress' }),
    );
    expect([400, 404]).toContain(refused.status);
    const taken = await me.pb.collection('complaints').update(complaint.id, { assignee: me.id, status: 'in_progress' });
    expect(taken).toMatchObject({ assignee: me.id, status: 'in_progress' });
    const mine = await me.pb.collection('complaints').getList(1, 30, { filter: `assignee = '${me.id}'` });
    expect(mine.items.map((c) => c.id)).toEqual([complaint.id]);
  });
});

describe("a conversation's unread count", () => {
  it('counts the customer messages staff have not read, and drops as staff read them', async () => {
    const customer = await newCustomer();
    const me = customer.authStore.record!.id;
    const conversation = await customer.collection('conversations').create({ user: me });
    const sales = (await newStaff(['sales'])).pb;
    const first = await customer
      .collection('messages')
      .create({ conversation: conversation.id, body: 'Hello', author_user: me });
    await customer.collection('messages').create({ conversation: conversation.id, body: 'Anyone?', author_user: me });
    expect((await sales.collection('conversations').getOne(conversation.id)).staff_unread).toBe(2);
    await sales.collection('messages').update(first.id, { read_at: new Date().toISOString() });
    expect((await sales.collection('conversations').getOne(conversation.id)).staff_unread).toBe(1);
    // A staff reply is not unread for staff.
    const staffId = sales.authStore.record!.id;
    await sales.collection('messages').create({ conversation: conversation.id, body: 'Here!', author_staff: staffId });
    expect((await sales.collection('conversations').getOne(conversation.id)).staff_unread).toBe(1);
    const inbox = await sales.collection('conversations').getList(1, 5, { sort: '-staff_unread,-last_message_at' });
    expect(inbox.items[0]!.staff_unread).toBeGreaterThanOrEqual(1);
    // Nobody sets it by hand.
    expect(
      (await failure(sales.collection('conversations').update(conversation.id, { staff_unread: 0 }))).status,
    ).toBeGreaterThanOrEqual(400);
  });
});

describe('role checks of the API rules', () => {
  it('let a member holding several roles reach what each role reaches', async () => {
    const both = (await newStaff(['warehouse', 'sales'])).pb;
    const warehouseOnly = (await newStaff(['warehouse'])).pb;
    const customer = await newCustomer();
    await customer
      .collection('complaints')
      .create({ user: customer.authStore.record!.id, type: 'other', description: 'Roles check.' });
    expect((await both.collection('complaints').getList(1, 1)).totalItems).toBeGreaterThan(0);
    expect((await warehouseOnly.collection('complaints').getList(1, 1)).totalItems).toBe(0);
    expect((await (await superuser()).collection('complaints').getList(1, 1)).totalItems).toBeGreaterThan(0);
  });
});

describe('what is still refundable, for staff', () => {
  it('is shown to sales and finance on any order, and to no other staff', async () => {
    const customer = await fundedCustomer(TOTAL);
    const { order } = await placedOrder(customer);
    for (const roles of [['sales'], ['finance']]) {
      const staff = (await newStaff(roles)).pb;
      expect(await getRefundable(staff, { order: order.id })).toEqual({
        paid: TOTAL,
        refunded: 0,
        left: TOTAL,
        currency: 'VND',
      });
    }
    const warehouse = (await newStaff(['warehouse'])).pb;
    expect((await failure(getRefundable(warehouse, { order: order.id }))).status).toBe(403);
    const stranger = await newCustomer();
    expect((await failure(getRefundable(stranger, { order: order.id }))).status).toBe(404);
  });
});
