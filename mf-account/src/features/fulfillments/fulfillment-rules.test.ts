import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  addAddressHref,
  chooseAddress,
  customerShipmentList,
  newestCreated,
  parseIdList,
  quoteProblem,
  shipmentActions,
  topUpHref,
} from './fulfillment-rules';

const A = 'parcel000000001';
const B = 'parcel000000002';

function refusal(status: number, data: Record<string, unknown>) {
  return new ClientResponseError({
    url: '/api/shop/fulfillments/quote',
    status,
    response: { status, message: 'No.', data },
  });
}

describe('parseIdList', () => {
  it('reads comma lists and repeated params, keeps well-formed ids once and in order', () => {
    expect(parseIdList([`${A}, ${B}`, A, 'nope', '../x'])).toEqual([A, B]);
    expect(parseIdList([])).toEqual([]);
  });

  it('keeps at most the 100 parcels a shipment takes', () => {
    const many = Array.from({ length: 120 }, (_, i) => `p${String(i).padStart(14, '0')}`);
    expect(parseIdList([many.join(',')])).toHaveLength(100);
  });
});

describe('chooseAddress', () => {
  const home = { id: 'address00000001', created: '2025-01-01 10:00:00.000Z' };
  const office = { id: 'address00000002', created: '2025-03-01 10:00:00.000Z' };
  const added = { id: 'address00000003', created: '2025-06-01 10:00:00.000Z' };

  it('takes the first (default) address, or the one in the URL when it is still there', () => {
    expect(chooseAddress([home, office], null, null)).toBe(home.id);
    expect(chooseAddress([home, office], office.id, null)).toBe(office.id);
    expect(chooseAddress([home, office], 'gone00000000000', null)).toBe(home.id);
    expect(chooseAddress([], null, null)).toBeUndefined();
  });

  it('takes the address added since the trip to the address form', () => {
    expect(chooseAddress([home, added, office], office.id, office.created)).toBe(added.id);
    expect(chooseAddress([added], null, '0')).toBe(added.id);
  });

  it('keeps the earlier choice when the form was left without adding one', () => {
    expect(chooseAddress([home, office], office.id, office.created)).toBe(office.id);
  });

  it('notes the newest address before the trip', () => {
    expect(newestCreated([home, office])).toBe(office.created);
    expect(newestCreated([])).toBe('0');
  });
});

describe('addAddressHref', () => {
  it('sends the customer to the address form and back here with the choice and the note', () => {
    const href = addAddressHref(
      new URLSearchParams(`parcels=${A},${B}&line=line00000000001`),
      '2025-03-01 10:00:00.000Z',
    );
    const url = new URL(href, 'http://app.test');
    expect(url.pathname).toBe('/account/address/forms');
    const back = new URL(url.searchParams.get('redirect') ?? '', 'http://app.test');
    expect(back.pathname).toBe('/account/fulfillment/create');
    expect(back.searchParams.get('parcels')).toBe(`${A},${B}`);
    expect(back.searchParams.get('line')).toBe('line00000000001');
    expect(back.searchParams.get('addedAfter')).toBe('2025-03-01 10:00:00.000Z');
  });
});

describe('quoteProblem', () => {
  it.each([
    [{ address: { code: 'no_zone', message: '' } }, 'fulfillmentCreate.problems.noZone'],
    [{ line: { code: 'wrong_zone', message: '' } }, 'fulfillmentCreate.problems.wrongZone'],
    [{ line: { code: 'inactive', message: '' } }, 'fulfillmentCreate.problems.lineInactive'],
    [{ parcels: { code: 'already_fulfilling', message: '' } }, 'fulfillmentCreate.problems.parcelHeld'],
    [{ parcels: { code: 'invalid_status', message: '' } }, 'fulfillmentCreate.problems.parcelNotReceived'],
  ])('words the refusal %j in our catalog', (data, key) => {
    expect(quoteProblem(refusal(400, data))).toBe(key);
  });

  it('leaves any other error to its own message', () => {
    expect(quoteProblem(refusal(400, { parcels: { code: 'validation_required', message: '' } }))).toBeNull();
    expect(quoteProblem(new Error('boom'))).toBeNull();
    expect(quoteProblem(refusal(404, {}))).toBe('fulfillmentCreate.problems.gone');
  });
});

describe('shipment status rules', () => {
  it("lists the customer's own shipments, newest first, by the shipment machine's tabs", () => {
    const list = customerShipmentList('customer0000001');
    expect(list.filter?.({})).toBe('user = "customer0000001"');
    expect(list.defaultSort).toBe('-created');
    expect(list.tabs?.machine).toBe('fulfillment');
  });

  it('offers pay and cancel on a draft, cancel on a paid one, a refund request once packing started', () => {
    expect(shipmentActions('draft')).toEqual({ pay: true, cancel: true, refund: false, complain: false });
    expect(shipmentActions('paid')).toEqual({ pay: false, cancel: true, refund: false, complain: true });
    expect(shipmentActions('packing')).toEqual({ pay: false, cancel: false, refund: true, complain: true });
    expect(shipmentActions('delivered')).toEqual({ pay: false, cancel: false, refund: true, complain: true });
    expect(shipmentActions('cancelled')).toEqual({ pay: false, cancel: false, refund: false, complain: false });
  });

  it('tops up exactly the missing amount and comes back to the checkout', () => {
    expect(topUpHref(125000, 'fulfil000000001')).toBe(
      `/account/recharge?amount=125000&return=${encodeURIComponent('/account/fulfillment/checkout?id=fulfil000000001')}`,
    );
  });
});
