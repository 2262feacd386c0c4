/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The catalog's link matching (docs/catalog-search.md): a marketplace link is reduced to a key
// that ignores the tracking parameters, language prefixes and mobile hosts marketplaces add, so a
// link pasted from an app finds the product whose `source_url` was written from the desktop site.

/**
 * Which marketplace a link is from, and its key: `taobao:<id>` (Taobao and Tmall share item
 * ids), `1688:<offer id>`, or `url:<host><path>` for any other shop. '' for anything but http(s).
 * @param {string} url
 * @returns {{ source: 'taobao' | 'tmall' | '1688' | 'other', key: string }}
 */
function parseLink(url) {
  const match = /^https?:\/\/([^/?#:]+)(?::\d+)?([^?#]*)(\?[^#]*)?/i.exec(String(url || '').trim());
  if (!match) return { source: 'other', key: '' };
  const host = match[1].toLowerCase().replace(/^www\./, '');
  const path = match[2] || '/';
  const query = match[3] || '';
  const param = (/** @type {string} */ name) => {
    const found = new RegExp(`[?&]${name}=(\\d{5,20})(?:&|$)`).exec(query);
    return found ? found[1] : '';
  };
  if (/(^|\.)1688\.com$/.test(host)) {
    const offer = /\/offer\/(\d{5,20})\.html/.exec(path);
    const id = offer ? offer[1] : param('offerId');
    if (id) return { source: '1688', key: `1688:${id}` };
    return { source: '1688', key: `url:${host}${path.replace(/\/+$/, '')}` };
  }
  const isTmall = /(^|\.)tmall\.(com|hk)$/.test(host);
  if (isTmall || /(^|\.)taobao\.com$/.test(host)) {
    const inPath = /\/item\/(\d{5,20})\.htm/.exec(path);
    const id = param('id') || (inPath ? inPath[1] : '');
    const source = isTmall ? 'tmall' : 'taobao';
    if (id) return { source, key: `taobao:${id}` };
    return { source, key: `url:${host}${path.replace(/\/+$/, '')}` };
  }
  return { source: 'other', key: `url:${host}${path.replace(/\/+$/, '').toLowerCase()}` };
}

/** The matching key of a product's source link ('' when it has none). @param {string} url */
function sourceKey(url) {
  return parseLink(url).key;
}

const PER_PAGE = 24;
const SORTS = {
  newest: 'p.created DESC, p.id',
  price_asc: 'p.price_src ASC, p.id',
  price_desc: 'p.price_src DESC, p.id',
};

/**
 * The full-text part of a word search: each word of 3+ characters becomes a quoted trigram phrase
 * (all must match); shorter words, which a trigram index cannot look up, are matched with LIKE.
 * @param {string} words
 * `everyLike` is every word as a LIKE pattern (for a search narrowed to one shop).
 * @returns {{ match: string, likes: string[], everyLike: string[] }}
 */
function searchTerms(words) {
  const tokens = String(words || '')
    .trim()
    .split(/\s+/)
    .filter((token) => token.length > 0)
    .slice(0, 8);
  const long = tokens.filter((token) => [...token].length >= 3);
  const short = tokens.filter((token) => [...token].length < 3);
  const like = (/** @type {string} */ token) => `%${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return {
    match: long.map((token) => `"${token.replace(/"/g, '""')}"`).join(' AND '),
    likes: short.map(like),
    everyLike: tokens.map(like),
  };
}

/**
 * The rate the catalog's home prices are worked out at: 0 (and no home prices) while the shop has
 * no settings or no rate in effect, rather than refusing to show the catalog.
 * @param {core.App} app
 */
function catalogPricing(app) {
  const cached = /** @type {{ at: number, value: any } | null} */ ($app.store().get(PRICING_KEY));
  if (cached && Date.now() - cached.at < 5000) return cached.value;
  const value = freshPricing(app);
  $app.store().set(PRICING_KEY, { at: Date.now(), value });
  return value;
}

/** Where the catalog keeps its settings and rate for a few seconds (dropped when either changes). */
const PRICING_KEY = 'fwd.catalog.pricing';

/** @param {core.App} app */
function freshPricing(app) {
  const pricing = require(`${__hooks}/lib/settings.js`);
  try {
    const settings = pricing.loadSettings(app);
    let rate = 0;
    try {
      rate = pricing.currentRate(app, settings.sourceCurrency, settings.homeCurrency);
    } catch {
      rate = 0;
    }
    return { settings, rate, sourceCurrency: settings.sourceCurrency, homeCurrency: settings.homeCurrency };
  } catch {
    return { settings: null, rate: 0, sourceCurrency: 'CNY', homeCurrency: 'VND' };
  }
}

/**
 * A product as the catalog routes answer it: the record plus `price_home` (and each variant's) at
 * the given rate, converted exactly as checkout converts (lib/settings.js toHome).
 * @param {core.Record} product @param {ReturnType<typeof catalogPricing>} pricing
 */
function priced(product, pricing) {
  const { toHome } = require(`${__hooks}/lib/settings.js`);
  const home = (/** @type {number} */ src) =>
    pricing.settings && pricing.rate > 0 && src > 0 ? toHome(src, pricing.rate, pricing.settings) : 0;
  const { jsonField } = require(`${__hooks}/lib/http.js`);
  /** @type {Record<string, any>} */
  const json = {
    id: product.id,
    collectionId: product.collection().id,
    collectionName: 'products',
    title: product.getString('title'),
    description: product.getString('description'),
    images: product.getStringSlice('images'),
    source: product.getString('source'),
    source_url: product.getString('source_url'),
    shop: product.getString('shop'),
    price_src: product.getInt('price_src'),
    active: product.getBool('active'),
    source_key: product.getString('source_key'),
    created: product.getString('created'),
    updated: product.getString('updated'),
  };
  const base = json.price_src;
  const variants = jsonField(product, 'variants', null);
  json.price_home = home(base);
  json.variants = Array.isArray(variants)
    ? variants
        .filter((/** @type {any} */ v) => v && typeof v.sku === 'string')
        .map((/** @type {any} */ v) => {
          const src = typeof v.price_src === 'number' && v.price_src > 0 ? Math.round(v.price_src) : base;
          return {
            sku: v.sku,
            name: typeof v.name === 'string' ? v.name : v.sku,
            price_src: src,
            price_home: home(src),
          };
        })
    : null;
  return json;
}

/**
 * One page of active products: words (full-text), a collection, a shop, a price range in the
 * source currency (the product's base price), a sort. Returns ids in order; one more than a page
 * is read to tell whether a next page exists.
 * @param {core.App} app
 * @param {{ q: string, collection: string, shop: string, minPrice: number | null, maxPrice: number | null,
 *   sort: string, page: number }} query
 * @returns {{ ids: string[], hasMore: boolean }}
 */
function searchIds(app, query) {
  /** @type {string[]} */
  const where = ['p.active = 1'];
  /** @type {Record<string, unknown>} */
  const params = {};
  const terms = searchTerms(query.q);
  let from = 'products p';
  if (query.shop) {
    // One shop has a few hundred products on its index: matching their titles with LIKE and
    // sorting them is cheaper than reading every full-text match of the words, or walking the
    // price or date index over every shop (which the planner would pick to avoid a small sort).
    from = 'products p INDEXED BY idx_products_shop';
    terms.likes = terms.everyLike;
    terms.match = '';
  }
  if (terms.match) {
    from = 'products p JOIN _fwd_products_fts f ON f.rowid = p.rowid';
    where.push('_fwd_products_fts MATCH {:match}');
    params.match = terms.match;
  }
  terms.likes.forEach((like, index) => {
    where.push(`(p.title LIKE {:like${index}} ESCAPE '\\' OR p.shop LIKE {:like${index}} ESCAPE '\\')`);
    params[`like${index}`] = like;
  });
  if (query.shop) {
    where.push('p.shop = {:shop}');
    params.shop = query.shop;
  }
  if (query.minPrice !== null) {
    where.push('p.price_src >= {:minPrice}');
    params.minPrice = query.minPrice;
  }
  if (query.maxPrice !== null) {
    where.push('p.price_src <= {:maxPrice}');
    params.maxPrice = query.maxPrice;
  }
  /** @type {string[] | null} */
  let inCollection = null;
  if (query.collection) {
    let collection;
    try {
      collection = app.findRecordById('collections', query.collection);
    } catch {
      collection = null;
    }
    inCollection = collection && collection.getBool('active') ? collection.getStringSlice('products') : [];
    if (inCollection.length === 0) return { ids: [], hasMore: false };
    where.push('p.id IN (SELECT value FROM json_each({:members}))');
    params.members = JSON.stringify(inCollection);
  }
  const sort = /** @type {keyof typeof SORTS} */ (query.sort);
  const byCollection = inCollection !== null && !SORTS[sort] && !terms.match;
  // Relevance is "every word matches", newest first: the index's own rowid order, so a common word
  // stops after one page instead of ranking thousands of matches.
  const order = SORTS[sort] ?? (terms.match ? 'f.rowid DESC' : 'p.created DESC, p.id');
  const offset = (query.page - 1) * PER_PAGE;
  const sql = `SELECT p.id AS id FROM ${from} WHERE ${where.join(' AND ')}`;
  const rows = arrayOf(new DynamicModel({ id: '' }));
  if (byCollection && inCollection) {
    // A curated collection keeps its curator's order (at most 500 products).
    app.db().newQuery(sql).bind(params).all(rows);
    const found = new Set(rows.map((row) => row.id));
    const ordered = inCollection.filter((productId) => found.has(productId));
    return { ids: ordered.slice(offset, offset + PER_PAGE), hasMore: ordered.length > offset + PER_PAGE };
  }
  app
    .db()
    .newQuery(`${sql} ORDER BY ${order} LIMIT ${PER_PAGE + 1} OFFSET ${offset}`)
    .bind(params)
    .all(rows);
  const ids = rows.map((row) => row.id);
  return { ids: ids.slice(0, PER_PAGE), hasMore: ids.length > PER_PAGE };
}

/**
 * The records of `ids`, in that order.
 * @param {core.App} app @param {string[]} ids @returns {core.Record[]}
 */
function productsInOrder(app, ids) {
  if (ids.length === 0) return [];
  const byId = new Map(app.findRecordsByIds('products', ids).map((record) => [record?.id, record]));
  return /** @type {core.Record[]} */ (ids.map((productId) => byId.get(productId)).filter(Boolean));
}

/** Where the shops route keeps its list for a minute. */
const SHOPS_KEY = 'fwd.catalog.shops';

/** Sets a product's link key from its link and forgets the cached shops. @param {core.RecordEvent} e */
function beforeProductSave(e) {
  e.record?.set('source_key', sourceKey(e.record.getString('source_url')));
  $app.store().remove(SHOPS_KEY);
  e.next();
}

module.exports = {
  SHOPS_KEY,
  beforeProductSave,
  parseLink,
  sourceKey,
  searchTerms,
  searchIds,
  productsInOrder,
  priced,
  catalogPricing,
  PER_PAGE,
};
