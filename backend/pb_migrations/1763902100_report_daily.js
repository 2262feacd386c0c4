/// <reference path="../pb_data/types.d.ts" />
// Daily totals for the finance report and the staff counts (docs/back-office.md): a year of a
// million ledger lines summed row by row took 1.3 s; summed per day it is a few thousand rows.
// `_fwd_report_daily` holds, per UTC day, metric and key, the sum of an amount and a count:
// - 'ledger' by kind: Σ amount and lines of wallet_transactions (by `created`);
// - 'orders' by status: Σ service_fee and orders (by `created`);
// - 'received': parcels by `received_at`.
// Triggers keep it in step with every insert, update and delete, inside the writing transaction.

const TABLE = `CREATE TABLE IF NOT EXISTS _fwd_report_daily (
  day TEXT NOT NULL, metric TEXT NOT NULL, key TEXT NOT NULL,
  amount INTEGER NOT NULL DEFAULT 0, n INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (day, metric, key)
) WITHOUT ROWID`;

/** A statement adding `sign` × (amount, 1) of a row to its day. */
const add = (metric, day, key, amount, sign) =>
  `INSERT INTO _fwd_report_daily (day, metric, key, amount, n)
     VALUES (substr(${day}, 1, 10), '${metric}', ${key}, ${sign}(${amount}), ${sign}1)
     ON CONFLICT (day, metric, key) DO UPDATE SET amount = amount + excluded.amount, n = n + excluded.n;`;

/** Triggers for one source: insert adds, delete subtracts, an update of the watched columns does both. */
function triggers(name, table, metric, { day, key, amount, when = 'TRUE', columns }) {
  const of = (row) => ({
    day: day.split('@').join(row),
    key: key.split('@').join(row),
    amount: amount.split('@').join(row),
    when: when.split('@').join(row),
  });
  const n = of('new');
  const o = of('old');
  return [
    `CREATE TRIGGER IF NOT EXISTS _fwd_daily_${name}_insert AFTER INSERT ON ${table} WHEN ${n.when} BEGIN
       ${add(metric, n.day, n.key, n.amount, '+')}
     END`,
    `CREATE TRIGGER IF NOT EXISTS _fwd_daily_${name}_delete AFTER DELETE ON ${table} WHEN ${o.when} BEGIN
       ${add(metric, o.day, o.key, o.amount, '-')}
     END`,
    `CREATE TRIGGER IF NOT EXISTS _fwd_daily_${name}_update_old AFTER UPDATE OF ${columns} ON ${table} WHEN ${o.when} BEGIN
       ${add(metric, o.day, o.key, o.amount, '-')}
     END`,
    `CREATE TRIGGER IF NOT EXISTS _fwd_daily_${name}_update_new AFTER UPDATE OF ${columns} ON ${table} WHEN ${n.when} BEGIN
       ${add(metric, n.day, n.key, n.amount, '+')}
     END`,
  ];
}

const SOURCES = [
  [
    'ledger',
    'wallet_transactions',
    'ledger',
    { day: '@.created', key: '@.kind', amount: '@.amount', columns: 'created, kind, amount' },
  ],
  [
    'orders',
    'orders',
    'orders',
    { day: '@.created', key: '@.status', amount: '@.service_fee', columns: 'created, status, service_fee' },
  ],
  [
    'received',
    'parcels',
    'received',
    { day: '@.received_at', key: "''", amount: '0', when: "@.received_at != ''", columns: 'received_at' },
  ],
];

const BACKFILL = [
  `INSERT INTO _fwd_report_daily (day, metric, key, amount, n)
     SELECT substr(created, 1, 10), 'ledger', kind, SUM(amount), COUNT(*) FROM wallet_transactions GROUP BY 1, 3`,
  `INSERT INTO _fwd_report_daily (day, metric, key, amount, n)
     SELECT substr(created, 1, 10), 'orders', status, SUM(service_fee), COUNT(*) FROM orders GROUP BY 1, 3`,
  `INSERT INTO _fwd_report_daily (day, metric, key, amount, n)
     SELECT substr(received_at, 1, 10), 'received', '', 0, COUNT(*) FROM parcels WHERE received_at != '' GROUP BY 1`,
];

migrate(
  (app) => {
    const db = app.db();
    db.newQuery(TABLE).execute();
    for (const [name, table, metric, options] of SOURCES) {
      for (const sql of triggers(name, table, metric, options)) db.newQuery(sql).execute();
    }
    for (const sql of BACKFILL) db.newQuery(sql).execute();
  },
  (app) => {
    const db = app.db();
    for (const [name] of SOURCES) {
      for (const suffix of ['insert', 'delete', 'update_old', 'update_new']) {
        db.newQuery(`DROP TRIGGER IF EXISTS _fwd_daily_${name}_${suffix}`).execute();
      }
    }
    db.newQuery('DROP TABLE IF EXISTS _fwd_report_daily').execute();
  },
);
