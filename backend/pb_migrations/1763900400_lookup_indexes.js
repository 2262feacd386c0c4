/// <reference path="../pb_data/types.d.ts" />
// Plain indexes for lookups by code. The unique indexes on these columns are partial
// (`WHERE … != ''`), and SQLite uses a partial index only when the query repeats its condition, so
// `code = ?`, the ledger's "already booked?" check and the next-code query scanned whole tables
// (see docs/benchmarks.md).

const LOOKUPS = [
  ['orders', 'idx_orders_code_lookup', 'code'],
  ['fulfillments', 'idx_fulfillments_code_lookup', 'code'],
  ['recharges', 'idx_recharges_reference_lookup', 'reference'],
  ['wallet_transactions', 'idx_wallet_transactions_kind_ref_lookup', '`kind`, `ref`'],
];

migrate(
  (app) => {
    for (const [name, index, columns] of LOOKUPS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.addIndex(index, false, columns, '');
      app.save(collection);
    }
  },
  (app) => {
    for (const [name, index] of LOOKUPS) {
      const collection = app.findCollectionByNameOrId(name);
      collection.removeIndex(index);
      app.save(collection);
    }
  },
);
