import type { RecordModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { approveRecharge, approveRefund, checkout } from '../../shared-contracts/src/api';
import { newStaff } from '../testing/clients';
import { addManualItem, finance, fundedCustomer, seedPricing } from '../testing/fixtures';

// A ledger line read through the records API names what it is about (lib/ledger-references.js):
// the order, shipment or top-up with its code; a refund, the order it gave money back for.

beforeAll(async () => {
  await seedPricing();
});

describe('a ledger line', () => {
  it('carries the order, top-up and refunded order it is about, by code, for a list and a single line', async () => {
    const customer = await fundedCustomer(5_000_000);
    const userId = customer.authStore.record!.id;
    const item = await addManualItem(customer);
    const [order] = (await checkout(customer, { cartItems: [item.id] })).orders;
    const recharge = await customer.collection('recharges').create({ user: userId, amount: 200_000 });
    await approveRecharge(await finance(), recharge.id);
    const sales = await newStaff(['sales']);
    const refund = await sales.pb
      .collection('refunds')
      .create({ user: userId, order: order!.id, amount: 10_000, reason: 'test', requested_by: sales.id });
    await approveRefund(await finance(), refund.id);

    const rows = await customer.collection('wallet_transactions').getFullList({ sort: 'created' });
    const byKind = (kind: string) => rows.find((row) => row.kind === kind) as RecordModel;
    expect(byKind('adjustment').reference).toBeNull();
    expect(byKind('order_payment').reference).toEqual({ collection: 'orders', id: order!.id, code: order!.code });
    expect(byKind('recharge').reference).toEqual({
      collection: 'recharges',
      id: recharge.id,
      code: (await customer.collection('recharges').getOne(recharge.id)).reference,
    });
    expect(byKind('refund').reference).toEqual({ collection: 'orders', id: order!.id, code: order!.code });

    const one = await customer.collection('wallet_transactions').getOne(byKind('refund').id);
    expect(one.reference).toEqual({ collection: 'orders', id: order!.id, code: order!.code });
  });
});
