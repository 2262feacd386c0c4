/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Routes for `npm run bench:api` and `npm run bench:realtime` (scripts/bench-*.mjs), registered
// only when BENCH=1 and open to superusers only: they fill the tables with a large synthetic data set straight through SQL
// (the records API would take hours for 500k rows) and show SQLite's query plans. Never set
// BENCH=1 in production. See docs/benchmarks.md.

if ($os.getenv('BENCH') === '1') {
  /**
   * Turns the keeping of catalog search answers off or on (lib/catalog.js), so the benchmark
   * prints what a search costs when it is not kept. Body: { keep: boolean }.
   */
  routerAdd(
    'POST',
    '/api/bench/search-keeping',
    (e) => {
      const catalog = require(`${__hooks}/lib/catalog.js`);
      if (e.requestInfo().body.keep === false) $app.store().set(catalog.KEEP_OFF_KEY, true);
      else $app.store().remove(catalog.KEEP_OFF_KEY);
      catalog.forgetCatalog();
      return e.noContent(204);
    },
    $apis.requireSuperuserAuth(),
  );

  /** Bulk users, orders, parcels and ledger lines (lib/bench.js grow). */
  routerAdd(
    'POST',
    '/api/bench/grow',
    (e) => e.json(200, require(`${__hooks}/lib/bench.js`).grow(e.app, e.requestInfo().body)),
    $apis.requireSuperuserAuth(),
  );

  /** Bulk catalog products (lib/bench.js fillProducts). */
  routerAdd(
    'POST',
    '/api/bench/products',
    (e) => e.json(200, require(`${__hooks}/lib/bench.js`).fillProducts(e.app, e.requestInfo().body)),
    $apis.requireSuperuserAuth(),
  );

  /** Funded bench customers with cart items (lib/bench.js fillCarts). */
  routerAdd(
    'POST',
    '/api/bench/carts',
    (e) => e.json(200, require(`${__hooks}/lib/bench.js`).fillCarts(e.app, e.requestInfo().body)),
    $apis.requireSuperuserAuth(),
  );

  /**
   * Auth tokens for many bench customers in one request (`npm run bench:realtime` signs in
   * thousands of realtime clients; one impersonation request each would dominate the set-up).
   * Body: { ids: id[] }. Returns { tokens: { id: token } }, valid for two hours.
   */
  routerAdd(
    'POST',
    '/api/bench/tokens',
    (e) => {
      const body = e.requestInfo().body;
      const ids = /** @type {string[]} */ (Array.isArray(body.ids) ? body.ids : []);
      /** @type {Record<string, string>} */
      const tokens = {};
      for (const record of e.app.findRecordsByIds('users', ids)) {
        if (record) tokens[record.id] = record.newStaticAuthToken(/** @type {any} */ (2 * 60 * 60 * 1_000_000_000));
      }
      return e.json(200, { tokens });
    },
    $apis.requireSuperuserAuth(),
  );

  /** SQLite's query plan for a SELECT with named parameters. Body: { sql, params }. */
  routerAdd(
    'POST',
    '/api/bench/explain',
    (e) => {
      const body = e.requestInfo().body;
      const sql = String(body.sql || '');
      if (!/^\s*SELECT\b/i.test(sql) || sql.includes(';')) {
        throw require(`${__hooks}/lib/http.js`).fieldError(
          'sql',
          'validation_invalid_value',
          'Only one SELECT is explained.',
        );
      }
      const rows = arrayOf(new DynamicModel({ id: 0, parent: 0, notused: 0, detail: '' }));
      e.app
        .db()
        .newQuery(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(body.params || {})
        .all(rows);
      return e.json(200, { plan: rows.map((r) => r.detail) });
    },
    $apis.requireSuperuserAuth(),
  );
}
