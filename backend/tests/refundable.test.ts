import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { approveRefund, checkout, getRefundable } from '../../shared-contracts/src/api';
import { anonymous, superuser } from '../testing/clients';
import { addManualItem, failure, finance, fundedCustomer } from '../testing/fixtures';
import { pngBlob } from '../testing/warehouse-fixtures';

// Customers ask for refunds on their own orders, within the cap GET /api/shop/refundable shows;
// they attach a transfer proof to their own pending top-up; the minimum top-up comes from settings.

async function paidOrder(balance = 10_000_000) {
  const pb = await fundedCustomer(balance);
  const item = await addManualItem(pb);
  const { orders } = await checkout(pb, { cartItems: [item.id] });
  return { pb, order: orders[0]! };
}

describe('a customer refund request', () => {
  it('shows the cap, refuses more, and counts a pending request against it', async () => {
    const { pb, order } = await paidOrder();
    const me = pb.authStore.record!.id;
    expect(await getRefundable(pb, { order: order.id })).toEqual({
      paid: order.paid,
      refunded: 0,
      left: order.paid,
      currency: 'VND',
    });
    const tooMuch = await failure(
      pb.collection('refunds').create({ user: me, order: order.id, amount: order.paid + 1, reason: 'broken' }),
    );
    expect(tooMuch.status).toBe(400);
    expect(Object.keys(tooMuch.response.data)).toContain('amount');

    const request = await pb
      .collection('refunds')
      .create({ user: me, order: order.id, amount: 10_000, reason: 'broken' });
    expect([request.status, request.requested_by]).toEqual(['requested', '']);
    expect((await getRefundable(pb, { order: order.id })).left).toBe(order.paid - 10_000);

    await approveRefund(await finance(), request.id, {});
    const after = await getRefundable(pb, { order: order.id });
    expect([after.refunded, after.left]).toEqual([10_000, order.paid - 10_000]);
  });

  it('needs a reason, and cannot name another customer or their order, nor set the review', async () => {
    const { pb, order } = await paidOrder();
    const me = pb.authStore.record!.id;
    const noReason = await failure(pb.collection('refunds').create({ user: me, order: order.id, amount: 1_000 }));
    expect(Object.keys(noReason.response.data)).toContain('reason');
    const other = await paidOrder();
    for (const body of [
      { user: me, order: other.order.id, amount: 1_000, reason: 'x' },
      { user: other.pb.authStore.record!.id, order: other.order.id, amount: 1_000, reason: 'x' },
      { user: me, order: order.id, amount: 1_000, reason: 'x', status: 'approved' },
      { user: me, order: order.id, amount: 1_000, reason: 'x', reviewed_by: 'abcdefghijklmno' },
    ]) {
      const error = await failure(pb.collection('refunds').create(body));
      expect([400, 403, 404]).toContain(error.status);
    }
    expect((await failure(getRefundable(pb, { order: other.order.id }))).status).toBe(404);
    expect((await failure(getRefundable(anonymous(), { order: order.id }))).status).toBe(401);
  });
});

describe('a top-up', () => {
  it('takes its proof after creation, once, only from its owner while pending', async () => {
    const pb = await fundedCustomer(0);
    const me = pb.authStore.record!.id;
    const recharge = await pb.collection('recharges').create({ user: me, amount: 500_000 });
    expect(recharge.reference).toMatch(/\S/);
    const form = () => {
      const data = new FormData();
      data.append('proof', pngBlob(), 'proof.png');
      return data;
    };
    const other = await fundedCustomer(0);
    const stranger = await failure(other.collection('recharges').update(recharge.id, form()));
    expect(stranger.status).toBe(404);
    const withProof = await pb.collection('recharges').update(recharge.id, form());
    expect(withProof.proof).toMatch(/\.png$/);
    expect((await failure(pb.collection('recharges').update(recharge.id, form()))).status).toBe(404);
    const cheat = await failure(pb.collection('recharges').update(recharge.id, { amount: 900_000_000 }));
    expect(cheat).toBeInstanceOf(ClientResponseError);
  });

  it('refuses less than the minimum of settings', async () => {
    const admin = await superuser();
    const settings = await admin.collection('settings').getFirstListItem("key = 'default'");
    await admin.collection('settings').update(settings.id, { min_recharge: 50_000 });
    try {
      const pb = await fundedCustomer(0);
      const error = await failure(pb.collection('recharges').create({ user: pb.authStore.record!.id, amount: 49_999 }));
      expect(error.response.data.amount.code).toBe('validation_min');
    } finally {
      await admin.collection('settings').update(settings.id, { min_recharge: 0 });
    }
  });
});
