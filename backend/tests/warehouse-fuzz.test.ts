import fc from 'fast-check';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiUrl, newCustomer, newStaff } from '../testing/clients';
import { ensureSettings, receivedParcel, shippingSetup } from '../testing/warehouse-fixtures';

const RUNS = 40;

// Raw on purpose (`send`, `sendForm`): junk bodies and paths the typed clients would refuse to build.

interface Outcome {
  status: number;
  message: unknown;
}

/** Sends a raw body (any JSON value, or text that is not JSON at all) as the signed-in client. */
async function send(pb: PocketBase, path: string, body: { json: unknown } | { text: string }): Promise<Outcome> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: pb.authStore.token },
    body: 'json' in body ? JSON.stringify(body.json) : body.text,
  });
  const payload = (await response.json().catch(() => ({}))) as { message?: unknown };
  return { status: response.status, message: payload.message };
}

/** Sends multipart form fields as the signed-in client. */
async function sendForm(pb: PocketBase, path: string, fields: [string, string][]): Promise<Outcome> {
  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { Authorization: pb.authStore.token },
    body: form,
  });
  const payload = (await response.json().catch(() => ({}))) as { message?: unknown };
  return { status: response.status, message: payload.message };
}

function expectClientError(outcome: Outcome) {
  expect(outcome.status).toBeGreaterThanOrEqual(400);
  expect(outcome.status).toBeLessThan(500);
  expect(typeof outcome.message).toBe('string');
  expect((outcome.message as string).length).toBeGreaterThan(0);
}

const recordId = fc.stringMatching(/^[a-z0-9]{15}$/);
const junk = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 60 }),
  fc.integer(),
  fc.double(),
  recordId,
  fc.array(fc.oneof(recordId, fc.string()), { maxLength: 4 }),
);
/** A body: any JSON value, an object using the route's own keys with junk values, or broken JSON. */
function bodies(keys: string[]) {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((json) => ({ json })),
    fc.dictionary(fc.constantFrom(...keys), junk, { maxKeys: keys.length }).map((json) => ({ json })),
    fc.string({ maxLength: 40 }).map((text) => ({ text: `{${text}` })),
  );
}
const pathIds = fc.oneof(recordId, fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent));

let customer: PocketBase;
let warehouse: PocketBase;
let sales: PocketBase;

beforeAll(async () => {
  await ensureSettings();
  customer = await newCustomer();
  warehouse = (await newStaff(['warehouse'])).pb;
  sales = (await newStaff(['sales'])).pb;
});

describe('malformed requests to the warehouse and fulfillment routes', () => {
  it('quote and draft bodies always get a 4xx with a message', async () => {
    const keys = ['parcels', 'address', 'line', 'insurance'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/shop/fulfillments/quote', '/api/shop/fulfillments'),
        bodies(keys),
        async (path, body) => {
          expectClientError(await send(customer, path, body));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('pay and cancel of unknown ids always get a 4xx with a message', async () => {
    await fc.assert(
      fc.asyncProperty(pathIds, fc.constantFrom('pay', 'cancel'), bodies(['x']), async (id, action, body) => {
        expectClientError(await send(customer, `/api/shop/fulfillments/${id}/${action}`, body));
      }),
      { numRuns: RUNS },
    );
  });

  it('inbound JSON bodies always get a 4xx with a message', async () => {
    const keys = ['trackingCode', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'shelf', 'photos'];
    await fc.assert(
      fc.asyncProperty(bodies(keys), async (body) => {
        const outcome = await send(warehouse, '/api/admin/parcels/inbound', body);
        // A body that happens to be a complete, valid scan is accepted; anything else is a 4xx.
        if (outcome.status === 200) return;
        expectClientError(outcome);
      }),
      { numRuns: RUNS },
    );
  });

  it('inbound multipart forms with bad fields always get a 4xx with a message', async () => {
    const field = fc.tuple(
      fc.constantFrom('trackingCode', 'weightKg', 'lengthCm', 'widthCm', 'heightCm', 'shelf'),
      fc.oneof(fc.string({ maxLength: 60 }), fc.double().map(String), fc.constantFrom('-1', '0', '1e9', 'NaN', '')),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(field, { maxLength: 8 }), async (fields) => {
        const outcome = await sendForm(warehouse, '/api/admin/parcels/inbound', fields);
        if (outcome.status === 200) return;
        expectClientError(outcome);
      }),
      { numRuns: RUNS },
    );
  });

  it('assign and fulfillment transition bodies always get a 4xx with a message', async () => {
    const { customer: owner, warehouse: wh } = await shippingSetup();
    const parcel = await receivedParcel(owner, wh.pb);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(pathIds, fc.constant(parcel.id)),
        fc.constantFrom('/api/admin/parcels/:id/assign', '/api/admin/fulfillments/:id/transition'),
        bodies(['user', 'to', 'weightKg', 'carrier', 'trackingNo']),
        async (id, route, body) => {
          expectClientError(await send(warehouse, route.replace(':id', id), body));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('complaint resolutions always get a 4xx with a message for unknown complaints or bad bodies', async () => {
    await fc.assert(
      fc.asyncProperty(pathIds, bodies(['resolution', 'refundAmount', 'reject']), async (id, body) => {
        expectClientError(await send(sales, `/api/admin/complaints/${id}/resolve`, body));
      }),
      { numRuns: RUNS },
    );
  });

  it('parcel declarations with junk fields always get a 4xx with a message or a stored parcel', async () => {
    const me = () => customer.authStore.record!.id;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('tracking_code', 'description', 'declared_value'), junk),
        async (fields) => {
          const outcome = await send(customer, '/api/collections/parcels/records', { json: { ...fields, user: me() } });
          if (outcome.status === 200) return;
          expectClientError(outcome);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
