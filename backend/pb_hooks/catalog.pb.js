/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The public catalog (docs/catalog-search.md; contract in shared-contracts/src/api/catalog.ts):
// word search over a trigram full-text index, the shops to filter by, one product priced at
// today's rate, and the product behind a pasted marketplace link.

/** Search the active products: q, collection, shop, minPrice, maxPrice, sort, page. */
routerAdd(
  'GET',
  '/api/shop/products/search',
  (e) => {
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
    const key = JSON.stringify([q.trim().split(/\s+/).join(' '), collection, shop, minPrice, maxPrice, sort, page]);
    const kept = catalog.keptSearch(key);
    if (kept !== null) return catalog.sendJson(e, kept);
    const pricing = catalog.catalogPricing(e.app);
    const { items, hasMore } = catalog.searchPage(
      e.app,
      { q, collection, shop, minPrice, maxPrice, sort, page },
      pricing,
    );
    const head = { page, perPage: catalog.PER_PAGE, hasMore, ...catalog.rateOf(pricing) };
    const answer = catalog.jsonWith(head, 'items', `[${items.join(',')}]`);
    catalog.keepSearch(key, answer);
    return catalog.sendJson(e, answer);
  },
  $apis.skipSuccessActivityLog(),
);

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
routerAdd(
  'GET',
  '/api/shop/products/{id}',
  (e) => {
    const http = require(`${__hooks}/lib/http.js`);
    const catalog = require(`${__hooks}/lib/catalog.js`);
    const id = e.request.pathValue('id');
    if (!http.ID_PATTERN.test(id)) throw http.notFound('No such product.');
    const pricing = catalog.catalogPricing(e.app);
    const [product] = catalog.itemsByIds(e.app, [id], pricing);
    if (!product) throw http.notFound('No such product.');
    return catalog.sendJson(e, catalog.jsonWith(catalog.rateOf(pricing), 'product', product));
  },
  $apis.skipSuccessActivityLog(),
);

// Every save of a product (admin page, seed, API) keeps its link key in step with its link.
onRecordCreate((e) => require(`${__hooks}/lib/catalog.js`).beforeProductSave(e), 'products');
onRecordUpdate((e) => require(`${__hooks}/lib/catalog.js`).beforeProductSave(e), 'products');

// Kept search answers, shops and the catalog's settings and rate are forgotten as soon as a
// product, a collection, the settings or a rate changes.
for (const collection of ['products', 'collections', 'settings', 'exchange_rates']) {
  onRecordAfterCreateSuccess((e) => {
    require(`${__hooks}/lib/catalog.js`).forgetCatalog();
    e.next();
  }, collection);
  onRecordAfterUpdateSuccess((e) => {
    require(`${__hooks}/lib/catalog.js`).forgetCatalog();
    e.next();
  }, collection);
  onRecordAfterDeleteSuccess((e) => {
    require(`${__hooks}/lib/catalog.js`).forgetCatalog();
    e.next();
  }, collection);
}

// Nightly, the word index is merged into one segment (docs/catalog-search.md).
cronAdd('catalog-index-optimize', '30 3 * * *', () => {
  require(`${__hooks}/lib/catalog.js`).optimizeWordIndex($app);
});
