import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, transitionOrder } from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, adjustWallet, fundedCustomer, seedPricing } from '../testing/fixtures';
import { eventually } from '../testing/warehouse-fixtures';

/** A message on the `customer` topic. */
interface Change {
  collection: string;
  action: 'create' | 'update' | 'delete';
  id: string;
}

/** How long a client that must get nothing is watched after the owner got the message. */
const QUIET_MS = 750;

const listeners: PocketBase[] = [];

/** Subscribes `pb` to the `customer` topic and collects what arrives. */
async function listen(pb: PocketBase): Promise<Change[]> {
  const received: Change[] = [];
  await pb.realtime.subscribe('customer', (data: Change) => received.push(data));
  listeners.push(pb);
  return received;
}

/** Waits until a change matching `expected` arrived and returns it. */
function arrival(received: Change[], expected: Change): Promise<Change> {
  return eventually(async () =>
    received.find((c) => c.collection === expected.collection && c.action === expected.action && c.id === expected.id),
  );
}

let admin: PocketBase;

beforeAll(async () => {
  await seedPricing();
  admin = await superuser();
});

afterAll(async () => {
  await Promise.all(listeners.map((pb) => pb.realtime.unsubscribe()));
});

describe('the customer realtime channel', () => {
  it('tells a customer about a notification created for them, and tells no other customer, staff member or visitor', async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    const staff = (await newStaff(['admin'])).pb;
    const visitor = anonymous();
    const [toOwner, toOther, toStaff, toVisitor] = await Promise.all([
      listen(owner),
      listen(other),
      listen(staff),
      listen(visitor),
    ]);

    const notification = await admin
      .collection('notifications')
      .create({ user: owner.authStore.record!.id, title: 'Your parcel arrived' });

    const change = await arrival(toOwner, { collection: 'notifications', action: 'create', id: notification.id });
    expect(change).toEqual({ collection: 'notifications', action: 'create', id: notification.id });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(toOther).toEqual([]);
    expect(toStaff).toEqual([]);
    expect(toVisitor).toEqual([]);
  });

  it('tells the owner when staff move their order to the next status', async () => {
    const customer = await fundedCustomer(370_000);
    const sales = (await newStaff(['sales'])).pb;
    const item = await addManualItem(customer);
    const { orders } = await checkout(customer, { cartItems: [item.id] });
    const order = orders[0]!;
    const received = await listen(customer);
    const toStaff = await listen(sales);

    await transitionOrder(sales, order.id, { to: 'purchased', sellerOrderNo: 'TB-RT-1' });

    await arrival(received, { collection: 'orders', action: 'update', id: order.id });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(toStaff).toEqual([]);
  });

  it('tells the owner when their balance changes', async () => {
    await seedPricing();
    const customer = await newCustomer();
    const other = await newCustomer();
    const userId = customer.authStore.record!.id;
    const [received, toOther] = await Promise.all([listen(customer), listen(other)]);

    await adjustWallet(userId, 50_000);

    await arrival(received, { collection: 'users', action: 'update', id: userId });
    expect(received).toContainEqual(expect.objectContaining({ collection: 'wallet_transactions', action: 'create' }));
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(toOther).toEqual([]);
  });

  it('tells the owner about a record owned through its parent (a support message) and its deletion', async () => {
    const customer = await newCustomer();
    const userId = customer.authStore.record!.id;
    const received = await listen(customer);
    const conversation = await admin.collection('conversations').create({ user: userId, status: 'open' });
    const message = await admin.collection('messages').create({ conversation: conversation.id, body: 'Hello' });
    await arrival(received, { collection: 'messages', action: 'create', id: message.id });

    await admin.collection('messages').delete(message.id);
    await arrival(received, { collection: 'messages', action: 'delete', id: message.id });
  });

  it('reaches every tab of the customer, and no longer a tab that unsubscribed', async () => {
    const first = await newCustomer();
    const userId = first.authStore.record!.id;
    const second = anonymous();
    second.authStore.save(first.authStore.token, first.authStore.record);
    const [toFirst, toSecond] = await Promise.all([listen(first), listen(second)]);

    const one = await admin.collection('notifications').create({ user: userId, title: 'One' });
    await arrival(toFirst, { collection: 'notifications', action: 'create', id: one.id });
    await arrival(toSecond, { collection: 'notifications', action: 'create', id: one.id });

    await second.realtime.unsubscribe('customer');
    const two = await admin.collection('notifications').create({ user: userId, title: 'Two' });
    await arrival(toFirst, { collection: 'notifications', action: 'create', id: two.id });
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    expect(toSecond.map((c) => c.id)).toEqual([one.id]);
  });
});
