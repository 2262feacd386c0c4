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
    const catalog = require(`${__hooks}/lib/catalog.js`);
    return catalog.sendJson(e, catalog.searchAnswer(e.app, catalog.readSearch(e.request.url.query())));
  },
  $apis.skipSuccessActivityLog(),
);

/** The shops with active products, by name (kept a minute: it reads the whole catalog). */
routerAdd('GET', '/api/shop/products/shops', (e) => {
  return e.json(200, { shops: require(`${__hooks}/lib/catalog.js`).activeShops(e.app) });
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
