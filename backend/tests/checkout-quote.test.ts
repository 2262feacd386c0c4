import { describe, expect, it } from 'vitest';
import { cancelOrder, checkout, quoteCheckout, shortfallOf, transitionOrder } from '../../shared-contracts/src/api';
import { newStaff, superuser } from '../testing/clients';
import { addManualItem, createProduct, failure, fundedCustomer } from '../testing/fixtures';

// The checkout quote (POST /api/shop/checkout/quote) is what checkout charges, computed by the same
// function (lib/orders.js planCheckout); and every order keeps the timeline of its statuses.

describe('the checkout quote', () => {
  it('gives per shop exactly what checkout then charges, and stores nothing', async () => {
    const pb = await fundedCustomer(10_000_000);
    const product = await createProduct({ shop: 'Quote Shop A', price_src: 4_321 });
    const a = await pb.collection('cart_items').create({ user: pb.authStore.record!.id, product: product.id, qty: 3 });
    const b = await addManualItem(pb, { shop: 'Quote Shop B', unit_price_src: 99_99, qty: 2 });
    const quote = await quoteCheckout(pb, { cartItems: [a.id, b.id] });
    expect(quote.shops.map((shop) => [shop.shop, shop.cartItems, shop.pieces])).toEqual([
      ['Quote Shop A', [a.id], 3],
      ['Quote Shop B', [b.id], 2],
    ]);
    expect(quote.balance).toBe(10_000_000);
    expect(quote.balanceAfter).toBe(10_000_000 - quote.total);
    expect(quote.shortfall).toBe(0);
    expect(await pb.collection('orders').getFullList()).toHaveLength(0);

    const { orders } = await checkout(pb, { cartItems: [a.id, b.id] });
    const byShop = Object.fromEntries(orders.map((order) => [order.shop, order]));
    for (const shop of quote.shops) {
      const order = byShop[shop.shop]!;
      expect([
        order.goods_value_src,
        order.goods_value,
        order.service_fee,
        order.domestic_shipping,
        order.total,
      ]).toEqual([shop.goodsValueSrc, shop.goodsValue, shop.serviceFee, shop.domesticShipping, shop.total]);
      expect(order.rate).toBe(quote.rate);
    }
  });

  it('names the shortfall before paying, the same amount checkout refuses with', async () => {
    const pb = await fundedCustomer(50_000);
    const item = await addManualItem(pb, { unit_price_src: 100_00 });
    const quote = await quoteCheckout(pb, { cartItems: [item.id] });
    expect(quote.shortfall).toBe(quote.total - 50_000);
    expect(quote.balanceAfter).toBe(0);
    const error = await failure(checkout(pb, { cartItems: [item.id] }));
    expect(shortfallOf(error)).toBe(quote.shortfall);
  });

  it("404s another customer's cart item", async () => {
    const owner = await fundedCustomer(0);
    const item = await addManualItem(owner);
    const other = await fundedCustomer(0);
    expect((await failure(quoteCheckout(other, { cartItems: [item.id] }))).status).toBe(404);
  });
});

describe('the order timeline', () => {
  it('records every status with when and by whom', async () => {
    const pb = await fundedCustomer(10_000_000);
    const sales = (await newStaff(['sales'])).pb;
    const [first, second] = await Promise.all([addManualItem(pb), addManualItem(pb, { shop: 'Second Shop' })]);
    const { orders } = await checkout(pb, { cartItems: [first!.id, second!.id] });
    const [bought, cancelled] = orders;
    await transitionOrder(sales, bought!.id, { to: 'purchased', sellerOrderNo: 'TB-TL-1' });
    await cancelOrder(pb, cancelled!.id);
    const admin = await superuser();
    const history = async (id: string) =>
      (
        (await admin.collection('orders').getOne(id)).status_history as { status: string; by: string; at: string }[]
      ).map(({ status, by, at }) => [status, by, typeof at === 'string' && at.length > 0]);
    expect(await history(bought!.id)).toEqual([
      ['placed', 'customer', true],
      ['purchased', 'staff', true],
    ]);
    expect(await history(cancelled!.id)).toEqual([
      ['placed', 'customer', true],
      ['cancelled', 'customer', true],
    ]);
  });
});
