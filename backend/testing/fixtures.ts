import type PocketBase from 'pocketbase';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { adjustWallet as adjustWalletRoute } from '../../shared-contracts/src/api';
import { apiUrl, newCustomer, newStaff, superuser } from './clients';

/** Service fee tiers used by the tests: 5 % up to 10,000,000 VND, 3 % above; minimum 20,000 VND. */
export const TEST_SETTINGS = {
  key: 'default',
  source_currency: 'CNY',
  home_currency: 'VND',
  free_storage_days: 30,
  storage_fee_per_day: 2_000,
  insurance_rate: 0.01,
  service_fee_tiers: [
    { upTo: 10_000_000, percent: 5 },
    { upTo: null, percent: 3 },
  ],
  service_fee_min: 20_000,
  volumetric_divisor: 6000,
};

/** One CNY is 3,500 VND in the tests. */
export const TEST_RATE = 3500;

const seeded = new Map<string, Promise<void>>();

/** Makes sure the `default` settings and a CNY→VND rate exist on this server (once per URL). */
export function seedPricing(url = apiUrl()): Promise<void> {
  let pending = seeded.get(url);
  if (!pending) {
    pending = (async () => {
      const admin = await superuser(url);
      try {
        const current = await admin.collection('settings').getFirstListItem("key = 'default'");
        await admin.collection('settings').update(current.id, TEST_SETTINGS);
      } catch (error) {
        if (!(error instanceof ClientResponseError) || error.status !== 404) throw error;
        await admin.collection('settings').create(TEST_SETTINGS);
      }
      const rates = await admin
        .collection('exchange_rates')
        .getList(1, 1, { filter: "from = 'CNY' && to = 'VND' && effective_from <= @now", sort: '-effective_from' });
      if (rates.items[0]?.rate !== TEST_RATE) {
        await admin.collection('exchange_rates').create({
          from: 'CNY',
          to: 'VND',
          rate: TEST_RATE,
          effective_from: new Date(Date.now() - 60_000).toISOString().replace('T', ' '),
        });
      }
    })();
    seeded.set(url, pending);
  }
  return pending;
}

/** A catalog product (as superuser); price in fen. */
export async function createProduct(fields: Record<string, unknown> = {}, url = apiUrl()): Promise<RecordModel> {
  const admin = await superuser(url);
  return admin.collection('products').create({
    title: 'Test product',
    source: 'taobao',
    source_url: 'https://item.taobao.com/item.htm?id=1',
    shop: 'Test Shop',
    price_src: 10_000,
    variants: [],
    active: true,
    ...fields,
  });
}

const financeStaff = new Map<string, Promise<PocketBase>>();

/** A finance staff client, shared per server. */
export function finance(url = apiUrl()): Promise<PocketBase> {
  let pending = financeStaff.get(url);
  if (!pending) {
    pending = newStaff(['finance'], { url }).then((s) => s.pb);
    financeStaff.set(url, pending);
  }
  return pending;
}

/** Credits (or debits, when negative) a customer's wallet through the finance adjustment route. */
export async function adjustWallet(userId: string, amount: number, url = apiUrl()): Promise<void> {
  const pb = await finance(url);
  await adjustWalletRoute(pb, { user: userId, amount, reason: 'test funds' });
}

/** A new customer with `balance` VND in their wallet. */
export async function fundedCustomer(balance: number, url = apiUrl()): Promise<PocketBase> {
  await seedPricing(url);
  const pb = await newCustomer(url);
  if (balance > 0) await adjustWallet(pb.authStore.record!.id, balance, url);
  return pb;
}

/** Adds a manual item to the customer's cart. */
export async function addManualItem(pb: PocketBase, fields: Record<string, unknown> = {}): Promise<RecordModel> {
  return pb.collection('cart_items').create({
    user: pb.authStore.record!.id,
    link: 'https://item.taobao.com/item.htm?id=42',
    title: 'Manual item',
    shop: 'Manual Shop',
    qty: 1,
    unit_price_src: 10_000,
    ...fields,
  });
}

/** The customer's ledger (as superuser) and current balance. */
export async function ledgerOf(
  userId: string,
  url = apiUrl(),
): Promise<{ sum: number; balance: number; rows: RecordModel[] }> {
  const admin = await superuser(url);
  const rows = await admin
    .collection('wallet_transactions')
    .getFullList({ filter: `user = '${userId}'`, sort: 'created' });
  const user = await admin.collection('users').getOne(userId);
  return { sum: rows.reduce((s, r) => s + (r.amount as number), 0), balance: user.balance as number, rows };
}

/** Awaits a promise expected to fail with a PocketBase error and returns that error. */
export async function failure(promise: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientResponseError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

/** The HTTP status a request ends with: 200 when it succeeds, the error's status otherwise. */
export async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

/**
 * POST to a custom route without its typed client (shared-contracts/src/api), so without a parsed
 * answer: only for a body or path that client would refuse to build (malformed on purpose).
 */
export function rawPost<T = RecordModel>(pb: PocketBase, path: string, body?: unknown): Promise<T> {
  return pb.send<T>(path, { method: 'POST', body: body as Record<string, unknown> });
}
