/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// A payment honours the total the customer saw: the page sends it as `expectedTotal` (home currency,
// minor units) and the route, having worked the total out again inside its transaction, refuses
// to charge another one (docs/pricing.md).

/**
 * The total the page showed, when it sent one.
 * @param {Record<string, any>} body @returns {number | undefined}
 */
function readExpectedTotal(body) {
  const { int } = require(`${__hooks}/lib/http.js`);
  return int(body, 'expectedTotal', { min: 0, max: 1e15 });
}

/**
 * Throws a 400 when the total moved since the customer saw it: its message gives both totals and
 * `data.expectedTotal` (code `prices_changed`) carries them in `params.total` (now) and
 * `params.expected` (seen). Nothing is written: the route's transaction is rolled back.
 * @param {number} total @param {number | undefined} expected @param {string} currency
 */
function assertExpectedTotal(total, expected, currency) {
  if (expected === undefined || expected === total) return;
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { formatMoney } = require(`${__hooks}/lib/money.js`);
  const now = formatMoney(total, currency);
  throw badRequest(
    `Prices changed: the total is now ${now}, not the ${formatMoney(expected, currency)} you saw. Nothing was charged; check the new total and pay again.`,
    {
      expectedTotal: {
        code: 'prices_changed',
        message: `The total is now ${now}.`,
        params: { total, expected },
      },
    },
  );
}

module.exports = { readExpectedTotal, assertExpectedTotal };
