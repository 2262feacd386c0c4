/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The bulk fills of bench.pb.js (BENCH=1, superusers only; docs/benchmarks.md): straight SQL, as
// the records API would take hours for 500k rows.

/**
 * Brings users, orders, parcels and ledger lines up to the requested counts with bulk INSERT …
 * SELECT from a recursive counter, in chunks of one transaction each. Rows get deterministic ids
 * (bu…, bo…, bp…, bw…: 15 characters like PocketBase's), realistic codes and `created` times spread
 * backwards from `base`. Body: { customers, orders, parcels, ledger, base (ISO time), templateEmail }.
 * @param {core.App} app @param {Record<string, any>} body
 */
function grow(app, body) {
  const target = {
    users: Number(body.customers) || 0,
    orders: Number(body.orders) || 0,
    parcels: Number(body.parcels) || 0,
    ledger: Number(body.ledger) || 0,
  };
  const base = String(body.base || new Date().toISOString());
  const template = app.findAuthRecordByEmail('users', String(body.templateEmail));
  const customers = target.users;
  /** @param {string} where */
  const count = (where) => {
    const row = new DynamicModel({ n: 0 });
    app.db().newQuery(`SELECT COUNT(*) AS n FROM ${where}`).one(row);
    return row.n;
  };
  const started = Date.now();
  const CHUNK = 25_000;
  /** @param {string} table @param {string} prefix @param {number} to @param {string} sql */
  const fill = (table, prefix, to, sql) => {
    if (to <= 0) return;
    let from = count(`${table} WHERE id GLOB '${prefix}[0-9]*'`) + 1;
    while (from <= to) {
      const last = Math.min(to, from + CHUNK - 1);
      try {
        app.runInTransaction((tx) => {
          tx.db()
            .newQuery(sql)
            .bind({
              from,
              last,
              customers,
              base,
              template: template.email(),
              orders: target.orders,
              span: to,
              kinds: JSON.stringify(LEDGER_KINDS),
            })
            .execute();
        });
      } catch (error) {
        throw require(`${__hooks}/lib/http.js`).badRequest(`Filling ${table} failed: ${error}`, {
          [table]: { code: 'validation_invalid_value', message: `Filling ${table} failed.` },
        });
      }
      from = last + 1;
    }
  };
  // Every kind the ledger's select field allows, in turn.
  const kindField = /** @type {any} */ (app.findCollectionByNameOrId('wallet_transactions').fields.getByName('kind'));
  const LEDGER_KINDS = /** @type {string[]} */ ([...(kindField?.values ?? [])]);
  const SEQ = 'WITH RECURSIVE seq(n) AS (SELECT {:from} UNION ALL SELECT n + 1 FROM seq WHERE n < {:last})';
  // Time of row n: evenly spread over the year before `base`, the last row at `base`.
  const at = "strftime('%Y-%m-%d %H:%M:%fZ', {:base}, printf('-%d seconds', ({:span} - n) * 31536000 / {:span}))";
  fill(
    'users',
    'bu',
    target.users,
    `INSERT INTO users (id, email, emailVisibility, verified, password, tokenKey, name, phone, code, balance, created, updated)
     ${SEQ}
     SELECT printf('bu%013d', n), printf('bench%05d@bench.test', n), 0, 1,
            (SELECT password FROM users WHERE email = {:template}),
            printf('bench%013d', n) || lower(hex(randomblob(8))), printf('Bench Customer %d', n),
            '+84 900 000 000', printf('C%d', 500000 + n), 0, ${at}, ${at}
     FROM seq`,
  );
  fill(
    'orders',
    'bo',
    target.orders,
    `INSERT INTO orders (id, code, user, status, shop, goods_value_src, rate, goods_value, service_fee,
                         domestic_shipping, total, paid, supplement_due, seller_order_no, tracking_codes, note, created, updated)
     ${SEQ}
     SELECT printf('bo%013d', n), 'O' || substr(strftime('%Y%m', ${at}), 3) || printf('-%06d', n),
            printf('bu%013d', 1 + (n - 1) % {:customers}),
            CASE ((n - 1) / {:customers} + (n - 1) % {:customers}) % 10 WHEN 0 THEN 'placed' WHEN 1 THEN 'purchased' WHEN 2 THEN 'seller_shipped'
              WHEN 3 THEN 'at_warehouse' WHEN 4 THEN 'cancelled' WHEN 5 THEN 'awaiting_supplement'
              ELSE 'completed' END,
            printf('Bench shop %d', n % 97), 10000 + n % 50000, 3550, (10000 + n % 50000) * 355 / 10,
            20000, 0, (10000 + n % 50000) * 355 / 10 + 20000, (10000 + n % 50000) * 355 / 10 + 20000,
            0, '', '[]', '', ${at}, ${at}
     FROM seq`,
  );
  fill(
    'parcels',
    'bp',
    target.parcels,
    `INSERT INTO parcels (id, tracking_code, user, "order", status, description, declared_value, weight_kg,
                          length_cm, width_cm, height_cm, volumetric_kg, chargeable_kg, shelf, received_at,
                          warehouse, created, updated)
     ${SEQ}
     SELECT printf('bp%013d', n), printf('BT%010d', n),
            CASE WHEN n % 50 = 0 THEN '' ELSE printf('bu%013d', 1 + (n * 7) % {:customers}) END,
            CASE WHEN n % 50 != 0 AND n <= {:orders} THEN printf('bo%013d', n) ELSE '' END,
            CASE WHEN n % 50 = 0 THEN 'unidentified' ELSE
              CASE n % 8 WHEN 0 THEN 'expected' WHEN 1 THEN 'received' WHEN 2 THEN 'packing'
                WHEN 3 THEN 'shipped' WHEN 4 THEN 'returned' ELSE 'delivered' END END,
            'Bench parcel', 300000, 0.5 + (n % 40) / 10.0, 30, 20, 10 + n % 30,
            round(30 * 20 * (10 + n % 30) / 6000.0, 2), 1.5, printf('B%d-%d', n % 20, n % 100), ${at}, '', ${at}, ${at}
     FROM seq`,
  );
  // Ledger lines: kinds in turn, credits positive and payments negative, refs unique per kind.
  fill(
    'wallet_transactions',
    'bw',
    target.ledger,
    `INSERT INTO wallet_transactions (id, user, amount, balance_after, kind, ref, note, actor, created, updated)
     ${SEQ}
     SELECT printf('bw%013d', n), printf('bu%013d', 1 + (n * 13) % {:customers}),
            CASE WHEN kind IN ('order_payment', 'supplement', 'fulfillment_payment') THEN -1 ELSE 1 END
              * (10000 + (n % 500) * 1000),
            1000000 + n % 1000, kind, printf('bench%d', n), 'Bench ledger line', '', ${at}, ${at}
     FROM (SELECT n, json_extract({:kinds}, printf('$[%d]', n % json_array_length({:kinds}))) AS kind FROM seq)`,
  );
  return {
    ledger: count('wallet_transactions'),
    users: count("users WHERE id GLOB 'bu[0-9]*'"),
    orders: count('orders'),
    parcels: count('parcels'),
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Brings the active catalog up to `count` products (ids bk…), titles made of words from `words`
 * (so a word search matches a realistic share of them), 200 shops, prices 1–5,000 CNY; the
 * full-text index follows through its triggers. Body: { count, words: string[] }.
 * @param {core.App} app @param {Record<string, any>} body
 */
function fillProducts(app, body) {
  const target = Number(body.count) || 0;
  const words = JSON.stringify(Array.isArray(body.words) && body.words.length > 0 ? body.words : ['item']);
  const have = () => {
    const row = new DynamicModel({ n: 0 });
    app.db().newQuery("SELECT COUNT(*) AS n FROM products WHERE id LIKE 'bk%'").one(row);
    return row.n;
  };
  const chunk = 20_000;
  for (let from = have(); from < target; from = have()) {
    const to = Math.min(target, from + chunk);
    app.runInTransaction((tx) => {
      tx.db()
        .newQuery(
          `WITH RECURSIVE n(i) AS (SELECT {:from} + 1 UNION ALL SELECT i + 1 FROM n WHERE i < {:to}),
             w(c) AS (SELECT json_array_length({:words}))
           INSERT INTO products (id, title, description, images, source, source_url, shop, price_src, variants, active, source_key, created, updated)
           SELECT printf('bk%013d', i),
                  json_extract({:words}, '$[' || (i * 7 % c) || ']') || ' ' || json_extract({:words}, '$[' || (i * 13 % c) || ']') || ' ' ||
                    json_extract({:words}, '$[' || (i * 31 % c) || ']') || ' ' || i,
                  '', '[]', 'taobao', 'https://item.taobao.com/item.htm?id=' || (900000000 + i), 'Bench shop ' || (i % 200),
                  100 + (i * 7919 % 500000), '[]', 1, 'taobao:' || (900000000 + i),
                  strftime('%Y-%m-%d %H:%M:%fZ', 'now', '-' || i || ' seconds'), strftime('%Y-%m-%d %H:%M:%fZ', 'now')
           FROM n, w`,
        )
        .bind({ from, to, words })
        .execute();
    });
  }
  // Many bulk inserts leave the word index in many segments: merged into one, as the nightly
  // job of catalog.pb.js keeps a live catalog.
  require(`${__hooks}/lib/catalog.js`).optimizeWordIndex(app);
  return { products: have() };
}

/**
 * Gives each listed customer `items` manual cart items (one shop each) and `fund` VND through an
 * `adjustment` ledger row, so the ledger invariant (balance = Σ ledger) holds. Body:
 * { users: id[], items, fund }. Returns the cart item ids per user.
 * @param {core.App} app @param {Record<string, any>} body
 */
function fillCarts(app, body) {
  const users = /** @type {string[]} */ (Array.isArray(body.users) ? body.users : []);
  const items = Number(body.items) || 1;
  const fund = Number(body.fund) || 0;
  /** @type {Record<string, string[]>} */
  const carts = {};
  app.runInTransaction((tx) => {
    const { credit } = require(`${__hooks}/lib/wallet.js`);
    const collection = tx.findCollectionByNameOrId('cart_items');
    for (const user of users) {
      if (fund > 0) credit(tx, user, fund, { kind: 'adjustment', ref: `bench-fund-${user}-${Date.now()}` });
      carts[user] = [];
      for (let i = 0; i < items; i++) {
        const item = new Record(collection);
        item.set('user', user);
        item.set('title', `Bench item ${i}`);
        item.set('shop', `Bench shop ${i % 3}`);
        item.set('link', `https://item.taobao.com/item.htm?id=${1000 + i}`);
        item.set('variant', 'Default');
        item.set('qty', 1 + (i % 3));
        item.set('unit_price_src', 1990 + i * 100);
        tx.save(item);
        carts[user].push(item.id);
      }
    }
  });
  return { carts };
}

module.exports = { grow, fillProducts, fillCarts };
