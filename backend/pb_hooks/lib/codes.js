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

const LAST_NUMBER = 999999;

/**
 * The newest code of this month is found with one step down the code index: codes of a month
 * share a prefix and their six-digit numbers sort as text.
 * @param {core.App} app @param {string} collection @param {string} letter
 * @returns {string}
 */
function nextMonthlyCode(app, collection, letter) {
  const prefix = `${letter}${yymm()}-`;
  const row = new DynamicModel({ code: '' });
  try {
    app
      .db()
      .newQuery(
        `SELECT code FROM ${collection} WHERE code != '' AND code >= {:low} AND code < {:high} ORDER BY code DESC LIMIT 1`,
      )
      // '.' follows '-': every code with the prefix lies in [low, high).
      .bind({ low: prefix, high: `${prefix.slice(0, -1)}.` })
      .one(row);
  } catch {
    row.code = '';
  }
  const last = row.code ? Number(row.code.slice(prefix.length)) || 0 : 0;
  if (last >= LAST_NUMBER) throw new Error(`${collection}: no ${letter} code left for ${yymm()}`);
  return `${prefix}${String(last + 1).padStart(6, '0')}`;
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
