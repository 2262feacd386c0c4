/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The finance report (GET /api/admin/reports/finance; docs/back-office.md): figures by day, week or
// month, each one GROUP BY query over an index on the date it is counted by, so a year of data
// answers without reading records one by one. Days are UTC days.

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

  for (const row of rowsOf(
    app,
    `SELECT ${period('created')} AS period, kind, SUM(amount) AS total FROM wallet_transactions
     WHERE ${inRange('created')} GROUP BY 1, 2`,
    params,
    { period: '', kind: '', total: 0 },
  )) {
    const figures = at(row.period);
    if (PAYMENT_KINDS.includes(row.kind)) figures.payments -= row.total;
    else if (REFUND_KINDS.includes(row.kind)) figures.refunds += row.total;
    else if (row.kind === 'recharge') figures.topUps += row.total;
    else if (row.kind === 'adjustment') figures.adjustments += row.total;
  }

  for (const row of rowsOf(
    app,
    `SELECT ${period('created')} AS period, status, COUNT(*) AS n, SUM(service_fee) AS fees FROM orders
     WHERE ${inRange('created')} GROUP BY 1, 2`,
    params,
    { period: '', status: '', n: 0, fees: 0 },
  )) {
    const figures = at(row.period);
    figures.ordersPlaced += row.n;
    figures.ordersByStatus[row.status] = (figures.ordersByStatus[row.status] ?? 0) + row.n;
    // A cancelled order's fee went back to the customer.
    if (row.status !== 'cancelled') figures.serviceFees += row.fees;
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
    `SELECT ${period('received_at')} AS period, COUNT(*) AS n FROM parcels WHERE ${inRange('received_at')} GROUP BY 1`,
    params,
    { period: '', n: 0 },
  )) {
    at(row.period).parcelsReceived += row.n;
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

module.exports = { readReportQuery, financeReport, MAX_DAYS };
