import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  adjustWallet as adjustWalletRoute,
  approveRecharge,
  approveRefund,
  checkout,
  rejectRecharge,
  rejectRefund,
  type OrderResponse,
} from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from '../testing/clients';
import {
  addManualItem,
  adjustWallet,
  failure,
  finance,
  fundedCustomer,
  ledgerOf,
  rawPost,
  seedPricing,
} from '../testing/fixtures';

async function pendingRecharge(pb: PocketBase, amount = 200_000): Promise<RecordModel> {
  return pb.collection('recharges').create({ user: pb.authStore.record!.id, amount });
}

async function paidOrder(pb: PocketBase): Promise<OrderResponse> {
  const item = await addManualItem(pb);
  const { orders } = await checkout(pb, { cartItems: [item.id] });
  return orders[0]!;
}

describe('recharges', () => {
  it('are created pending with a NAP transfer reference made of the customer code', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb);
    expect(recharge.status).toBe('pending');
    expect(recharge.reference).toMatch(new RegExp(`^NAP${pb.authStore.record!.code}[A-Z0-9]{4}$`));
  });

  it('accept a proof image sent as a multipart form', async () => {
    const pb = await newCustomer();
    const form = new FormData();
    form.append('user', pb.authStore.record!.id);
    form.append('amount', '250000');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('proof', new Blob([png], { type: 'image/png' }), 'proof.png');
    const recharge = await pb.collection('recharges').create(form);
    expect(recharge).toMatchObject({ amount: 250_000, status: 'pending' });
    expect(recharge.proof).toMatch(/\.png$/);
  });

  it('refuse amounts outside 10,000–500,000,000 VND', async () => {
    const pb = await newCustomer();
    expect((await failure(pendingRecharge(pb, 9_999))).status).toBe(400);
    expect((await failure(pendingRecharge(pb, 500_000_001))).status).toBe(400);
    const error = await failure(pendingRecharge(pb, 1.5 as number));
    expect(error.status).toBe(400);
  });

  it('cannot be created already approved by the customer', async () => {
    const pb = await newCustomer();
    const error = await failure(
      pb.collection('recharges').create({ user: pb.authStore.record!.id, amount: 100_000, status: 'approved' }),
    );
    expect(error.status).toBe(400);
  });

  it('credit the wallet once when approved, however often approval is submitted', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb, 300_000);
    const staff = await finance();
    const first = await approveRecharge(staff, recharge.id);
    const second = await approveRecharge(staff, recharge.id);
    expect(first.status).toBe('approved');
    expect(second.status).toBe('approved');
    const ledger = await ledgerOf(pb.authStore.record!.id);
    expect(ledger.balance).toBe(300_000);
    expect(ledger.sum).toBe(300_000);
    expect(ledger.rows.map((r) => [r.kind, r.ref])).toEqual([['recharge', recharge.id]]);
  });

  it('credit once when ten approvals arrive at the same time', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb, 150_000);
    const staff = await finance();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => approveRecharge(staff, recharge.id)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const ledger = await ledgerOf(pb.authStore.record!.id);
    expect(ledger.balance).toBe(150_000);
    expect(ledger.rows).toHaveLength(1);
  });

  it('cannot be approved once rejected: 400 naming both statuses, nothing credited', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb);
    const staff = await finance();
    await rejectRecharge(staff, recharge.id, { reason: 'No transfer received' });
    const error = await failure(approveRecharge(staff, recharge.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/rejected/);
    expect(error.message).toMatch(/approved/);
    expect((await staff.collection('recharges').getOne(recharge.id)).status).toBe('rejected');
    expect((await ledgerOf(pb.authStore.record!.id)).rows).toHaveLength(0);
  });

  it('need a reason to be rejected', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb);
    // Raw: the typed client refuses a rejection without a reason.
    const error = await failure(rawPost(await finance(), `/api/admin/recharges/${recharge.id}/reject`, {}));
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('reason');
  });

  it('are approved only by finance or admin staff', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb);
    const sales = await newStaff(['sales']);
    expect((await failure(approveRecharge(sales.pb, recharge.id))).status).toBe(403);
    expect([401, 403]).toContain((await failure(approveRecharge(pb, recharge.id))).status);
    const admin = await newStaff(['admin']);
    expect((await approveRecharge(admin.pb, recharge.id)).status).toBe('approved');
  });

  it('tell the customer when approved', async () => {
    const pb = await newCustomer();
    const recharge = await pendingRecharge(pb, 120_000);
    await approveRecharge(await finance(), recharge.id);
    const notes = await pb.collection('notifications').getFullList();
    expect(notes.map((n) => n.title).join('\n')).toMatch(/approved/);
  });
});

describe('refunds', () => {
  async function requestRefund(sales: PocketBase, salesId: string, order: OrderResponse, amount: number) {
    return sales
      .collection('refunds')
      .create({ user: order.user, order: order.id, amount, reason: 'Item missing', requested_by: salesId });
  }

  it('cannot exceed what the customer paid on the order', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await paidOrder(pb);
    const sales = await newStaff(['sales']);
    const error = await failure(requestRefund(sales.pb, sales.id, order, order.paid + 1));
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('amount');
    const refund = await requestRefund(sales.pb, sales.id, order, order.paid);
    expect(refund.status).toBe('requested');
    expect((await failure(requestRefund(sales.pb, sales.id, order, 1))).status).toBe(400);
  });

  it('credit the wallet once when ten approvals arrive at the same time', async () => {
    const pb = await fundedCustomer(1_000_000);
    const userId = pb.authStore.record!.id;
    const order = await paidOrder(pb);
    const sales = await newStaff(['sales']);
    const refund = await requestRefund(sales.pb, sales.id, order, 50_000);
    const before = (await ledgerOf(userId)).balance;
    const staff = await finance();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => approveRefund(staff, refund.id)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(before + 50_000);
    expect(ledger.sum).toBe(ledger.balance);
    expect(ledger.rows.filter((r) => r.kind === 'refund')).toHaveLength(1);
  });

  it('cannot be approved once rejected', async () => {
    const pb = await fundedCustomer(1_000_000);
    const order = await paidOrder(pb);
    const sales = await newStaff(['sales']);
    const refund = await requestRefund(sales.pb, sales.id, order, 10_000);
    const staff = await finance();
    expect((await rejectRefund(staff, refund.id, { reason: 'Not justified' })).status).toBe('rejected');
    const error = await failure(approveRefund(staff, refund.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/rejected.*approved/);
  });
});

describe('wallet adjustments', () => {
  it('never take the balance below zero, and say by how much it falls short', async () => {
    const pb = await fundedCustomer(50_000);
    const userId = pb.authStore.record!.id;
    const error = await failure(adjustWallet(userId, -80_000));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/insufficient balance/i);
    expect(error.response.data.shortfall).toMatchObject({ code: 'insufficient_balance', params: { amount: 30_000 } });
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(50_000);
    expect(ledger.sum).toBe(50_000);
  });

  it('refuse a balance too large to count exactly, with its code', async () => {
    const pb = await newCustomer();
    const userId = pb.authStore.record!.id;
    await (await superuser()).collection('users').update(userId, { balance: Number.MAX_SAFE_INTEGER - 10 });
    const error = await failure(adjustWallet(userId, 1000));
    expect(error.status).toBe(400);
    expect(error.response.data).toEqual({
      amount: { code: 'balance_too_large', message: 'The balance would be too large.' },
    });
    expect((await ledgerOf(userId)).rows).toEqual([]);
  });

  it('keep the balance equal to the sum of the ledger', async () => {
    const pb = await fundedCustomer(100_000);
    const userId = pb.authStore.record!.id;
    await adjustWallet(userId, -40_000);
    await adjustWallet(userId, 5_000);
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(65_000);
    expect(ledger.sum).toBe(65_000);
    expect(ledger.rows.map((r) => r.balance_after)).toEqual([100_000, 60_000, 65_000]);
  });

  it('need a reason and a non-zero amount, and are written to the audit log', async () => {
    await seedPricing();
    const pb = await newCustomer();
    const userId = pb.authStore.record!.id;
    const staff = await finance();
    // Raw: the typed client refuses an adjustment without a reason or of 0.
    const noReason = await failure(rawPost(staff, '/api/admin/wallets/adjust', { user: userId, amount: 1000 }));
    expect(Object.keys(noReason.response.data)).toContain('reason');
    const zero = await failure(rawPost(staff, '/api/admin/wallets/adjust', { user: userId, amount: 0, reason: 'x' }));
    expect(Object.keys(zero.response.data)).toContain('amount');
    await adjustWalletRoute(staff, { user: userId, amount: 1000, reason: 'Goodwill' });
    const logs = await (await superuser()).collection('audit_logs').getFullList({ filter: `record = '${userId}'` });
    expect(logs.map((l) => l.action)).toEqual(['wallet.adjust']);
  });

  it('cannot be written by customers through the records API', async () => {
    const pb = await fundedCustomer(10_000);
    const userId = pb.authStore.record!.id;
    const error = await failure(
      pb.collection('wallet_transactions').create({ user: userId, amount: 1_000_000, kind: 'recharge', ref: 'x' }),
    );
    expect([400, 403]).toContain(error.status);
    expect((await ledgerOf(userId)).balance).toBe(10_000);
  });
});
