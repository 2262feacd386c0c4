/// <reference path="../pb_data/types.d.ts" />
// An index of the sellers' tracking codes of orders (docs/parcels.md, lib/parcels.js
// findOrderByTrackingCode): an inbound scan of a code nobody declared looked for an order carrying it
// by reading every order's `tracking_codes` JSON, about 0.5 s at 200k orders, on every such scan.
// `_fwd_order_codes` holds each (upper-cased) code with its order, kept by triggers in the writing
// transaction, so the look-up is one index seek.

const ROWS = (row) => `SELECT upper(trim(c.value)), ${row}.id
  FROM json_each(CASE WHEN json_valid(${row}.tracking_codes) AND json_type(${row}.tracking_codes) = 'array'
                      THEN ${row}.tracking_codes ELSE '[]' END) c
  WHERE c.type = 'text' AND trim(c.value) != ''`;

const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS _fwd_order_codes (
     code TEXT NOT NULL, order_id TEXT NOT NULL, PRIMARY KEY (code, order_id)
   ) WITHOUT ROWID`,
  `CREATE INDEX IF NOT EXISTS _fwd_order_codes_order ON _fwd_order_codes (order_id)`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_order_codes_insert AFTER INSERT ON orders BEGIN
     INSERT OR IGNORE INTO _fwd_order_codes (code, order_id) ${ROWS('new')};
   END`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_order_codes_update AFTER UPDATE OF tracking_codes ON orders BEGIN
     DELETE FROM _fwd_order_codes WHERE order_id = old.id;
     INSERT OR IGNORE INTO _fwd_order_codes (code, order_id) ${ROWS('new')};
   END`,
  `CREATE TRIGGER IF NOT EXISTS _fwd_order_codes_delete AFTER DELETE ON orders BEGIN
     DELETE FROM _fwd_order_codes WHERE order_id = old.id;
   END`,
  `INSERT OR IGNORE INTO _fwd_order_codes (code, order_id) SELECT code, id FROM (
     SELECT upper(trim(c.value)) AS code, o.id AS id FROM orders o,
       json_each(CASE WHEN json_valid(o.tracking_codes) AND json_type(o.tracking_codes) = 'array'
                      THEN o.tracking_codes ELSE '[]' END) c
     WHERE c.type = 'text' AND trim(c.value) != '')`,
];

migrate(
  (app) => {
    for (const sql of STATEMENTS) app.db().newQuery(sql).execute();
  },
  (app) => {
    for (const name of ['_fwd_order_codes_insert', '_fwd_order_codes_update', '_fwd_order_codes_delete']) {
      app.db().newQuery(`DROP TRIGGER IF EXISTS ${name}`).execute();
    }
    app.db().newQuery('DROP TABLE IF EXISTS _fwd_order_codes').execute();
  },
);
