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
// Ties are broken by rowid, which every index holds: the price and date indexes then give the
// whole order, and a page reads (and writes the JSON of) only its own rows, no sort of a group.
const SORTS = {
  newest: 'p.created DESC, p.rowid DESC',
  price_asc: 'p.price_src ASC, p.rowid',
  price_desc: 'p.price_src DESC, p.rowid DESC',
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

/** The rate fields of a catalog answer. @param {ReturnType<typeof catalogPricing>} pricing */
function rateOf(pricing) {
  return { sourceCurrency: pricing.sourceCurrency, homeCurrency: pricing.homeCurrency, rate: pricing.rate };
}

/** @param {core.App} app */
function freshPricing(app) {
  const pricing = require(`${__hooks}/lib/settings.js`);
  try {
    const settings = pricing.loadSettings(app);
    const rate = pricing.rateOrZero(app, settings);
    return { settings, rate, sourceCurrency: settings.sourceCurrency, homeCurrency: settings.homeCurrency };
  } catch {
    return { settings: null, rate: 0, sourceCurrency: 'CNY', homeCurrency: 'VND' };
  }
}

/**
 * A product as the catalog routes answer it, as one JSON text written by SQLite: its fields, and
 * `price_home` beside `price_src` (and each variant's) at the catalog's rate, converted as checkout
 * converts (lib/settings.js toHomeSql). A page of results is one query, not a record read per
 * product and a JS call per field (docs/catalog-search.md). The product's alias is `p`.
 * @param {core.App} app @param {ReturnType<typeof catalogPricing>} pricing
 * @returns {{ sql: string, params: Record<string, unknown> }}
 */
function itemSql(app, pricing) {
  const { toHomeSql } = require(`${__hooks}/lib/settings.js`);
  const converted = pricing.settings && pricing.rate > 0 ? toHomeSql(pricing.rate, pricing.settings) : null;
  // A price of 0 (or no rate yet) has no home price: 0, as the pages expect.
  const home = (/** @type {string} */ src) => (converted ? `iif(${src} > 0, ${converted.of(src)}, 0)` : '0');
  const base = 'CAST(p.price_src AS INTEGER)';
  // Variants as stored, kept when they have a sku; a variant without a price of its own costs the base price.
  const variants = `(SELECT json_group_array(json_object('sku', sku, 'name', name, 'price_src', src, 'price_home', ${home('src')}) ORDER BY k)
      FROM (SELECT key AS k, value ->> 'sku' AS sku,
              iif(json_type(value, '$.name') = 'text', value ->> 'name', value ->> 'sku') AS name,
              iif(json_type(value, '$.price_src') IN ('integer', 'real') AND value ->> 'price_src' > 0,
                CAST(round(value ->> 'price_src') AS INTEGER), ${base}) AS src
            FROM json_each(p.variants)
            WHERE iif(type = 'object', json_type(value, '$.sku') = 'text', 0)))`;
  return {
    sql: `json_object('id', p.id, 'collectionId', {:itemCollection}, 'collectionName', 'products',
      'title', p.title, 'description', p.description, 'images', json(iif(json_valid(p.images), p.images, '[]')),
      'source', p.source, 'source_url', p.source_url, 'shop', p.shop,
      'price_src', ${base}, 'price_home', ${home(base)},
      'active', json(iif(p.active, 'true', 'false')), 'source_key', p.source_key,
      'created', p.created, 'updated', p.updated,
      'variants', json(iif(json_valid(p.variants), iif(json_type(p.variants) = 'array', ${variants}, NULL), NULL)))`,
    params: {
      ...(converted ? converted.params : {}),
      itemCollection: app.findCachedCollectionByNameOrId('products').id,
    },
  };
}

/**
 * A JSON text of `head`'s fields and `name` holding `raw`, a JSON text as SQLite wrote it (not
 * parsed and written again). @param {Record<string, unknown>} head @param {string} name
 * @param {string} raw
 */
function jsonWith(head, name, raw) {
  return `${JSON.stringify(head).slice(0, -1)},${JSON.stringify(name)}:${raw}}`;
}

/** Answers 200 with a JSON text. @param {core.RequestEvent} e @param {string} body */
function sendJson(e, body) {
  e.response.header().set('Content-Type', 'application/json');
  return e.string(200, body);
}

// Search answers are kept a few seconds by their query: the same words are searched by many
// customers, the catalog changes seldom, and a kept answer costs a look-up instead of a search.
// Every change of a product, a collection, the settings or a rate forgets them all (forgetCatalog,
// from the hooks of catalog.pb.js); the few seconds bound what no hook sees (a rate whose time
// comes, SQL writes, a search that read just before a change and is kept just after it). At most
// SEARCH_ENTRIES answers are kept: when full, all are forgotten.
const SEARCH_KEY = 'fwd.catalog.search:';
const SEARCH_TTL_MS = 5000;
const SEARCH_ENTRIES = 2000;
/** Set by the benchmark's /api/bench/search-keeping to measure searches that are not kept. */
const KEEP_OFF_KEY = 'fwd.catalog.keepOff';

/** The kept answer to a search, or null. @param {string} key */
function keptSearch(key) {
  if ($app.store().has(KEEP_OFF_KEY)) return null;
  const kept = /** @type {{ at: number, body: string } | null} */ ($app.store().get(SEARCH_KEY + key));
  return kept && Date.now() - kept.at < SEARCH_TTL_MS ? kept.body : null;
}

/** Keeps the answer to a search. @param {string} key @param {string} body */
function keepSearch(key, body) {
  const store = $app.store();
  if (store.has(KEEP_OFF_KEY)) return;
  const entry = { at: Date.now(), body };
  if (store.setIfLessThanLimit(SEARCH_KEY + key, entry, SEARCH_ENTRIES)) return;
  forgetCatalog();
  store.set(SEARCH_KEY + key, entry);
}

/** Forgets every kept search answer, the list of shops and the catalog's settings and rate. */
function forgetCatalog() {
  const store = $app.store();
  for (const key of Object.keys(store.getAll())) if (key.startsWith(SEARCH_KEY)) store.remove(key);
  store.remove(SHOPS_KEY);
  store.remove(PRICING_KEY);
}

/**
 * One page of active products: words (full-text), a collection, a shop, a price range in the
 * source currency (the product's base price), a sort. Returns the products as JSON texts (itemSql)
 * in order; one more than a page is read to tell whether a next page exists.
 * @param {core.App} app
 * @param {{ q: string, collection: string, shop: string, minPrice: number | null, maxPrice: number | null,
 *   sort: string, page: number }} query
 * @param {ReturnType<typeof catalogPricing>} pricing
 * @returns {{ items: string[], hasMore: boolean }}
 */
function searchPage(app, query, pricing) {
  /** @type {string[]} */
  const where = ['p.active = 1'];
  /** @type {Record<string, unknown>} */
  const params = {};
  const terms = searchTerms(query.q);
  let from = 'products p';
  if (query.shop) {
    // One shop has a few hundred products on its index, which holds their titles: matching them
    // with LIKE there and sorting the matches is cheaper than reading every full-text match of
    // the words, or walking the price or date index over every shop (which the planner would
    // pick to avoid a small sort). Only a match reads its row.
    from = 'products p INDEXED BY idx_products_shop_words';
    terms.likes = terms.everyLike;
    terms.match = '';
  }
  if (terms.match) {
    from = 'products p JOIN _fwd_products_fts f ON p.rowid = -f.rowid';
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
    if (inCollection.length === 0) return { items: [], hasMore: false };
    where.push('p.id IN (SELECT value FROM json_each({:members}))');
    params.members = JSON.stringify(inCollection);
  }
  const sort = /** @type {keyof typeof SORTS} */ (query.sort);
  const byCollection = inCollection !== null && !SORTS[sort] && !terms.match;
  // Relevance is "every word matches", newest first: the index's own forward order (it is keyed by
  // minus the product's rowid), so a common word stops after one page instead of ranking every match.
  const order = SORTS[sort] ?? (terms.match ? 'f.rowid' : SORTS.newest);
  const offset = (query.page - 1) * PER_PAGE;
  const whereSql = where.join(' AND ');
  if (byCollection && inCollection) {
    // A curated collection keeps its curator's order (at most 500 products).
    const rows = arrayOf(new DynamicModel({ id: '' }));
    app.db().newQuery(`SELECT p.id AS id FROM ${from} WHERE ${whereSql}`).bind(params).all(rows);
    const found = new Set(rows.map((row) => row.id));
    const ordered = inCollection.filter((productId) => found.has(productId));
    const pageIds = ordered.slice(offset, offset + PER_PAGE);
    return { items: itemsByIds(app, pageIds, pricing), hasMore: ordered.length > offset + PER_PAGE };
  }
  const item = itemSql(app, pricing);
  const rows = arrayOf(new DynamicModel({ item: '' }));
  app
    .db()
    .newQuery(
      `SELECT ${item.sql} AS item FROM ${from} WHERE ${whereSql} ORDER BY ${order} LIMIT ${PER_PAGE + 1} OFFSET ${offset}`,
    )
    .bind({ ...params, ...item.params })
    .all(rows);
  return { items: rows.slice(0, PER_PAGE).map((row) => row.item), hasMore: rows.length > PER_PAGE };
}

/**
 * The active products among `ids` as JSON texts (itemSql), in that order.
 * @param {core.App} app @param {string[]} ids @param {ReturnType<typeof catalogPricing>} pricing
 * @returns {string[]}
 */
function itemsByIds(app, ids, pricing) {
  if (ids.length === 0) return [];
  const item = itemSql(app, pricing);
  const rows = arrayOf(new DynamicModel({ id: '', item: '' }));
  app
    .db()
    .newQuery(
      `SELECT p.id AS id, ${item.sql} AS item FROM products p
       WHERE p.id IN (SELECT value FROM json_each({:ids})) AND p.active = 1`,
    )
    .bind({ ids: JSON.stringify(ids), ...item.params })
    .all(rows);
  const byId = new Map(rows.map((row) => [row.id, row.item]));
  return /** @type {string[]} */ (ids.map((productId) => byId.get(productId)).filter(Boolean));
}

/**
 * Merges the word index into one segment: FTS5 adds one with each write and merges them step by
 * step, and each is one more seek per word of every search. @param {core.App} app
 */
function optimizeWordIndex(app) {
  app.db().newQuery("INSERT INTO _fwd_products_fts(_fwd_products_fts) VALUES ('optimize')").execute();
}

/** Where the shops route keeps its list for a minute. */
const SHOPS_KEY = 'fwd.catalog.shops';

/**
 * The shops with active products, by name (kept a minute: it reads the whole catalog).
 * @param {core.App} app @returns {string[]}
 */
function activeShops(app) {
  const cached = /** @type {{ at: number, shops: string[] } | null} */ ($app.store().get(SHOPS_KEY));
  if (cached && Date.now() - cached.at < 60_000) return cached.shops;
  const rows = arrayOf(new DynamicModel({ shop: '' }));
  app
    .db()
    .newQuery("SELECT DISTINCT shop FROM products WHERE active = 1 AND shop != '' ORDER BY shop LIMIT 500")
    .all(rows);
  const shops = rows.map((row) => row.shop);
  $app.store().set(SHOPS_KEY, { at: Date.now(), shops });
  return shops;
}

/**
 * A search as its query string asks it (q, collection, shop, minPrice, maxPrice, sort, page),
 * checked field by field.
 * @param {{ get(name: string): string }} url
 */
function readSearch(url) {
  const http = require(`${__hooks}/lib/http.js`);
  const body = Object.fromEntries(
    ['q', 'collection', 'shop', 'minPrice', 'maxPrice', 'sort', 'page']
      .map((name) => [name, url.get(name)])
      .filter(([, value]) => value !== ''),
  );
  for (const name of ['minPrice', 'maxPrice', 'page']) if (name in body) body[name] = Number(body[name]);
  return {
    q: /** @type {string} */ (http.str(body, 'q', { max: 200 }) ?? ''),
    collection: /** @type {string} */ (http.id(body, 'collection') ?? ''),
    shop: /** @type {string} */ (http.str(body, 'shop', { max: 100 }) ?? ''),
    minPrice: /** @type {number | null} */ (http.int(body, 'minPrice', { min: 0, max: 1e12 }) ?? null),
    maxPrice: /** @type {number | null} */ (http.int(body, 'maxPrice', { min: 0, max: 1e12 }) ?? null),
    sort: /** @type {string} */ (
      http.oneOf(body, 'sort', ['relevance', 'newest', 'price_asc', 'price_desc'], { required: false }) ?? 'relevance'
    ),
    page: /** @type {number} */ (http.int(body, 'page', { min: 1, max: 1000 }) ?? 1),
  };
}

/**
 * A search page's JSON (kept a few seconds, forgotten on any catalog change).
 * @param {core.App} app @param {ReturnType<typeof readSearch>} search @returns {string}
 */
function searchAnswer(app, search) {
  const { q, collection, shop, minPrice, maxPrice, sort, page } = search;
  const key = JSON.stringify([q.trim().split(/\s+/).join(' '), collection, shop, minPrice, maxPrice, sort, page]);
  const kept = keptSearch(key);
  if (kept !== null) return kept;
  const pricing = catalogPricing(app);
  const { items, hasMore } = searchPage(app, search, pricing);
  const head = { page, perPage: PER_PAGE, hasMore, ...rateOf(pricing) };
  const answer = jsonWith(head, 'items', `[${items.join(',')}]`);
  keepSearch(key, answer);
  return answer;
}

/** Sets a product's link key from its link. @param {core.RecordEvent} e */
function beforeProductSave(e) {
  e.record?.set('source_key', sourceKey(e.record.getString('source_url')));
  e.next();
}

module.exports = {
  activeShops,
  readSearch,
  searchAnswer,
  beforeProductSave,
  parseLink,
  sourceKey,
  searchTerms,
  searchPage,
  itemsByIds,
  optimizeWordIndex,
  jsonWith,
  sendJson,
  keptSearch,
  keepSearch,
  forgetCatalog,
  KEEP_OFF_KEY,
  rateOf,
  catalogPricing,
  PER_PAGE,
};
