import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkout as checkoutRoute } from '../../shared-contracts/src/api';
import { newCustomer, superuser } from '../testing/clients';
import { addManualItem, createProduct, failure, fundedCustomer, ledgerOf, seedPricing } from '../testing/fixtures';

/** 100 CNY × 3,500 = 350,000 VND; 5 % = 17,500 is below the 20,000 minimum. */
const ONE_ITEM_TOTAL = 370_000;

function checkout(pb: PocketBase, cartItems: string[]) {
  return checkoutRoute(pb, { cartItems });
}

beforeAll(() => seedPricing());

describe('cart items', () => {
  it('take title, shop, link and price from the product and its variant', async () => {
    const product = await createProduct({
      title: 'Linen shirt',
      shop: 'Linen House',
      price_src: 5_000,
      variants: [
        { sku: 'S-WHITE', name: 'S / white', price_src: 6_000 },
        { sku: 'M-BLUE', name: 'M / blue' },
      ],
    });
    const pb = await newCustomer();
    const item = await pb.collection('cart_items').create({
      user: pb.authStore.record!.id,
      product: product.id,
      sku: 'S-WHITE',
      qty: 2,
      title: 'Cheap shirt',
      unit_price_src: 1,
      shop: 'Elsewhere',
    });
    expect(item).toMatchObject({
      title: 'Linen shirt',
      shop: 'Linen House',
      unit_price_src: 6_000,
      variant: 'S / white',
    });
    const other = await pb.collection('cart_items').update(item.id, { sku: 'M-BLUE', unit_price_src: 1 });
    expect(other).toMatchObject({ unit_price_src: 5_000, variant: 'M / blue' });
  });

  it('refuse a sku the product does not have', async () => {
    const product = await createProduct({ variants: [{ sku: 'A', name: 'A', price_src: 100 }] });
    const pb = await newCustomer();
    const error = await failure(
      pb.collection('cart_items').create({ user: pb.authStore.record!.id, product: product.id, sku: 'NOPE', qty: 1 }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('sku');
  });

  it('need a link, a title and a price above 0 when entered by hand', async () => {
    const pb = await newCustomer();
    expect((await failure(addManualItem(pb, { link: '' }))).status).toBe(400);
    expect((await failure(addManualItem(pb, { title: '' }))).status).toBe(400);
    expect((await failure(addManualItem(pb, { unit_price_src: 0 }))).status).toBe(400);
    expect((await addManualItem(pb)).unit_price_src).toBe(10_000);
  });

  it('hold 1 to 999 pieces', async () => {
    const pb = await newCustomer();
    expect((await failure(addManualItem(pb, { qty: 0 }))).status).toBe(400);
    expect((await failure(addManualItem(pb, { qty: 1000 }))).status).toBe(400);
    expect((await addManualItem(pb, { qty: 999 })).qty).toBe(999);
  });

  it("cannot be put in another customer's cart", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const error = await failure(addManualItem(a, { user: b.authStore.record!.id }));
    expect([400, 403]).toContain(error.status);
  });
});

describe('checkout', () => {
  it('makes one paid order per shop with the breakdown of the current rate and fee tiers', async () => {
    const pb = await fundedCustomer(20_000_000);
    const userId = pb.authStore.record!.id;
    const a1 = await addManualItem(pb, { shop: 'Shop A', qty: 2, unit_price_src: 10_000 });
    const a2 = await addManualItem(pb, { shop: 'Shop A', qty: 1, unit_price_src: 5_050 });
    const b = await addManualItem(pb, { shop: 'Shop B', qty: 1, unit_price_src: 300_000 });
    const { orders } = await checkout(pb, [a1.id, a2.id, b.id]);
    expect(orders).toHaveLength(2);
    const shopA = orders.find((o) => o.shop === 'Shop A')!;
    const shopB = orders.find((o) => o.shop === 'Shop B')!;
    // 250.50 CNY × 3,500 = 876,750 VND; 5 % = 43,838 (rounded).
    expect(shopA).toMatchObject({
      status: 'placed',
      goods_value_src: 25_050,
      rate: 3500,
      goods_value: 876_750,
      service_fee: 43_838,
      domestic_shipping: 0,
      total: 920_588,
      paid: 920_588,
    });
    expect(shopA.code).toMatch(/^O\d{4}-\d{6}$/);
    // 3,000 CNY = 10,500,000 VND is above the first tier: 3 %.
    expect(shopB).toMatchObject({ goods_value: 10_500_000, service_fee: 315_000, total: 10_815_000 });

    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(20_000_000 - 920_588 - 10_815_000);
    expect(ledger.sum).toBe(ledger.balance);
    const payments = ledger.rows.filter((r) => r.kind === 'order_payment');
    expect(payments.map((r) => [r.ref, r.amount]).sort()).toEqual(
      [
        [shopA.id, -920_588],
        [shopB.id, -10_815_000],
      ].sort(),
    );
    expect(await pb.collection('cart_items').getFullList()).toEqual([]);
    const items = await pb.collection('order_items').getFullList({ filter: `order = '${shopA.id}'` });
    expect(items.map((i) => i.qty).sort()).toEqual([1, 2]);
  });

  it('tells the customer the order was placed', async () => {
    const pb = await fundedCustomer(ONE_ITEM_TOTAL);
    const { orders } = await checkout(pb, [(await addManualItem(pb)).id]);
    const notes = await pb.collection('notifications').getFullList();
    expect(notes.some((n) => n.title.includes(orders[0]!.code))).toBe(true);
  });

  it('refuses a balance that falls short with data.shortfall, and changes nothing', async () => {
    const pb = await fundedCustomer(ONE_ITEM_TOTAL - 1);
    const userId = pb.authStore.record!.id;
    const item = await addManualItem(pb);
    const error = await failure(checkout(pb, [item.id]));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/insufficient balance/i);
    expect(error.response.data.shortfall.params.amount).toBe(1);
    expect((await ledgerOf(userId)).balance).toBe(ONE_ITEM_TOTAL - 1);
    expect(await pb.collection('orders').getFullList()).toEqual([]);
    expect((await pb.collection('cart_items').getFullList()).map((i) => i.id)).toEqual([item.id]);
  });

  it("answers 404 for another customer's cart item and changes nothing", async () => {
    const a = await fundedCustomer(1_000_000);
    const b = await fundedCustomer(1_000_000);
    const mine = await addManualItem(a);
    const theirs = await addManualItem(b);
    expect((await failure(checkout(a, [mine.id, theirs.id]))).status).toBe(404);
    expect(await a.collection('orders').getFullList()).toEqual([]);
    expect((await ledgerOf(a.authStore.record!.id)).balance).toBe(1_000_000);
    expect((await b.collection('cart_items').getFullList()).map((i) => i.id)).toEqual([theirs.id]);
  });

  it('prices a catalog item at the product price of the moment of checkout', async () => {
    const product = await createProduct({ price_src: 10_000 });
    const pb = await fundedCustomer(10_000_000);
    const item = await pb
      .collection('cart_items')
      .create({ user: pb.authStore.record!.id, product: product.id, qty: 1 });
    await (await superuser()).collection('products').update(product.id, { price_src: 20_000 });
    const { orders } = await checkout(pb, [item.id]);
    expect(orders[0]).toMatchObject({ goods_value_src: 20_000, goods_value: 700_000 });
  });

  it('pays once when the same cart is checked out twice at the same time', async () => {
    const pb = await fundedCustomer(ONE_ITEM_TOTAL * 5);
    const items = [(await addManualItem(pb)).id, (await addManualItem(pb, { shop: 'Other Shop' })).id];
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => checkout(pb, items)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(404);
    const ledger = await ledgerOf(pb.authStore.record!.id);
    expect(ledger.rows.filter((r) => r.kind === 'order_payment')).toHaveLength(2);
    expect(ledger.balance).toBe(ONE_ITEM_TOTAL * 3);
    expect(ledger.sum).toBe(ledger.balance);
  });

  it('lets exactly 10 of 50 concurrent payments through a wallet that covers 10', async () => {
    const pb = await fundedCustomer(ONE_ITEM_TOTAL * 10);
    const userId = pb.authStore.record!.id;
    const items = await Promise.all(Array.from({ length: 50 }, () => addManualItem(pb)));
    const results = await Promise.allSettled(items.map((item) => checkout(pb, [item.id])));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as { status: number; message: string }] : [],
    );
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const error of refused) {
      expect(error.status).toBe(400);
      expect(error.message).toMatch(/insufficient balance/i);
    }
    const ledger = await ledgerOf(userId);
    expect(ledger.balance).toBe(0);
    expect(ledger.sum).toBe(0);
    expect(ledger.rows.filter((r) => r.kind === 'order_payment')).toHaveLength(10);
    expect(await pb.collection('orders').getFullList()).toHaveLength(10);
    expect(await pb.collection('cart_items').getFullList()).toHaveLength(40);
  });
});

describe('a cart item after it was added', () => {
  it('cannot become a manual item priced by the customer while keeping the catalog title and link', async () => {
    const product = await createProduct({ title: 'Catalog lamp', price_src: 50_000 });
    const pb = await newCustomer();
    const item = await pb
      .collection('cart_items')
      .create({ user: pb.authStore.record!.id, product: product.id, qty: 1 });
    const error = await failure(pb.collection('cart_items').update(item.id, { product: '', unit_price_src: 1 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('product');
    expect(await pb.collection('cart_items').getOne(item.id)).toMatchObject({
      product: product.id,
      title: 'Catalog lamp',
      unit_price_src: 50_000,
    });
  });

  it('keeps the link, title and price of a manual item', async () => {
    const pb = await newCustomer();
    const item = await addManualItem(pb);
    for (const patch of [{ unit_price_src: 1 }, { title: 'Other' }, { link: 'https://example.com/x' }]) {
      expect((await failure(pb.collection('cart_items').update(item.id, patch))).status).toBe(400);
    }
    expect((await pb.collection('cart_items').getOne(item.id)).unit_price_src).toBe(10_000);
  });

  it('still takes a new quantity, note and variant', async () => {
    const product = await createProduct({
      variants: [
        { sku: 'A', name: 'A', price_src: 100 },
        { sku: 'B', name: 'B', price_src: 200 },
      ],
    });
    const pb = await newCustomer();
    const item = await pb
      .collection('cart_items')
      .create({ user: pb.authStore.record!.id, product: product.id, sku: 'A', qty: 1 });
    const updated = await pb.collection('cart_items').update(item.id, { qty: 3, note: 'gift', sku: 'B' });
    expect(updated).toMatchObject({ qty: 3, note: 'gift', sku: 'B', unit_price_src: 200 });
    const manual = await addManualItem(pb);
    expect((await pb.collection('cart_items').update(manual.id, { qty: 2, note: 'red' })).qty).toBe(2);
  });
});
