/// <reference path="../pb_data/types.d.ts" />
// What the customer buying pages need (docs/catalog-search.md):
// - settings: our bank details for top-ups (shown with a VietQR code) and the minimum top-up;
// - products: `source_key` (marketplace + item id of `source_url`), so a pasted link finds its
//   product whatever tracking parameters it carries; and `_fwd_products_fts`, a trigram full-text
//   index of titles and shops kept in step by triggers, so a word search does not scan every row;
// - refunds: a customer may ask for a refund on their own order or shipment;
// - recharges: the customer attaches the transfer proof to their own pending top-up (after the
//   transfer, which needs the reference the server gave at creation);
// - orders and fulfillments: `status_history`, every status with when and by whom (customer, staff,
//   system), appended by lib/transitions.js: the timeline of the customer's pages.

const CUSTOMER = "@request.auth.collectionName = 'users'";
const unset = (...fields) => fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');
const own = (field) =>
  `(@request.body.${field}:isset = false || @request.body.${field} = '' || @request.body.${field}.user = @request.auth.id)`;

const FTS = [
  `CREATE VIRTUAL TABLE IF NOT EXISTS _fwd_products_fts USING fts5(title, shop, content='products', content_rowid='rowid', tokenize='trigram')`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_products_fts_insert AFTER INSERT ON products BEGIN
     INSERT INTO _fwd_products_fts(rowid, title, shop) VALUES (new.rowid, new.title, new.shop);
   END`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_products_fts_delete AFTER DELETE ON products BEGIN
     INSERT INTO _fwd_products_fts(_fwd_products_fts, rowid, title, shop) VALUES ('delete', old.rowid, old.title, old.shop);
   END`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_products_fts_update AFTER UPDATE OF title, shop ON products BEGIN
     INSERT INTO _fwd_products_fts(_fwd_products_fts, rowid, title, shop) VALUES ('delete', old.rowid, old.title, old.shop);
     INSERT INTO _fwd_products_fts(rowid, title, shop) VALUES (new.rowid, new.title, new.shop);
   END`,
  `INSERT INTO _fwd_products_fts(_fwd_products_fts) VALUES ('rebuild')`,
];

migrate(
  (app) => {
    const settings = app.findCollectionByNameOrId('settings');
    settings.fields.add(new TextField({ name: 'bank_name', max: 100 }));
    settings.fields.add(new TextField({ name: 'bank_bin', max: 8, pattern: '^[0-9]*$' }));
    settings.fields.add(new TextField({ name: 'bank_account_no', max: 30, pattern: '^[0-9A-Za-z]*$' }));
    settings.fields.add(new TextField({ name: 'bank_account_name', max: 100 }));
    settings.fields.add(new NumberField({ name: 'min_recharge', min: 0, onlyInt: true }));
    app.save(settings);

    const products = app.findCollectionByNameOrId('products');
    products.fields.add(new TextField({ name: 'source_key', max: 120 }));
    products.addIndex('idx_products_source_key', false, 'source_key', '');
    products.addIndex('idx_products_price', false, 'active, price_src', '');
    app.save(products);
    const { sourceKey } = require(`${__hooks}/lib/catalog.js`);
    for (const product of app.findAllRecords('products')) {
      if (!product) continue;
      product.set('source_key', sourceKey(product.getString('source_url')));
      app.saveNoValidate(product);
    }
    for (const sql of FTS) app.db().newQuery(sql).execute();

    for (const name of ['orders', 'fulfillments']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.add(new JSONField({ name: 'status_history', maxSize: 20000 }));
      app.save(collection);
      for (const record of app.findAllRecords(name)) {
        if (!record) continue;
        record.set('status_history', [
          { status: record.getString('status'), at: record.getString('created'), by: 'system' },
        ]);
        app.saveNoValidate(record);
      }
    }

    const recharges = app.findCollectionByNameOrId('recharges');
    recharges.updateRule = `${CUSTOMER} && user = @request.auth.id && status = 'pending' && proof = '' && @request.body.proof:isset = true && ${unset(
      'user',
      'amount',
      'reference',
      'status',
      'reviewed_by',
      'reviewed_at',
      'reason',
    )}`;
    app.save(recharges);

    const refunds = app.findCollectionByNameOrId('refunds');
    refunds.createRule = `(${refunds.createRule}) || (${CUSTOMER} && @request.body.user = @request.auth.id && ${unset(
      'requested_by',
      'reviewed_by',
      'reviewed_at',
      'review_note',
      'complaint',
    )} && (@request.body.status:isset = false || @request.body.status = 'requested') && ${own('order')} && ${own('fulfillment')})`;
    app.save(refunds);
  },
  (app) => {
    for (const name of ['_fwd_products_fts_insert', '_fwd_products_fts_delete', '_fwd_products_fts_update']) {
      app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    }
    app.db().newQuery('DROP TABLE IF EXISTS _fwd_products_fts').execute();
    const settings = app.findCollectionByNameOrId('settings');
    for (const name of ['bank_name', 'bank_bin', 'bank_account_no', 'bank_account_name', 'min_recharge']) {
      settings.fields.removeByName(name);
    }
    app.save(settings);
    for (const name of ['orders', 'fulfillments']) {
      const collection = app.findCollectionByNameOrId(name);
      collection.fields.removeByName('status_history');
      app.save(collection);
    }
    const recharges = app.findCollectionByNameOrId('recharges');
    recharges.updateRule = null;
    app.save(recharges);
    const products = app.findCollectionByNameOrId('products');
    products.removeIndex('idx_products_source_key');
    products.removeIndex('idx_products_price');
    products.fields.removeByName('source_key');
    app.save(products);
  },
);
