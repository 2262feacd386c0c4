import { beforeAll, describe, expect, it } from 'vitest';
import { payFulfillment, returnParcel, transitionFulfillment, undoInbound } from '../../shared-contracts/src/api';
import { newStaff } from '../testing/clients';
import {
  balanceOf,
  creditWallet,
  declareParcel,
  draftShipment,
  ensureSettings,
  failure,
  inbound,
  notificationsOf,
  receivedParcel,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

// The warehouse's own exits (issue 11): a parcel sent back, and a paid shipment cancelled before
// packing with its refund. Each in one transaction, audited and told to the customer.

beforeAll(async () => {
  await ensureSettings();
});

async function paidShipment() {
  const { draft, ...setup } = await draftShipment();
  await creditWallet(setup.admin, setup.userId, draft.total as number);
  const paid = await payFulfillment(setup.customer, draft.id);
  return { ...setup, paid };
}

describe('undoing the scan of a parcel a shipment holds', () => {
  it('is refused as a return is, and leaves the parcel received', async () => {
    const { warehouse, parcel, admin } = await paidShipment();
    const error = await failure(undoInbound(warehouse.pb, parcel.id, { updated: parcel.updated }));
    expect(error.status).toBe(400);
    expect(error.response.data.status.code).toBe('in_shipment');
    expect(await admin.collection('parcels').getOne(parcel.id)).toMatchObject({ status: 'received', weight_kg: 1 });
  });
});

describe('a returned parcel', () => {
  it('goes back with the reason its owner reads, in the audit log', async () => {
    const setup = await shippingSetup();
    const parcel = await receivedParcel(setup.customer, setup.warehouse.pb);
    const returned = await returnParcel(setup.warehouse.pb, parcel.id, { reason: 'Refused: the box was crushed.' });
    expect(returned.status).toBe('returned');
    const notes = await notificationsOf(setup.admin, setup.userId);
    expect(notes.at(-1)).toMatchObject({
      title: `Parcel ${parcel.tracking_code} was returned`,
      body: 'Refused: the box was crushed.',
    });
    const logs = await setup.admin.collection('audit_logs').getFullList({ filter: `record = '${parcel.id}'` });
    expect(logs.map((log) => log.action)).toContain('parcel.returned');
  });

  it('may be an unidentified or an expected one, never one a shipment holds or one already gone', async () => {
    const setup = await shippingSetup();
    const stranger = await inbound(setup.warehouse.pb, { trackingCode: uniqueCode('U') });
    expect((await returnParcel(setup.warehouse.pb, stranger.id, { reason: 'Nobody claimed it.' })).status).toBe(
      'returned',
    );
    const declared = await declareParcel(setup.customer, { tracking_code: uniqueCode('E') });
    expect((await returnParcel(setup.warehouse.pb, declared.id, { reason: 'Seller recalled it.' })).status).toBe(
      'returned',
    );
    const again = await failure(returnParcel(setup.warehouse.pb, declared.id, { reason: 'Twice' }));
    expect(again.status).toBe(400);
    expect(again.response.data.status.code).toBe('invalid_transition');

    const { warehouse, parcel } = await paidShipment();
    const held = await failure(returnParcel(warehouse.pb, parcel.id, { reason: 'x' }));
    expect(held.status).toBe(400);
    expect(held.response.data.status.code).toBe('in_shipment');
  });

  it('is for the warehouse, and needs a reason', async () => {
    const setup = await shippingSetup();
    const parcel = await receivedParcel(setup.customer, setup.warehouse.pb);
    const sales = (await newStaff(['sales'])).pb;
    expect((await failure(returnParcel(sales, parcel.id, { reason: 'x' }))).status).toBe(403);
    const blank = await failure(
      setup.warehouse.pb.send(`/api/admin/parcels/${parcel.id}/return`, { method: 'POST', body: { reason: ' ' } }),
    );
    expect(blank.response.data.reason.code).toBe('validation_required');
  });
});

describe('a shipment cancelled by the warehouse', () => {
  it('refunds the customer once, says why, and leaves the parcels to ship again', async () => {
    const { admin, userId, warehouse, parcel, paid } = await paidShipment();
    expect(await balanceOf(admin, userId)).toBe(0);
    const cancelled = await transitionFulfillment(warehouse.pb, paid.id, {
      to: 'cancelled',
      reason: 'The address is outside the line’s area.',
    });
    expect(cancelled.status).toBe('cancelled');
    expect(await balanceOf(admin, userId)).toBe(paid.total);
    const notes = await notificationsOf(admin, userId);
    expect(notes.at(-1)!.body).toContain('The address is outside the line’s area.');
    expect((await admin.collection('parcels').getOne(parcel.id)).status).toBe('received');
    const again = await failure(transitionFulfillment(warehouse.pb, paid.id, { to: 'cancelled', reason: 'again' }));
    expect(again.status).toBe(400);
    expect(await balanceOf(admin, userId)).toBe(paid.total);
  });

  it('needs a reason and is refused once packing started', async () => {
    const { warehouse, paid } = await paidShipment();
    const bare = await failure(
      warehouse.pb.send(`/api/admin/fulfillments/${paid.id}/transition`, { method: 'POST', body: { to: 'cancelled' } }),
    );
    expect(bare.response.data.reason.code).toBe('validation_required');
    await transitionFulfillment(warehouse.pb, paid.id, { to: 'packing' });
    const late = await failure(transitionFulfillment(warehouse.pb, paid.id, { to: 'cancelled', reason: 'Too late' }));
    expect(late.status).toBe(400);
    expect(late.response.data.status.code).toBe('invalid_transition');
  });
});
