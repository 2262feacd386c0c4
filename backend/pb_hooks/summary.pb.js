/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The customer dashboard in one request (lib/summary.js; response schema in
// shared-contracts/src/api/summary.ts): the caller's orders, parcels and fulfillments counted by
// status, and their parcels whose free storage ends soon or has ended.
routerAdd('GET', '/api/shop/summary', (e) => {
  const { requireCustomer } = require(`${__hooks}/lib/http.js`);
  const { customerSummary } = require(`${__hooks}/lib/summary.js`);
  const user = requireCustomer(e);
  return e.json(200, customerSummary(e.app, user.id));
});
