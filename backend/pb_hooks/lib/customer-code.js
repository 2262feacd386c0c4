/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

const FIRST_CODE = 10001;

/**
 * The next free customer code. Writes are serialised by SQLite and the unique index on `code`
 * refuses a duplicate, so two sign-ups can never share a code.
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
