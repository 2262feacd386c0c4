/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The public catalog (docs/catalog-search.md; contract in shared-contracts/src/api/catalog.ts):
// word search over a trigram full-text index, the shops to filter by, one product priced at
// today's rate, and the product behind a pasted marketplace link.

/** Search the active products: q, collection, shop, minPrice, maxPrice, sort, page. */
routerAdd('GET', '/api/shop/products/search', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const catalog = require(`${__hooks}/lib/catalog.js`);
  const url = e.request.url.query();
  const body = Object.fromEntries(
    ['q', 'collection', 'shop', 'minPrice', 'maxPrice', 'sort', 'page']
      .map((name) => [name, url.get(name)])
      .filter(([, value]) => value !== ''),
  );
  for (const name of ['minPrice', 'maxPrice', 'page']) if (name in body) body[name] = Number(body[name]);
  const q = /** @type {string} */ (http.str(body, 'q', { max: 200 }) ?? '');
  const collection = /** @type {string} */ (http.id(body, 'collection') ?? '');
  const shop = /** @type {string} */ (http.str(body, 'shop', { max: 100 }) ?? '');
  const minPrice = /** @type {number | null} */ (http.int(body, 'minPrice', { min: 0, max: 1e12 }) ?? null);
  const maxPrice = /** @type {number | null} */ (http.int(body, 'maxPrice', { min: 0, max: 1e12 }) ?? null);
  const sort = /** @type {string} */ (
    http.oneOf(body, 'sort', ['relevance', 'newest', 'price_asc', 'price_desc'], { required: false }) ?? 'relevance'
  );
  const page = /** @type {number} */ (http.int(body, 'page', { min: 1, max: 1000 }) ?? 1);
  const { ids, hasMore } = catalog.searchIds(e.app, { q, collection, shop, minPrice, maxPrice, sort, page });
  const pricing = catalog.catalogPricing(e.app);
  return e.json(200, {
    page,
    perPage: catalog.PER_PAGE,
    hasMore,
    sourceCurrency: pricing.sourceCurrency,
    homeCurrency: pricing.homeCurrency,
    rate: pricing.rate,
    items: catalog.productsInOrder(e.app, ids).map((product) => catalog.priced(product, pricing)),
  });
});

/** The shops with active products, by name (kept a minute: it reads the whole catalog). */
routerAdd('GET', '/api/shop/products/shops', (e) => {
  const { SHOPS_KEY: KEY } = require(`${__hooks}/lib/catalog.js`);
  const cached = /** @type {{ at: number, shops: string[] } | null} */ ($app.store().get(KEY));
  if (cached && Date.now() - cached.at < 60_000) return e.json(200, { shops: cached.shops });
  const rows = arrayOf(new DynamicModel({ shop: '' }));
  e.app
    .db()
    .newQuery("SELECT DISTINCT shop FROM products WHERE active = 1 AND shop != '' ORDER BY shop LIMIT 500")
    .all(rows);
  const shops = rows.map((row) => row.shop);
  $app.store().set(KEY, { at: Date.now(), shops });
  return e.json(200, { shops });
});

/** The product whose source link is the pasted one (whatever tracking parameters it carries). */
routerAdd('GET', '/api/shop/products/by-link', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { parseLink } = require(`${__hooks}/lib/catalog.js`);
  const url = e.request.url.query().get('url').trim();
  const { source, key } = parseLink(url);
  if (!key || url.length > 2000) {
    throw http.fieldError('url', 'validation_invalid_format', 'Paste a link starting with http:// or https://.');
  }
  let product = '';
  try {
    product = e.app.findFirstRecordByFilter('products', 'source_key = {:key} && active = true', { key }).id;
  } catch {
    product = '';
  }
  return e.json(200, { url, source, product });
});

/** One active product with its prices at today's rate. */
routerAdd('GET', '/api/shop/products/{id}', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const catalog = require(`${__hooks}/lib/catalog.js`);
  const id = e.request.pathValue('id');
  if (!http.ID_PATTERN.test(id)) throw http.notFound('No such product.');
  let product;
  try {
    product = e.app.findRecordById('products', id);
  } catch {
    product = null;
  }
  if (!product || !product.getBool('active')) throw http.notFound('No such product.');
  const pricing = catalog.catalogPricing(e.app);
  return e.json(200, {
    sourceCurrency: pricing.sourceCurrency,
    homeCurrency: pricing.homeCurrency,
    rate: pricing.rate,
    product: catalog.priced(product, pricing),
  });
});

// Every save of a product (admin page, seed, API) keeps its link key in step with its link, and
// forgets the cached list of shops.
onRecordCreate((e) => require(`${__hooks}/lib/catalog.js`).beforeProductSave(e), 'products');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog.js`).beforeProductSave(e), 'products');
onRecordDelete((e) => {
  $app.store().remove(require(`${__hooks}/lib/catalog.js`).SHOPS_KEY);
  e.next();
}, 'products');

// The catalog's cached settings and rate are dropped as soon as either changes.
for (const collection of ['settings', 'exchange_rates']) {
  onRecordAfterCreateSuccess((e) => {
    $app.store().remove(require(`${__hooks}/lib/catalog.js`).PRICING_KEY);
    e.next();
  }, collection);
  onRecordAfterUpdateSuccess((e) => {
    $app.store().remove(require(`${__hooks}/lib/catalog.js`).PRICING_KEY);
    e.next();
  }, collection);
  onRecordAfterDeleteSuccess((e) => {
    $app.store().remove(require(`${__hooks}/lib/catalog.js`).PRICING_KEY);
    e.next();
  }, collection);
}
