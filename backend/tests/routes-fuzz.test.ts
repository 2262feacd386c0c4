import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../../shared-contracts/src/api';
import { apiUrl, newCustomer, newStaff } from '../testing/clients';
import { addManualItem, finance, fundedCustomer, ledgerOf, seedPricing } from '../testing/fixtures';

// The fuzzed requests below are sent raw (`send`) on purpose: their junk bodies and paths are what
// the typed clients of shared-contracts/src/api refuse to build. The setup uses the typed clients.

const RUNS = 40;
const MEGABYTE = 'x'.repeat(1_000_000);

let customer: PocketBase;
let other: PocketBase;
let sales: PocketBase;
let financeStaff: PocketBase;
let ids: Record<string, string>;

beforeAll(async () => {
  await seedPricing();
  customer = await fundedCustomer(370_000);
  other = await fundedCustomer(370_000);
  sales = (await newStaff(['sales'])).pb;
  financeStaff = await finance();
  const mine = await addManualItem(customer);
  const theirs = await addManualItem(other);
  const order = (await checkout(customer, { cartItems: [(await addManualItem(customer)).id] })).orders[0]!;
  const otherOrder = (await checkout(other, { cartItems: [(await addManualItem(other)).id] })).orders[0]!;
  const recharge = await customer
    .collection('recharges')
    .create({ user: customer.authStore.record!.id, amount: 50_000 });
  ids = {
    myCartItem: mine.id,
    theirCartItem: theirs.id,
    myOrder: order.id,
    theirOrder: otherOrder.id,
    recharge: recharge.id,
    me: customer.authStore.record!.id,
    them: other.authStore.record!.id,
  };
});

/** Any JSON value a careless or hostile client might send. */
function junk(): fc.Arbitrary<unknown> {
  const scalar = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.integer({ min: -1_000_000_000, max: -1 }),
    fc.constantFrom(0, -1, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 0.5, 1e21),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(MEGABYTE, '', ' ', 'approved', 'purchased', 'cancelled', '<script>', "' OR 1=1 --"),
    fc.constantFrom(...Object.values(ids)),
    fc.stringMatching(/^[a-z0-9]{15}$/),
  );
  return fc.oneof(
    { weight: 4, arbitrary: scalar },
    fc.array(scalar, { maxLength: 5 }),
    fc.dictionary(fc.constantFrom('id', 'unitPriceSrc', 'items', 'domesticShipping', 'x'), scalar, { maxKeys: 3 }),
  );
}

/** A body built from the route's field names (and stray ones), each missing or junk. */
function bodyOf(fields: string[]): fc.Arbitrary<unknown> {
  const object = fc.dictionary(fc.constantFrom(...fields, 'extra', '__proto__'), junk(), {
    maxKeys: fields.length + 1,
  });
  return fc.oneof({ weight: 6, arbitrary: object }, junk(), fc.constantFrom('not json', '[1,2', '"text"', ''));
}

function pathId(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...Object.values(ids)),
    fc.stringMatching(/^[a-z0-9]{15}$/),
    fc.string({ minLength: 1, maxLength: 30 }),
    fc.constantFrom('..', '%00', 'a'.repeat(500)),
  );
}

async function send(
  pb: PocketBase,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const raw = typeof body === 'string' && !body.startsWith('{') ? body : JSON.stringify(body);
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: raw ?? '',
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { message: text };
  }
  return { status: response.status, json };
}

/** Never a 5xx; a refusal is a 4xx with a message. */
function expectClientError({ status, json }: { status: number; json: Record<string, unknown> }) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(typeof json.message).toBe('string');
    expect((json.message as string).length).toBeGreaterThan(0);
  }
}

async function fuzz(pb: () => PocketBase, path: fc.Arbitrary<string>, fields: string[]) {
  await fc.assert(
    fc.asyncProperty(path, bodyOf(fields), async (p, body) => {
      expectClientError(await send(pb(), p, body));
    }),
    { numRuns: RUNS },
  );
}

const enc = (id: string) => encodeURIComponent(id);

describe('malformed requests get a 4xx with a message, never a 5xx', () => {
  it('on checkout', () => fuzz(() => customer, fc.constant('/api/shop/checkout'), ['cartItems']));

  it('on order cancel and pay-supplement', () =>
    fuzz(
      () => customer,
      fc
        .tuple(pathId(), fc.constantFrom('cancel', 'pay-supplement'))
        .map(([id, a]) => `/api/shop/orders/${enc(id)}/${a}`),
      [],
    ));

  it('on order transitions', () =>
    fuzz(
      () => sales,
      pathId().map((id) => `/api/admin/orders/${enc(id)}/transition`),
      ['to', 'sellerOrderNo', 'trackingCodes', 'prices'],
    ));

  it('on recharge and refund reviews', () =>
    fuzz(
      () => financeStaff,
      fc
        .tuple(fc.constantFrom('recharges', 'refunds'), pathId(), fc.constantFrom('approve', 'reject', 'other'))
        .map(([c, id, a]) => `/api/admin/${c}/${enc(id)}/${a}`),
      ['reason'],
    ));

  it('on wallet adjustments', () =>
    fuzz(() => financeStaff, fc.constant('/api/admin/wallets/adjust'), ['user', 'amount', 'reason']));

  it('on cart items, recharges and refunds created through the records API', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          { pb: () => customer, collection: 'cart_items' },
          { pb: () => customer, collection: 'recharges' },
          { pb: () => sales, collection: 'refunds' },
        ),
        bodyOf(['user', 'product', 'sku', 'link', 'title', 'qty', 'unit_price_src', 'amount', 'order', 'requested_by']),
        async ({ pb, collection }, body) => {
          expectClientError(await send(pb(), `/api/collections/${collection}/records`, body));
        },
      ),
      { numRuns: RUNS },
    ));

  it('and leave every wallet equal to its ledger', async () => {
    for (const pb of [customer, other]) {
      const ledger = await ledgerOf(pb.authStore.record!.id);
      expect(ledger.sum).toBe(ledger.balance);
      expect(ledger.balance).toBeGreaterThanOrEqual(0);
    }
  });

  it('without a session too', async () => {
    const anonymous = await newCustomer();
    anonymous.authStore.clear();
    for (const path of [
      '/api/shop/checkout',
      `/api/admin/orders/${ids.myOrder}/transition`,
      '/api/admin/wallets/adjust',
    ]) {
      const { status } = await send(anonymous, path, { cartItems: [ids.myCartItem] });
      expect([401, 403]).toContain(status);
    }
  });
});
