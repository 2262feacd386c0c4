import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProductByLink, getProduct, listShops, searchProducts } from '../../shared-contracts/src/api';
import { anonymous, superuser } from '../testing/clients';
import { createProduct, failure, seedPricing, TEST_RATE } from '../testing/fixtures';
import { startPocketBase, type PocketBaseProcess } from '../testing/start-pocketbase';

// The public catalog routes (pb_hooks/catalog.pb.js): word search through the trigram index,
// filters, sorts, pages, home prices from the server's rate, link matching.

const tag = () => Math.random().toString(36).slice(2, 8);

describe('catalog search', () => {
  it('finds products by a word inside their title, case-insensitively, with home prices at the rate', async () => {
    await seedPricing();
    const word = `zqx${tag()}`;
    const shop = `Shop ${tag()}`;
    const product = await createProduct({ title: `Áo khoác ${word.toUpperCase()} mùa đông`, shop, price_src: 12_345 });
    await createProduct({ title: `Something else ${tag()}`, shop });
    const result = await searchProducts(anonymous(), { q: word.slice(1) });
    expect(result.items.map((item) => item.id)).toEqual([product.id]);
    expect(result.rate).toBe(TEST_RATE);
    // 123.45 CNY × 3,500 = 432,075 VND
    expect(result.items[0]!.price_home).toBe(432_075);
    expect(result.hasMore).toBe(false);
  });

  it('filters by shop and price, sorts by price and pages 24 at a time', async () => {
    await seedPricing();
    const shop = `Paged ${tag()}`;
    for (let i = 0; i < 26; i += 1) await createProduct({ title: `Paged item ${i}`, shop, price_src: 1_000 + i });
    const first = await searchProducts(anonymous(), { shop, sort: 'price_desc' });
    expect(first.items).toHaveLength(24);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]!.price_src).toBe(1_025);
    const second = await searchProducts(anonymous(), { shop, sort: 'price_desc', page: 2 });
    expect(second.items.map((item) => item.price_src)).toEqual([1_001, 1_000]);
    expect(second.hasMore).toBe(false);
    const ranged = await searchProducts(anonymous(), { shop, minPrice: 1_010, maxPrice: 1_012, sort: 'price_asc' });
    expect(ranged.items.map((item) => item.price_src)).toEqual([1_010, 1_011, 1_012]);
    expect((await listShops(anonymous())).shops).toContain(shop);
  });

  it('matches every word within one shop, case-insensitively, and nothing of other shops', async () => {
    await seedPricing();
    const word = `zqs${tag()}`;
    const shop = `Words ${tag()}`;
    const mine = await createProduct({ title: `Giày ${word.toUpperCase()} running`, shop, price_src: 2_000 });
    await createProduct({ title: `Giày ${word} walking`, shop, price_src: 1_000 });
    await createProduct({ title: `Giày ${word} running`, shop: `Other ${tag()}` });
    const result = await searchProducts(anonymous(), { q: `${word} RUNNING`, shop, sort: 'price_asc' });
    expect(result.items.map((item) => item.id)).toEqual([mine.id]);
    const both = await searchProducts(anonymous(), { q: word, shop, sort: 'price_desc' });
    expect(both.items.map((item) => item.price_src)).toEqual([2_000, 1_000]);
  });

  it('keeps inactive products out and matches short words too', async () => {
    await seedPricing();
    const shop = `Short ${tag()}`;
    await createProduct({ title: 'Mũ XL đỏ', shop });
    await createProduct({ title: 'Mũ XL xanh', shop, active: false });
    const result = await searchProducts(anonymous(), { q: 'XL', shop });
    expect(result.items.map((item) => item.title)).toEqual(['Mũ XL đỏ']);
  });

  it('lists a collection in its curator order', async () => {
    await seedPricing();
    const a = await createProduct({ title: `Curated A ${tag()}` });
    const b = await createProduct({ title: `Curated B ${tag()}` });
    const admin = await superuser();
    const collection = await admin
      .collection('collections')
      .create({ title: 'Picks', slug: `picks-${tag()}`, products: [b.id, a.id], sort: 1, active: true });
    const result = await searchProducts(anonymous(), { collection: collection.id });
    expect(result.items.map((item) => item.id)).toEqual([b.id, a.id]);
  });

  it('shows a change of a product or of the rate in the next search at once', async () => {
    await seedPricing();
    const word = `zqk${tag()}`;
    const first = await createProduct({ title: `Kept ${word}`, price_src: 10_000 });
    const search = () => searchProducts(anonymous(), { q: word });
    expect((await search()).items.map((item) => item.id)).toEqual([first.id]);
    const admin = await superuser();
    const second = await createProduct({ title: `Kept ${word} again` });
    expect((await search()).items.map((item) => item.id)).toEqual([second.id, first.id]);
    await admin.collection('products').update(second.id, { title: 'Renamed' });
    expect((await search()).items.map((item) => item.id)).toEqual([first.id]);
    await admin.collection('products').update(first.id, { price_src: 20_000 });
    expect((await search()).items[0]!.price_home).toBe(20_000 * (TEST_RATE / 100));
  });

  it('refuses a bad sort or page with a field error', async () => {
    const error = await failure(
      searchProducts(
        { send: (path, o) => anonymous().send(path.replace('sort=newest', 'sort=cheap'), o) },
        { sort: 'newest' },
      ),
    );
    expect(error.status).toBe(400);
    expect(error.response.data.sort.code).toBe('validation_invalid_value');
  });
});

describe('a product and its link', () => {
  it('prices each variant at the rate and 404s an inactive product', async () => {
    await seedPricing();
    const product = await createProduct({
      price_src: 1_000,
      variants: [
        { sku: 'red', name: 'Red', price_src: 2_000 },
        { sku: 'blue', name: 'Blue', price_src: 0 },
      ],
    });
    const view = await getProduct(anonymous(), product.id);
    expect(view.product.price_home).toBe(35_000);
    expect(view.product.variants).toEqual([
      { sku: 'red', name: 'Red', price_src: 2_000, price_home: 70_000 },
      { sku: 'blue', name: 'Blue', price_src: 1_000, price_home: 35_000 },
    ]);
    const hidden = await createProduct({ active: false });
    expect((await failure(getProduct(anonymous(), hidden.id))).status).toBe(404);
  });

  it('finds the product of a pasted link whatever its tracking parameters or host', async () => {
    const id = String(Date.now()).slice(-9);
    const product = await createProduct({ source_url: `https://item.taobao.com/item.htm?id=${id}` });
    const pasted = `https://detail.tmall.com/item.htm?spm=a1z10.3&id=${id}&skuId=55`;
    expect(await findProductByLink(anonymous(), pasted)).toEqual({ url: pasted, source: 'tmall', product: product.id });
    const offer = await createProduct({ source: '1688', source_url: `https://detail.1688.com/offer/${id}.html` });
    expect((await findProductByLink(anonymous(), `https://m.1688.com/offer/${id}.html?src=app`)).product).toBe(
      offer.id,
    );
    expect((await findProductByLink(anonymous(), 'https://shop.example.com/unknown')).product).toBe('');
    const error = await failure(findProductByLink(anonymous(), 'ftp://example.com/x'));
    expect(error.response.data.url.code).toBe('validation_invalid_format');
  });
});

describe('home prices at a fractional rate', () => {
  // The catalog converts in SQL (lib/settings.js toHomeSql), checkout in JS (toHome): the same
  // doubles, so the same figures. This server of its own has a rate with decimals.
  const RATE = 3456.789;
  let server: PocketBaseProcess;
  beforeAll(async () => {
    server = await startPocketBase();
    await seedPricing(server.url);
    await (await superuser(server.url)).collection('exchange_rates').create({
      from: 'CNY',
      to: 'VND',
      rate: RATE,
      effective_from: new Date(Date.now() - 30_000).toISOString().replace('T', ' '),
    });
  });
  afterAll(() => server.stop());

  // What lib/settings.js toHome answers for CNY fen → VND.
  const toHome = (fen: number) => Math.round((fen * RATE * 1) / 100);

  it('are what checkout would charge, for the base price and every variant, in search and on the product', async () => {
    const shop = `Rates ${tag()}`;
    const prices = [1, 3, 7, 13, 99, 101, 145, 1_001, 9_999, 12_345, 33_333, 99_999, 123_457, 4_999_999];
    for (const price of prices) {
      await createProduct(
        {
          shop,
          price_src: price,
          variants: [
            { sku: 'a', name: 'A', price_src: price + 1 },
            { sku: 'b', price_src: 0 },
            { name: 'no sku', price_src: 5 },
          ],
        },
        server.url,
      );
    }
    const result = await searchProducts(anonymous(server.url), { shop, sort: 'price_asc' });
    expect(result.rate).toBe(RATE);
    expect(result.items.map((item) => item.price_src)).toEqual(prices);
    for (const item of result.items) {
      expect(item.price_home).toBe(toHome(item.price_src));
      expect(item.variants).toEqual([
        { sku: 'a', name: 'A', price_src: item.price_src + 1, price_home: toHome(item.price_src + 1) },
        { sku: 'b', name: 'b', price_src: item.price_src, price_home: toHome(item.price_src) },
      ]);
      expect((await getProduct(anonymous(server.url), item.id)).product).toEqual(item);
    }
  });
});
