/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

const FIRST_CODE = 10001;

/**
 * The next free customer code. Read it with the app of the transaction that inserts the user (see
 * users.pb.js): a transaction holds the only write connection, so no other sign-up can take the same
 * code in between. Outside one, two callers can get the same code and the unique index on `code`
 * refuses the second insert.
 * @param {core.App} app
 * @returns {string}
 */
function nextCustomerCode(app) {
  const row = new DynamicModel({ last: 0 });
  app
    .db()
    .newQuery("SELECT COALESCE(MAX(CAST(SUBSTR(code, 2) AS INTEGER)), 0) AS last FROM users WHERE code GLOB 'C[0-9]*'")
    .one(row);
  return `C${Math.max(FIRST_CODE, row.last + 1)}`;
}

module.exports = { nextCustomerCode };
