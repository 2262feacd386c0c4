import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  approveRecharge,
  approveRefund,
  assignParcel,
  cancelFulfillment,
  checkout,
  createFulfillment,
  payFulfillment,
  paySupplement,
  rejectRecharge,
  rejectRefund,
  resolveComplaint,
  transitionFulfillment,
  transitionOrder,
} from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, failure, fundedCustomer } from '../testing/fixtures';
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
    const { orders } = await checkout(customer, { cartItems: [item.id] });
    const orderId = orders[0]!.id;
    expectInvalidTransition(
      await failure(transitionOrder(sales.pb, orderId, { to: 'completed' })),
      'order',
      'placed',
      'completed',
    );
    expectInvalidTransition(await failure(paySupplement(customer, orderId)), 'order', 'placed', 'purchased');

    const setup = await shippingSetup();
    const parcel = await inbound(setup.warehouse.pb, { trackingCode: uniqueCode() });
    const assigned = await assignParcel(setup.warehouse.pb, parcel.id, { user: setup.userId });
    expectInvalidTransition(
      await failure(assignParcel(setup.warehouse.pb, assigned.id, { user: setup.userId })),
      'parcel',
      'received',
      'received',
    );
    const draft = await createFulfillment(setup.customer, {
      parcels: [assigned.id],
      address: setup.address.id,
      line: setup.line.id,
      insurance: false,
    });
    expectInvalidTransition(
      await failure(transitionFulfillment(setup.warehouse.pb, draft.id, { to: 'packing' })),
      'fulfillment',
      'draft',
      'packing',
    );
    await cancelFulfillment(setup.customer, draft.id);
    expectInvalidTransition(
      await failure(payFulfillment(setup.customer, draft.id)),
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
    await rejectRecharge(finance.pb, recharge.id, { reason: 'No transfer.' });
    expectInvalidTransition(
      await failure(approveRecharge(finance.pb, recharge.id)),
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
    await approveRefund(finance.pb, refund.id);
    expectInvalidTransition(await failure(rejectRefund(finance.pb, refund.id)), 'refund', 'approved', 'rejected');

    const complaint = await customer
      .collection('complaints')
      .create({ user: userId, type: 'other', description: 'Late.' });
    await resolveComplaint(sales.pb, complaint.id, { resolution: 'Sorry.', reject: true });
    expectInvalidTransition(
      await failure(resolveComplaint(sales.pb, complaint.id, { resolution: 'Again.' })),
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
    await approveRecharge(finance.pb, recharge.id);
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
