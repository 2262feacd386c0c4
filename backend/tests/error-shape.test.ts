import type PocketBase from 'pocketbase';
import type { ClientResponseError } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelOrder, checkout, transitionOrder, type OrderResponse } from '../../shared-contracts/src/api';
import { toFormErrors } from '../../shared-contracts/src/pocketbase/errors';
import { anonymous, newCustomer, newStaff } from '../testing/clients';
import { addManualItem, failure, finance, fundedCustomer, rawPost, seedPricing } from '../testing/fixtures';
import { declareParcel, inbound, rawInbound, uniqueCode } from '../testing/warehouse-fixtures';

// DESIGN section 8: custom routes answer PocketBase's error shape, `data.<field>` being one
// `{ code, message }` item (plus `params` when there are any), which the shell's form-error
// mapping (`toFormErrors`) shows next to the field.

/** One manual item of 100 CNY: 350,000 VND + the 20,000 minimum fee. */
const ONE_ITEM_TOTAL = 370_000;

let sales: PocketBase;
let warehouse: PocketBase;

beforeAll(async () => {
  await seedPricing();
  sales = (await newStaff(['sales'])).pb;
  warehouse = (await newStaff(['warehouse'])).pb;
});

/** A 400 whose `data[field]` is exactly one error item with this code and a text message. */
function expectFieldError(error: ClientResponseError, field: string, code: string): void {
  expect(error.status).toBe(400);
  const item = (error.response.data as Record<string, unknown>)[field];
  expect(item).toEqual({ code, message: expect.any(String) });
  expect((item as { message: string }).message).not.toBe('');
  expect(toFormErrors(error).fields[field]).toBe((item as { message: string }).message);
}

async function placedOrder(): Promise<OrderResponse> {
  const pb = await fundedCustomer(ONE_ITEM_TOTAL);
  const item = await addManualItem(pb);
  const { orders } = await checkout(pb, { cartItems: [item.id] });
  return orders[0]!;
}

describe('the per-field data of a custom-route error', () => {
  it('names the field of an order transition to an unknown status', async () => {
    const order = await placedOrder();
    // Raw: the typed client refuses to send a status it does not know.
    const error = await failure(rawPost(sales, `/api/admin/orders/${order.id}/transition`, { to: 'bogus' }));
    expectFieldError(error, 'to', 'validation_invalid_value');
    expect(toFormErrors(error).fields.to).toMatch(/must be one of/i);
  });

  it('names the missing seller order number of a refused transition', async () => {
    const order = await placedOrder();
    // Raw: the typed client refuses `purchased` without the seller order number.
    const error = await failure(rawPost(sales, `/api/admin/orders/${order.id}/transition`, { to: 'purchased' }));
    expectFieldError(error, 'sellerOrderNo', 'validation_required');
  });

  it('names the status of an order transition the pipeline does not allow', async () => {
    const order = await placedOrder();
    const error = await failure(transitionOrder(sales, order.id, { to: 'completed' }));
    expectFieldError(error, 'status', 'invalid_transition');
    expect(error.message).toMatch(/Cannot move order \S+ from placed to completed/);
  });

  it('names the field of a malformed checkout body', async () => {
    const pb = await newCustomer();
    // Raw: these bodies are malformed on purpose; the typed client would refuse to send them.
    expectFieldError(
      await failure(rawPost(pb, '/api/shop/checkout', { cartItems: 'not-a-list' })),
      'cartItems',
      'validation_not_a_list',
    );
    expectFieldError(await failure(rawPost(pb, '/api/shop/checkout', {})), 'cartItems', 'validation_required');
    expectFieldError(
      await failure(rawPost(pb, '/api/shop/checkout', { cartItems: ['../etc/passwd'] })),
      'cartItems',
      'validation_invalid_id',
    );
  });

  it('names the body of a request whose body is not a JSON object', async () => {
    // Raw: the typed client only sends objects.
    const error = await failure(rawPost(await newCustomer(), '/api/shop/checkout', ['not', 'an', 'object']));
    expectFieldError(error, 'body', 'validation_not_an_object');
  });

  it('names the weight of an inbound scan that is not a weight', async () => {
    // Raw: the typed client refuses a weight that is not a positive number and a malformed code.
    expectFieldError(
      await failure(rawInbound(warehouse, { trackingCode: uniqueCode(), weightKg: 'heavy' })),
      'weightKg',
      'validation_not_a_number',
    );
    expectFieldError(
      await failure(rawInbound(warehouse, { trackingCode: uniqueCode(), weightKg: 0 })),
      'weightKg',
      'validation_min',
    );
    expectFieldError(
      await failure(rawInbound(warehouse, { trackingCode: 'a b' })),
      'trackingCode',
      'validation_invalid_format',
    );
  });

  it('names the already-received code of a second inbound scan', async () => {
    const trackingCode = uniqueCode();
    await inbound(warehouse, { trackingCode });
    expectFieldError(await failure(inbound(warehouse, { trackingCode })), 'trackingCode', 'already_received');
  });

  it('names the tracking code of a parcel declared twice by the same customer', async () => {
    const trackingCode = uniqueCode();
    const customer = await newCustomer();
    await declareParcel(customer, { tracking_code: trackingCode });
    expectFieldError(
      await failure(declareParcel(customer, { tracking_code: trackingCode })),
      'tracking_code',
      'already_registered',
    );
  });

  it('gives the shortfall of a refused payment as one item with the amount in params', async () => {
    const pb = await fundedCustomer(ONE_ITEM_TOTAL - 1);
    const item = await addManualItem(pb);
    const error = await failure(checkout(pb, { cartItems: [item.id] }));
    expect(error.status).toBe(400);
    expect(error.response.data.shortfall).toEqual({
      code: 'insufficient_balance',
      message: expect.any(String),
      params: { amount: 1 },
    });
    expect(toFormErrors(error).fields.shortfall).toMatch(/short by 1 VND/i);
  });
});

/**
 * A refusal about no field: the code is in `data.auth` (401, 403) or `data.resource` (404), its
 * message the error's own, and a form takes it for the whole form, not for a field.
 */
function expectCodedRefusal(error: ClientResponseError, status: number, name: string, code: string): void {
  expect(error.status).toBe(status);
  expect(error.response.data).toEqual({ [name]: { code, message: error.response.message } });
  expect(error.response.message).not.toBe('');
  expect(toFormErrors(error)).toEqual({ message: error.response.message, fields: {} });
}

const CANCEL = { to: 'cancelled', reason: 'Out of stock.' } as const;

describe('the code of a refusal about no field', () => {
  it('answers a custom route without a session with 401 unauthorized', async () => {
    expectCodedRefusal(
      await failure(checkout(anonymous(), { cartItems: ['aaaaaaaaaaaaaaa'] })),
      401,
      'auth',
      'unauthorized',
    );
    const order = await placedOrder();
    expectCodedRefusal(await failure(transitionOrder(anonymous(), order.id, CANCEL)), 401, 'auth', 'unauthorized');
  });

  it('answers the wrong kind of account or a missing role with 403 forbidden', async () => {
    const order = await placedOrder();
    expectCodedRefusal(await failure(checkout(sales, { cartItems: ['aaaaaaaaaaaaaaa'] })), 403, 'auth', 'forbidden');
    expectCodedRefusal(await failure(transitionOrder(await newCustomer(), order.id, CANCEL)), 403, 'auth', 'forbidden');
    const error = await failure(transitionOrder(warehouse, order.id, CANCEL));
    expectCodedRefusal(error, 403, 'auth', 'forbidden');
    expect(error.message).toMatch(/roles: admin, sales/);
  });

  it('answers an unknown or foreign record with 404 not_found', async () => {
    const order = await placedOrder();
    expectCodedRefusal(await failure(transitionOrder(sales, 'aaaaaaaaaaaaaaa', CANCEL)), 404, 'resource', 'not_found');
    expectCodedRefusal(await failure(cancelOrder(await newCustomer(), order.id)), 404, 'resource', 'not_found');
  });

  it('answers an action a review route does not have with 404 not_found', async () => {
    // Raw: the typed client only builds approve and reject.
    expectCodedRefusal(
      await failure(rawPost(await finance(), '/api/admin/refunds/aaaaaaaaaaaaaaa/bogus', {})),
      404,
      'resource',
      'not_found',
    );
  });
});
