/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Human-readable codes. Order and fulfillment codes count up per month (O2611-000001, …); the
// caller runs inside a write transaction, which SQLite serialises, and the unique index on `code`
// refuses a duplicate in any case.

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `yymm` of now (UTC). @param {Date} [now] */
function yymm(now = new Date()) {
  return `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/**
 * @param {core.App} app @param {string} collection @param {string} letter
 * @returns {string}
 */
function nextMonthlyCode(app, collection, letter) {
  const prefix = `${letter}${yymm()}-`;
  const row = new DynamicModel({ last: 0 });
  app
    .db()
    .newQuery(
      `SELECT COALESCE(MAX(CAST(SUBSTR(code, ${prefix.length + 1}) AS INTEGER)), 0) AS last FROM ${collection} WHERE code LIKE {:prefix}`,
    )
    .bind({ prefix: `${prefix}%` })
    .one(row);
  return `${prefix}${String(row.last + 1).padStart(6, '0')}`;
}

/** `O{yymm}-{6 digits}`. @param {core.App} app */
function nextOrderCode(app) {
  return nextMonthlyCode(app, 'orders', 'O');
}

/** `F{yymm}-{6 digits}`. @param {core.App} app */
function nextFulfillmentCode(app) {
  return nextMonthlyCode(app, 'fulfillments', 'F');
}

/**
 * The transfer reference a customer writes on a bank transfer: `NAP{customer code}{4 random A-Z0-9}`.
 * @param {core.App} app @param {string} customerCode
 * @returns {string}
 */
function newRechargeReference(app, customerCode) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = `NAP${customerCode}${$security.randomStringWithAlphabet(4, ALPHANUMERIC)}`;
    const taken = app.findRecordsByFilter('recharges', 'reference = {:reference}', '', 1, 0, { reference });
    if (taken.length === 0) return reference;
  }
  throw new Error('could not find a free recharge reference');
}

module.exports = { nextOrderCode, nextFulfillmentCode, newRechargeReference, yymm };
