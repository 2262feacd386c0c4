/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The finance report (GET /api/admin/reports/finance; docs/back-office.md): figures by day, week or
// month. Ledger lines, orders and received parcels are summed from their daily totals
// (`_fwd_report_daily`, kept by triggers); shipments are grouped directly on their date indexes.
// Days are UTC days.

/** Longest range, in days, one report covers. */
const MAX_DAYS = 400;

/** The first day of the period of a stored date column, for each bucket. */
const PERIOD = {
  day: (column) => `substr(${column}, 1, 10)`,
  // SQLite's 'weekday 1' moves forward to a Monday: step back 6 days first to land on this week's.
  week: (column) => `date(substr(${column}, 1, 10), '-6 days', 'weekday 1')`,
  month: (column) => `substr(${column}, 1, 7) || '-01'`,
};

/** Ledger kinds counted as payments (debits), top-ups and refunds (credits). */
const PAYMENT_KINDS = ['order_payment', 'supplement', 'fulfillment_payment'];
const REFUND_KINDS = ['order_refund', 'fulfillment_refund', 'refund'];

/**
 * @typedef {{ serviceFees: number, shipping: number, storage: number, insurance: number, revenue: number,
 *   payments: number, topUps: number, refunds: number, adjustments: number, ordersPlaced: number,
 *   ordersByStatus: Record<string, number>, shipmentsByStatus: Record<string, number>,
 *   parcelsReceived: number, weightShippedKg: number }} Figures
 */

/** @returns {Figures} */
function emptyFigures() {
  return {
    serviceFees: 0,
    shipping: 0,
    storage: 0,
    insurance: 0,
    revenue: 0,
    payments: 0,
    topUps: 0,
    refunds: 0,
    adjustments: 0,
    ordersPlaced: 0,
    ordersByStatus: {},
    shipmentsByStatus: {},
    parcelsReceived: 0,
    weightShippedKg: 0,
  };
}

/**
 * The query's range and bucket, or a 400 naming the field.
 * @param {{ get(name: string): string }} query
 */
function readReportQuery(query) {
  const http = require(`${__hooks}/lib/http.js`);
  /** @param {string} name */
  const day = (name) => {
    const value = String(query.get(name) || '').trim();
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      throw http.fieldError(name, 'validation_invalid_date', 'Give a day as YYYY-MM-DD.');
    }
    return date;
  };
  const from = day('from');
  const to = day('to');
  const bucket = String(query.get('bucket') || 'day');
  if (!(bucket in PERIOD)) throw http.fieldError('bucket', 'validation_invalid_value', 'Must be day, week or month.');
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
  if (days < 1) throw http.fieldError('to', 'validation_invalid_range', 'Must not be before the first day.');
  if (days > MAX_DAYS) throw http.fieldError('to', 'validation_invalid_range', `At most ${MAX_DAYS} days at once.`);
  return { from, to, bucket: /** @type {'day' | 'week' | 'month'} */ (bucket) };
}

/**
 * Runs one GROUP BY query and returns its rows.
 * @param {core.App} app @param {string} sql @param {Record<string, unknown>} params
 * @param {Record<string, string | number>} shape
 */
function rowsOf(app, sql, params, shape) {
  const rows = arrayOf(new DynamicModel(shape));
  app.db().newQuery(sql).bind(params).all(rows);
  return rows;
}

/**
 * The report from `from` to `to` (both whole UTC days, included), by `bucket`.
 * @param {core.App} app @param {{ from: Date, to: Date, bucket: 'day' | 'week' | 'month' }} range
 */
function financeReport(app, { from, to, bucket }) {
  const { loadCurrencies } = require(`${__hooks}/lib/settings.js`);
  const period = PERIOD[bucket];
  const stamp = (/** @type {Date} */ date) => `${date.toISOString().slice(0, 10)} 00:00:00.000Z`;
  const params = { from: stamp(from), to: stamp(new Date(to.getTime() + 86_400_000)) };
  const inRange = (/** @type {string} */ column) => `${column} >= {:from} AND ${column} < {:to}`;

  /** @type {Map<string, Figures>} */
  const byPeriod = new Map();
  const at = (/** @type {string} */ key) => {
    let figures = byPeriod.get(key);
    if (!figures) byPeriod.set(key, (figures = emptyFigures()));
    return figures;
  };

  // Ledger lines, orders and received parcels come from their daily totals (migration
  // 1763902100_report_daily.js); a day is the first 10 characters of the stored date.
  const days = { from: params.from.slice(0, 10), to: params.to.slice(0, 10) };
  for (const row of rowsOf(
    app,
    `SELECT ${period('day')} AS period, metric, key, SUM(amount) AS amount, SUM(n) AS n FROM _fwd_report_daily
     WHERE day >= {:from} AND day < {:to} GROUP BY 1, 2, 3`,
    days,
    { period: '', metric: '', key: '', amount: 0, n: 0 },
  )) {
    if (row.n === 0) continue;
    const figures = at(row.period);
    if (row.metric === 'ledger') {
      if (PAYMENT_KINDS.includes(row.key)) figures.payments -= row.amount;
      else if (REFUND_KINDS.includes(row.key)) figures.refunds += row.amount;
      else if (row.key === 'recharge') figures.topUps += row.amount;
      else if (row.key === 'adjustment') figures.adjustments += row.amount;
    } else if (row.metric === 'orders') {
      figures.ordersPlaced += row.n;
      figures.ordersByStatus[row.key] = (figures.ordersByStatus[row.key] ?? 0) + row.n;
      // A cancelled order's fee went back to the customer.
      if (row.key !== 'cancelled') figures.serviceFees += row.amount;
    } else if (row.metric === 'received') {
      figures.parcelsReceived += row.n;
    }
  }

  for (const row of rowsOf(
    app,
    `SELECT ${period('paid_at')} AS period, status, COUNT(*) AS n, SUM(shipping_fee) AS shipping,
       SUM(storage_fee) AS storage, SUM(insurance_fee) AS insurance FROM fulfillments
     WHERE ${inRange('paid_at')} GROUP BY 1, 2`,
    params,
    { period: '', status: '', n: 0, shipping: 0, storage: 0, insurance: 0 },
  )) {
    const figures = at(row.period);
    figures.shipmentsByStatus[row.status] = (figures.shipmentsByStatus[row.status] ?? 0) + row.n;
    if (row.status === 'cancelled') continue;
    figures.shipping += row.shipping;
    figures.storage += row.storage;
    figures.insurance += row.insurance;
  }

  for (const row of rowsOf(
    app,
    `SELECT ${period('shipped_at')} AS period, CAST(ROUND(SUM(final_weight_kg) * 1000) AS INTEGER) AS grams FROM fulfillments
     WHERE ${inRange('shipped_at')} GROUP BY 1`,
    params,
    { period: '', grams: 0 },
  )) {
    at(row.period).weightShippedKg += row.grams / 1000;
  }

  const totals = emptyFigures();
  const rows = [...byPeriod.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, figures]) => {
      figures.revenue = figures.serviceFees + figures.shipping + figures.storage + figures.insurance;
      figures.weightShippedKg = Math.round(figures.weightShippedKg * 1000) / 1000;
      for (const name of /** @type {const} */ ([
        'serviceFees',
        'shipping',
        'storage',
        'insurance',
        'revenue',
        'payments',
        'topUps',
        'refunds',
        'adjustments',
        'ordersPlaced',
        'parcelsReceived',
        'weightShippedKg',
      ])) {
        totals[name] += figures[name];
      }
      for (const [status, n] of Object.entries(figures.ordersByStatus)) {
        totals.ordersByStatus[status] = (totals.ordersByStatus[status] ?? 0) + n;
      }
      for (const [status, n] of Object.entries(figures.shipmentsByStatus)) {
        totals.shipmentsByStatus[status] = (totals.shipmentsByStatus[status] ?? 0) + n;
      }
      return { period: key, ...figures };
    });
  totals.weightShippedKg = Math.round(totals.weightShippedKg * 1000) / 1000;
  const day = (/** @type {Date} */ date) => date.toISOString().slice(0, 10);
  return { from: day(from), to: day(to), bucket, homeCurrency: loadCurrencies(app).homeCurrency, rows, totals };
}

/**
 * Every order counted by status (from the daily totals).
 * @param {core.App} app @returns {Record<string, number>}
 */
function orderCounts(app) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const row of rowsOf(
    app,
    "SELECT key, SUM(n) AS n FROM _fwd_report_daily WHERE metric = 'orders' GROUP BY key",
    {},
    { key: '', n: 0 },
  )) {
    if (row.n > 0) counts[row.key] = row.n;
  }
  return counts;
}

/**
 * The ledger page's filters from the query string, or a 400 naming the field.
 * @param {{ get(name: string): string }} query
 */
function readLedgerQuery(query) {
  const http = require(`${__hooks}/lib/http.js`);
  const text = (/** @type {string} */ name) => String(query.get(name) || '').trim();
  /** @param {string} name @param {RegExp} pattern */
  const matching = (name, pattern) => {
    const value = text(name);
    if (value && !pattern.test(value))
      throw http.fieldError(name, 'validation_invalid_format', 'Has an invalid format.');
    return value;
  };
  /** @param {string} name */
  const amount = (name) => {
    const value = matching(name, /^-?\d{1,15}$/);
    return value ? Number(value) : null;
  };
  /** @param {string} name */
  const dayOf = (name) => {
    const value = matching(name, /^\d{4}-\d{2}-\d{2}$/);
    if (value && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) {
      throw http.fieldError(name, 'validation_invalid_date', 'Give a day as YYYY-MM-DD.');
    }
    return value;
  };
  return {
    user: matching('user', /^[a-z0-9]{15}$/),
    kind: matching('kind', /^[a-z_]{1,30}$/),
    from: dayOf('from'),
    to: dayOf('to'),
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
    q: text('q').slice(0, 100),
  };
}

/**
 * How many ledger lines match and their sum. Filters by kind and days only are answered from the
 * daily totals; any other filter reads the matching lines (by customer through its index).
 * @param {core.App} app @param {ReturnType<typeof readLedgerQuery>} filter
 */
function ledgerSummary(app, filter) {
  const next = (/** @type {string} */ day) =>
    new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
  /** @type {Record<string, unknown>} */
  const params = {};
  const where = [];
  const daily = !filter.user && filter.minAmount === null && filter.maxAmount === null && !filter.q;
  const dayColumn = daily ? 'day' : 'created';
  if (filter.from) {
    params.from = daily ? filter.from : `${filter.from} 00:00:00.000Z`;
    where.push(`${dayColumn} >= {:from}`);
  }
  if (filter.to) {
    params.to = daily ? next(filter.to) : `${next(filter.to)} 00:00:00.000Z`;
    where.push(`${dayColumn} < {:to}`);
  }
  if (filter.kind) {
    params.kind = filter.kind;
    where.push(daily ? 'key = {:kind}' : 'kind = {:kind}');
  }
  const row = new DynamicModel({ count: 0, sum: 0 });
  if (daily) {
    where.unshift("metric = 'ledger'");
    app
      .db()
      .newQuery(
        `SELECT COALESCE(SUM(n), 0) AS count, COALESCE(SUM(amount), 0) AS sum FROM _fwd_report_daily WHERE ${where.join(' AND ')}`,
      )
      .bind(params)
      .one(row);
    return { count: row.count, sum: row.sum };
  }
  if (filter.user) {
    params.user = filter.user;
    where.push('user = {:user}');
  }
  if (filter.minAmount !== null) {
    params.minAmount = filter.minAmount;
    where.push('amount >= {:minAmount}');
  }
  if (filter.maxAmount !== null) {
    params.maxAmount = filter.maxAmount;
    where.push('amount <= {:maxAmount}');
  }
  if (filter.q) {
    params.q = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push("(ref LIKE {:q} ESCAPE '\\' OR note LIKE {:q} ESCAPE '\\')");
  }
  app
    .db()
    .newQuery(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS sum FROM wallet_transactions WHERE ${where.join(' AND ') || 'TRUE'}`,
    )
    .bind(params)
    .one(row);
  return { count: row.count, sum: row.sum };
}

module.exports = { readReportQuery, financeReport, orderCounts, readLedgerQuery, ledgerSummary, MAX_DAYS };
