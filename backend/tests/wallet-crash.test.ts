import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../shared-contracts/src/api';
import { superuser } from '../testing/clients';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';
import { addManualItem, adjustWallet, fundedCustomer, seedPricing } from '../testing/fixtures';

let server: PocketBaseProcess;

beforeAll(async () => {
  server = await startPocketBase();
  await seedPricing(server.url);
});

afterAll(() => server?.stop());

describe('a crash in the middle of a stream of payments', () => {
  it('leaves every balance equal to its ledger and every order with its payment row', async () => {
    const url = server.url;
    const customers: PocketBase[] = [];
    for (let i = 0; i < 4; i++) customers.push(await fundedCustomer(370_000 * 8, url));
    const carts = await Promise.all(
      customers.map(async (pb) => Promise.all(Array.from({ length: 12 }, () => addManualItem(pb)))),
    );

    let succeeded = 0;
    const requests: Promise<unknown>[] = [];
    customers.forEach((pb, i) => {
      for (const item of carts[i]!) {
        requests.push(
          checkout(pb, { cartItems: [item.id] })
            .then(() => succeeded++)
            .catch(() => undefined),
        );
        requests.push(adjustWallet(pb.authStore.record!.id, 1_000, url).catch(() => undefined));
      }
    });
    // Kill the server while payments are still streaming in.
    const deadline = Date.now() + 10_000;
    while (succeeded < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.kill();
    await Promise.all(requests);
    await server.restart();

    const admin = await superuser(url);
    const users = await admin.collection('users').getFullList();
    const ledger = await admin.collection('wallet_transactions').getFullList();
    const orders = await admin.collection('orders').getFullList();
    expect(orders.length).toBeGreaterThan(0);
    // The kill really came mid-stream: the wallets covered 32 orders.
    expect(orders.length).toBeLessThan(32);
    for (const user of users) {
      const rows = ledger.filter((r) => r.user === user.id);
      expect(rows.reduce((sum, r) => sum + (r.amount as number), 0)).toBe(user.balance);
      expect(user.balance).toBeGreaterThanOrEqual(0);
    }
    const payments = ledger.filter((r) => r.kind === 'order_payment');
    for (const order of orders) {
      const rows = payments.filter((r) => r.ref === order.id);
      expect(rows.map((r) => r.amount)).toEqual([-(order.paid as number)]);
    }
    expect(payments.every((p) => orders.some((o) => o.id === p.ref))).toBe(true);
    // Every cart item is either still in the cart or became exactly one order line.
    const items = await admin.collection('cart_items').getFullList();
    const lines = await admin.collection('order_items').getFullList();
    expect(items.length + lines.length).toBe(48);
  });
});
