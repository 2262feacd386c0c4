import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, failure, fundedCustomer, post } from '../testing/fixtures';
import { inbound, shippingSetup, uniqueCode } from '../testing/warehouse-fixtures';

// Every status change goes through lib/transitions.js against lib/machines.json: an illegal move of
// any machine is the same 400 on `data.status`, and a staff move is audited as `<machine>.<to>`.

const hooks = fileURLToPath(new URL('../pb_hooks/', import.meta.url));

function expectInvalidTransition(error: ClientResponseError, machine: string, from: string, to: string) {
  expect(error.status).toBe(400);
  expect(error.response.data).toEqual({
    status: { code: 'invalid_transition', message: `Cannot move ${machine} from ${from} to ${to}.` },
  });
  expect(error.message).toMatch(new RegExp(`^Cannot move ${machine} \\S+ from ${from} to ${to}\\b`));
}

describe('an illegal status change', () => {
  it('is the same 400 on data.status for an order, a fulfillment and a parcel', async () => {
    const customer = await fundedCustomer(1_000_000);
    const sales = await newStaff(['sales']);
    const item = await addManualItem(customer);
    const { orders } = await post<{ orders: { id: string }[] }>(customer, '/api/shop/checkout', {
      cartItems: [item.id],
    });
    const orderId = orders[0]!.id;
    expectInvalidTransition(
      await failure(post(sales.pb, `/api/admin/orders/${orderId}/transition`, { to: 'completed' })),
      'order',
      'placed',
      'completed',
    );
    expectInvalidTransition(
      await failure(post(customer, `/api/shop/orders/${orderId}/pay-supplement`)),
      'order',
      'placed',
      'purchased',
    );

    const setup = await shippingSetup();
    const parcel = await inbound(setup.warehouse.pb, { trackingCode: uniqueCode() });
    const assigned = await post(setup.warehouse.pb, `/api/admin/parcels/${parcel.id}/assign`, { user: setup.userId });
    expectInvalidTransition(
      await failure(post(setup.warehouse.pb, `/api/admin/parcels/${assigned.id}/assign`, { user: setup.userId })),
      'parcel',
      'received',
      'received',
    );
    const draft = await post(setup.customer, '/api/shop/fulfillments', {
      parcels: [assigned.id],
      address: setup.address.id,
      line: setup.line.id,
      insurance: false,
    });
    expectInvalidTransition(
      await failure(post(setup.warehouse.pb, `/api/admin/fulfillments/${draft.id}/transition`, { to: 'packing' })),
      'fulfillment',
      'draft',
      'packing',
    );
    await post(setup.customer, `/api/shop/fulfillments/${draft.id}/cancel`);
    expectInvalidTransition(
      await failure(post(setup.customer, `/api/shop/fulfillments/${draft.id}/pay`)),
      'fulfillment',
      'cancelled',
      'paid',
    );
  });

  it('is the same 400 on data.status for a recharge, a refund and a complaint', async () => {
    const customer = await fundedCustomer(1_000_000);
    const userId = customer.authStore.record!.id;
    const finance = await newStaff(['finance']);
    const sales = await newStaff(['sales']);
    const recharge = await customer.collection('recharges').create({ user: userId, amount: 100_000 });
    await post(finance.pb, `/api/admin/recharges/${recharge.id}/reject`, { reason: 'No transfer.' });
    expectInvalidTransition(
      await failure(post(finance.pb, `/api/admin/recharges/${recharge.id}/approve`)),
      'recharge',
      'rejected',
      'approved',
    );

    const order = await (
      await superuser()
    )
      .collection('orders')
      .create({ user: userId, status: 'completed', paid: 500_000, total: 500_000 });
    const refund = await sales.pb
      .collection('refunds')
      .create({ user: userId, order: order.id, amount: 10_000, reason: 'Late', requested_by: sales.id });
    await post(finance.pb, `/api/admin/refunds/${refund.id}/approve`);
    expectInvalidTransition(
      await failure(post(finance.pb, `/api/admin/refunds/${refund.id}/reject`)),
      'refund',
      'approved',
      'rejected',
    );

    const complaint = await customer
      .collection('complaints')
      .create({ user: userId, type: 'other', description: 'Late.' });
    await post(sales.pb, `/api/admin/complaints/${complaint.id}/resolve`, { resolution: 'Sorry.', reject: true });
    expectInvalidTransition(
      await failure(post(sales.pb, `/api/admin/complaints/${complaint.id}/resolve`, { resolution: 'Again.' })),
      'complaint',
      'rejected',
      'resolved',
    );
    expectInvalidTransition(
      await failure(sales.pb.collection('complaints').update(complaint.id, { status: 'in_progress' })),
      'complaint',
      'rejected',
      'in_progress',
    );
  });
});

describe('a staff status change', () => {
  it('is audited as <machine>.<to> with before { status: from } and after { from, to, ...payload }', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const finance = await newStaff(['finance']);
    const recharge = await customer
      .collection('recharges')
      .create({ user: customer.authStore.record!.id, amount: 100_000 });
    await post(finance.pb, `/api/admin/recharges/${recharge.id}/approve`);
    const rows = await admin.collection('audit_logs').getFullList({ filter: `record = '${recharge.id}'` });
    expect(rows.map((r) => [r.action, r.collection, r.staff, r.before, r.after])).toEqual([
      [
        'recharge.approved',
        'recharges',
        finance.id,
        { status: 'pending' },
        { from: 'pending', to: 'approved', status: 'approved', amount: 100_000, reason: '' },
      ],
    ]);
  });
});

describe('the hooks', () => {
  it('answer invalid_transition only from lib/transitions.js', () => {
    const files = [
      ...readdirSync(hooks).filter((name) => name.endsWith('.js')),
      ...readdirSync(join(hooks, 'lib'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => join('lib', name)),
    ];
    const users = files.filter((file) => readFileSync(join(hooks, file), 'utf8').includes("'invalid_transition'"));
    expect(users).toEqual([join('lib', 'transitions.js')]);
  });
});
