/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What staff outside sales see of a customer: id, code and name only (docs/access.md).

/** @param {core.Record} record */
function publicCustomer(record) {
  return { id: record.id, code: record.getString('code'), name: record.getString('name') };
}

/**
 * The customers of the rows a page shows, by a comma-separated list of at most 100 ids.
 * @param {core.App} app @param {string[]} ids
 */
function customersByIds(app, ids) {
  const { badRequest, ID_PATTERN } = require(`${__hooks}/lib/http.js`);
  if (ids.length > 100 || ids.some((id) => !ID_PATTERN.test(id))) {
    throw badRequest('Give at most 100 customer ids (ids).', {
      ids: { code: 'validation_invalid_value', message: 'At most 100 record ids, comma-separated.' },
    });
  }
  return app.findRecordsByIds('users', [...new Set(ids)]).map(publicCustomer);
}

/**
 * The customers whose code is `q` or whose name holds it (at most 20, by code).
 * @param {core.App} app @param {string} q
 */
function searchCustomers(app, q) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  if (q.length < 2 || q.length > 100) {
    throw badRequest('Give a customer code or at least two letters of a name (q).', {
      q: { code: 'validation_length_out_of_range', message: 'Between 2 and 100 characters.' },
    });
  }
  const records = app.findRecordsByFilter('users', 'code = {:code} || name ~ {:q}', 'code', 20, 0, {
    code: q.toUpperCase(),
    q,
  });
  return records.map(publicCustomer);
}

module.exports = { customersByIds, searchCustomers };
