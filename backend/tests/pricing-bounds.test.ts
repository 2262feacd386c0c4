import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../shared-contracts/src/api';
import { newStaff, superuser } from '../testing/clients';
import {
  addManualItem,
  failure,
  fundedCustomer,
  ledgerOf,
  seedPricing,
  TEST_RATE,
  TEST_SETTINGS,
} from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

// Its own server: these tests move the CNY→VND rate and the settings every other file prices with.
let server: PocketBaseProcess;
let finance: PocketBase;
let financeId: string;
beforeAll(async () => {
  server = await startPocketBase();
  await seedPricing(server.url);
  ({ pb: finance, id: financeId } = await newStaff(['finance'], { url: server.url }));
});
afterAll(() => server.stop());

const now = () => new Date(Date.now() - 1000).toISOString().replace('T', ' ');
const rate = (value: number, extra: Record<string, unknown> = {}) => ({
  from: 'CNY',
  to: 'VND',
  rate: value,
  effective_from: now(),
  ...extra,
});

async function auditRows(collection: string, record: string) {
  const su = await superuser(server.url);
  return su.collection('audit_logs').getFullList({ filter: `collection = '${collection}' && record = '${record}'` });
}

describe('exchange rates', () => {
  it('of 0.000001 are refused with a 400 on the rate', async () => {
    const error = await failure(
      finance.collection('exchange_rates').create(rate(0.000001, { confirmLargeChange: true })),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toEqual(['rate']);
  });

  it('moving more than 20 % from the current one need confirmLargeChange, and the 400 names the change', async () => {
    const error = await failure(finance.collection('exchange_rates').create(rate(TEST_RATE * 2)));
    expect(error.status).toBe(400);
    expect(error.message).toContain(`from ${TEST_RATE} to ${TEST_RATE * 2}`);
    expect(error.message).toContain('+100.0 %');
    const confirmed = await finance
      .collection('exchange_rates')
      .create(rate(TEST_RATE * 2, { confirmLargeChange: true }));
    expect(confirmed.rate).toBe(TEST_RATE * 2);
    // Back to the test rate (a 50 % move) for the checkout tests below.
    await finance.collection('exchange_rates').create(rate(TEST_RATE, { confirmLargeChange: true }));
  });

  it('within 20 % of the current one are accepted and audited with the staff member', async () => {
    const created = await finance.collection('exchange_rates').create(rate(TEST_RATE * 1.1));
    const rows = await auditRows('exchange_rates', created.id);
    expect(rows.map((r) => [r.action, r.staff, r.after?.rate])).toEqual([
      ['exchange_rate.create', financeId, TEST_RATE * 1.1],
    ]);
    await finance.collection('exchange_rates').create(rate(TEST_RATE));
  });
});

describe('settings', () => {
  const settingsId = async () =>
    (await (await superuser(server.url)).collection('settings').getFirstListItem("key = 'default'")).id;

  it.each([
    ['a negative percent', [{ upTo: null, percent: -5 }]],
    [
      'tiers out of order',
      [
        { upTo: 50_000_000, percent: 3 },
        { upTo: 10_000_000, percent: 5 },
        { upTo: null, percent: 2 },
      ],
    ],
    [
      'an unlimited tier before the last',
      [
        { upTo: null, percent: 5 },
        { upTo: 10_000_000, percent: 3 },
      ],
    ],
    [
      'a negative limit',
      [
        { upTo: -1, percent: 5 },
        { upTo: null, percent: 3 },
      ],
    ],
    ['no tier at all', []],
  ])('refuse service fee tiers with %s', async (_name, tiers) => {
    const error = await failure(
      finance.collection('settings').update(await settingsId(), { service_fee_tiers: tiers }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toEqual(['service_fee_tiers']);
  });

  it('changes are audited with before and after', async () => {
    const id = await settingsId();
    await finance.collection('settings').update(id, { storage_fee_per_day: 2_500 });
    await finance.collection('settings').update(id, { storage_fee_per_day: TEST_SETTINGS.storage_fee_per_day });
    const rows = await auditRows('settings', id);
    const first = rows.find((r) => r.after?.storage_fee_per_day === 2_500)!;
    expect([first.action, first.staff, first.before.storage_fee_per_day]).toEqual([
      'settings.update',
      financeId,
      TEST_SETTINGS.storage_fee_per_day,
    ]);
  });
});

describe('checkout', () => {
  it('refuses an order whose goods are worth nothing at the current rate, and books nothing', async () => {
    const su = await superuser(server.url);
    const tiny = await su.collection('exchange_rates').create(rate(0.0001, { confirmLargeChange: true }));
    try {
      const pb = await fundedCustomer(1_000_000, server.url);
      const item = await addManualItem(pb, { unit_price_src: 1 });
      const error = await failure(checkout(pb, { cartItems: [item.id] }));
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/nothing can be ordered for free/);
      const userId = pb.authStore.record!.id;
      expect(await pb.collection('orders').getFullList({ filter: `user = '${userId}'` })).toEqual([]);
      expect((await ledgerOf(userId, server.url)).rows.map((r) => r.kind)).toEqual(['adjustment']);
    } finally {
      await su.collection('exchange_rates').delete(tiny.id);
    }
  });

  it('charges at least the minimum service fee', async () => {
    const pb = await fundedCustomer(1_000_000, server.url);
    const item = await addManualItem(pb, { unit_price_src: 100 }); // 1 CNY = 3,500 VND, 5 % = 175
    const { orders } = await checkout(pb, { cartItems: [item.id] });
    expect(orders[0]!.service_fee).toBe(TEST_SETTINGS.service_fee_min);
    expect(orders[0]!.total).toBe(TEST_RATE + TEST_SETTINGS.service_fee_min);
  });
});
