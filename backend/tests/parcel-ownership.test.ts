import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignParcel, checkout, quoteFulfillment, transitionOrder } from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, fundedCustomer, seedPricing } from '../testing/fixtures';
import {
  declareParcel,
  ensureSettings,
  failure,
  inbound,
  notificationsOf,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

// Who owns a parcel follows evidence (docs/parcels.md "Ownership"): the customer code written on it,
// an order's seller code, or a staff decision; a declaration alone is only a claim.

let admin: PocketBase;
let warehouse: PocketBase;

beforeAll(async () => {
  await ensureSettings();
  await seedPricing();
  admin = await superuser();
  warehouse = (await newStaff(['warehouse'])).pb;
});

const idOf = (pb: PocketBase) => pb.authStore.record!.id;
const codeOf = (pb: PocketBase) => String(pb.authStore.record!.code);

async function claimsOf(parcelId: string) {
  const rows = await admin
    .collection('parcel_claims')
    .getFullList({ filter: `parcel = "${parcelId}"`, sort: 'created' });
  // Claims made in one request share their `created` millisecond: order them by source.
  return rows
    .map((row) => ({ user: row.user as string, source: row.source as string, status: row.status as string }))
    .sort((a, b) => a.source.localeCompare(b.source));
}

describe('the customer code written on a parcel', () => {
  it('wins over another customer’s declaration, who is told and cannot claim it again', async () => {
    const stranger = await newCustomer();
    const owner = await newCustomer();
    const code = uniqueCode();
    const declared = await declareParcel(stranger, { tracking_code: code });

    const parcel = await inbound(warehouse, { trackingCode: code, customerCode: codeOf(owner).toLowerCase() });
    expect(parcel).toMatchObject({
      id: declared.id,
      user: idOf(owner),
      status: 'received',
      owner_basis: 'mark',
      marked_code: codeOf(owner),
      in_review: false,
    });
    const told = await notificationsOf(admin, idOf(stranger));
    expect(told.map((n) => n.title)).toContain(`Parcel ${code} is not yours`);
    // Evidence stands: the stranger's second try is refused, the parcel stays put.
    const again = await failure(declareParcel(stranger, { tracking_code: code }));
    expect(again.status).toBe(400);
    expect((await admin.collection('parcels').getOne(parcel.id)).in_review).toBe(false);
  });

  it('settles a review: the marked customer owns it, the other claim is rejected', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const code = uniqueCode();
    const declared = await declareParcel(first, { tracking_code: code });
    await declareParcel(second, { tracking_code: code });
    expect((await admin.collection('parcels').getOne(declared.id)).in_review).toBe(true);

    const parcel = await inbound(warehouse, { trackingCode: code, customerCode: codeOf(second) });
    expect(parcel).toMatchObject({ user: idOf(second), in_review: false, owner_basis: 'mark' });
    expect(await claimsOf(parcel.id)).toEqual([
      { user: idOf(second), source: 'declaration', status: 'accepted' },
      { user: idOf(first), source: 'owner', status: 'rejected' },
    ]);
  });

  it('owns a parcel nobody declared at once, and an unknown code is refused on its field', async () => {
    const owner = await newCustomer();
    const parcel = await inbound(warehouse, { trackingCode: uniqueCode(), customerCode: codeOf(owner) });
    expect(parcel).toMatchObject({ user: idOf(owner), status: 'received', owner_basis: 'mark' });
    const code = uniqueCode();
    const unknown = await failure(inbound(warehouse, { trackingCode: code, customerCode: 'ZZ999999' }));
    expect(unknown.status).toBe(400);
    expect(unknown.response.data).toHaveProperty('customerCode');
    const none = await admin.collection('parcels').getList(1, 1, { filter: `tracking_code = "${code}"` });
    expect(none.totalItems).toBe(0);
  });
});

describe('a held parcel', () => {
  it('does not ship until staff decide, then ships for the chosen customer', async () => {
    const { customer, userId, address, line } = await shippingSetup();
    const rival = await newCustomer();
    const code = uniqueCode();
    const declared = await declareParcel(customer, { tracking_code: code });
    await inbound(warehouse, { trackingCode: code });
    await declareParcel(rival, { tracking_code: code });

    const body = { parcels: [declared.id], address: address.id, line: line.id, insurance: false };
    const held = await failure(quoteFulfillment(customer, body));
    expect(held.status).toBe(400);
    expect(held.response.data).toHaveProperty('parcels.code', 'in_review');

    const decided = await assignParcel(warehouse, declared.id, { user: userId });
    expect(decided).toMatchObject({ user: userId, in_review: false, owner_basis: 'staff', status: 'received' });
    expect((await claimsOf(declared.id)).map((c) => c.status).sort()).toEqual(['accepted', 'rejected']);
    expect((await quoteFulfillment(customer, body)).total).toBeGreaterThan(0);
  });

  it('of an unidentified parcel claimed by two customers goes to the one staff choose', async () => {
    const code = uniqueCode();
    const parcel = await inbound(warehouse, { trackingCode: code });
    const first = await newCustomer();
    const second = await newCustomer();
    const claimed = await declareParcel(first, { tracking_code: code });
    expect(claimed).toMatchObject({ status: 'unidentified', in_review: true, user: idOf(first) });
    await declareParcel(second, { tracking_code: code });

    const decided = await assignParcel(warehouse, parcel.id, { user: idOf(second) });
    expect(decided).toMatchObject({ status: 'received', user: idOf(second), in_review: false });
    const lost = await notificationsOf(admin, idOf(first));
    expect(lost.map((n) => n.title)).toContain(`Parcel ${code} is not yours`);
    // The loser no longer sees it; the winner does.
    expect((await first.collection('parcels').getList(1, 1, { filter: `id = "${parcel.id}"` })).totalItems).toBe(0);
    expect((await second.collection('parcels').getOne(parcel.id)).status).toBe('received');
  });

  it('keeps one outcome when two customers claim the same unidentified code at once', async () => {
    const code = uniqueCode();
    const parcel = await inbound(warehouse, { trackingCode: code });
    const customers = await Promise.all([newCustomer(), newCustomer(), newCustomer()]);
    const answers = await Promise.allSettled(customers.map((c) => declareParcel(c, { tracking_code: code })));
    expect(answers.every((a) => a.status === 'fulfilled')).toBe(true);
    const stored = await admin.collection('parcels').getOne(parcel.id);
    expect(stored).toMatchObject({ status: 'unidentified', in_review: true });
    const claims = await claimsOf(parcel.id);
    expect(claims).toHaveLength(3);
    expect(new Set(claims.map((c) => c.user))).toEqual(new Set(customers.map(idOf)));
    expect(claims.map((c) => c.user)).toContain(stored.user);
  });
});

describe('the seller’s tracking code on an order', () => {
  it('attaches the parcel to the order’s customer over a stranger’s declaration', async () => {
    const buyer = await fundedCustomer(1_000_000);
    const sales = (await newStaff(['sales'])).pb;
    const item = await addManualItem(buyer);
    const { orders } = await checkout(buyer, { cartItems: [item.id] });
    const order = orders[0]!;
    await transitionOrder(sales, order.id, { to: 'purchased', sellerOrderNo: 'TB-OWN' });

    const stranger = await newCustomer();
    const code = uniqueCode();
    const declared = await declareParcel(stranger, { tracking_code: code });
    await transitionOrder(sales, order.id, { to: 'seller_shipped', trackingCodes: [code] });

    const parcel = await admin.collection('parcels').getOne(declared.id);
    expect(parcel).toMatchObject({ user: idOf(buyer), order: order.id, owner_basis: 'order', in_review: false });
    const told = await notificationsOf(admin, idOf(stranger));
    expect(told.map((n) => n.title)).toContain(`Parcel ${code} is not yours`);
    // A declaration cannot take it back.
    expect((await failure(declareParcel(stranger, { tracking_code: code }))).status).toBe(400);
  });
});
