import { beforeAll, describe, expect, it } from 'vitest';
import { checkout, payFulfillment, pricesChangedOf, quoteCheckout } from '../../shared-contracts/src/api';
import { newStaff } from '../testing/clients';
import { createProduct, failure, fundedCustomer, ledgerOf } from '../testing/fixtures';
import { balanceOf, creditWallet, draftShipment, ensureSettings } from '../testing/warehouse-fixtures';

// A payment honours the total the customer saw (`expectedTotal`, lib/expected-total.js): when the
// price moved meanwhile, nothing is charged and the answer carries the new total.

describe('checkout after sales raised a price', () => {
  it('is refused with the new total and charges nothing; paying the new total then goes through', async () => {
    const pb = await fundedCustomer(10_000_000);
    const userId = pb.authStore.record!.id;
    const product = await createProduct({ shop: 'Moving Price Shop', price_src: 1_000 });
    const item = await pb.collection('cart_items').create({ user: userId, product: product.id, qty: 1 });
    const seen = await quoteCheckout(pb, { cartItems: [item.id] });

    const sales = (await newStaff(['sales'])).pb;
    await sales.collection('products').update(product.id, { price_src: 67_000 });
    const before = await ledgerOf(userId);
    const error = await failure(checkout(pb, { cartItems: [item.id], expectedTotal: seen.total }));
    const now = await quoteCheckout(pb, { cartItems: [item.id] });
    expect(now.total).toBeGreaterThan(seen.total);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^Prices changed: the total is now [\d,]+ VND, not the [\d,]+ VND you saw\./);
    expect(error.response.data.expectedTotal).toMatchObject({
      code: 'prices_changed',
      params: { total: now.total, expected: seen.total },
    });
    expect(pricesChangedOf(error)).toBe(now.total);
    expect(await ledgerOf(userId)).toEqual(before);
    expect(await pb.collection('orders').getFullList()).toHaveLength(0);
    expect((await pb.collection('cart_items').getOne(item.id)).id).toBe(item.id);

    const { orders } = await checkout(pb, { cartItems: [item.id], expectedTotal: now.total });
    expect(orders[0]!.total).toBe(now.total);
  });

  it('refuses a malformed total with a field error', async () => {
    const pb = await fundedCustomer(10_000_000);
    const product = await createProduct({ price_src: 1_000 });
    const item = await pb
      .collection('cart_items')
      .create({ user: pb.authStore.record!.id, product: product.id, qty: 1 });
    const error = await failure(
      pb.send('/api/shop/checkout', { method: 'POST', body: { cartItems: [item.id], expectedTotal: 'cheap' } }),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.expectedTotal.code).toBe('validation_not_a_number');
  });
});

describe('paying a shipment after its line’s price changed', () => {
  beforeAll(async () => {
    await ensureSettings();
  });

  it('is refused with the new total and charges nothing', async () => {
    const { draft, ...setup } = await draftShipment();
    const seen = draft.total as number;
    await creditWallet(setup.admin, setup.userId, seen * 10);
    const balance = await balanceOf(setup.admin, setup.userId);
    await setup.admin
      .collection('shipping_lines')
      .update(setup.line.id, { price_per_kg: (setup.line.price_per_kg as number) * 2 });

    const error = await failure(payFulfillment(setup.customer, draft.id, { expectedTotal: seen }));
    expect(error.status).toBe(400);
    const total = pricesChangedOf(error)!;
    expect(total).toBeGreaterThan(seen);
    expect(await balanceOf(setup.admin, setup.userId)).toBe(balance);
    expect((await setup.admin.collection('fulfillments').getOne(draft.id)).status).toBe('draft');

    const paid = await payFulfillment(setup.customer, draft.id, { expectedTotal: total });
    expect(paid.total).toBe(total);
    expect(await balanceOf(setup.admin, setup.userId)).toBe(balance - total);
  });
});
