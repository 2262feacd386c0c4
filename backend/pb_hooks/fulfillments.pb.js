/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Fulfillments: a customer ships received parcels home (quote → draft → pay, or cancel); the
// warehouse moves a paid fulfillment through packing → packed → shipped → delivered. Each step is
// one transaction; staff steps are audited and every status change notifies the customer. The
// steps are lib/fulfillments.js. See docs/fulfillment.md.

routerAdd('POST', '/api/shop/fulfillments/quote', (e) => {
  const { requireCustomer, readBody } = require(`${__hooks}/lib/http.js`);
  const { readQuoteRequest, quoteFulfillment } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const user = requireCustomer(e);
  const request = readQuoteRequest(readBody(e));
  return e.json(200, quoteFulfillment(e.app, user.id, request).quote);
});

routerAdd('POST', '/api/shop/fulfillments', (e) => {
  const { requireCustomer, readBody, transaction } = require(`${__hooks}/lib/http.js`);
  const { readQuoteRequest } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { createFulfillment } = require(`${__hooks}/lib/fulfillments.js`);
  const user = requireCustomer(e);
  const request = readQuoteRequest(readBody(e));
  return e.json(
    200,
    transaction((/** @type {core.App} */ txApp) => createFulfillment(txApp, user.id, request)),
  );
});

routerAdd('POST', '/api/shop/fulfillments/{id}/pay', (e) => {
  const { requireCustomer, transaction, readBody } = require(`${__hooks}/lib/http.js`);
  const { readExpectedTotal } = require(`${__hooks}/lib/expected-total.js`);
  const { payFulfillment } = require(`${__hooks}/lib/fulfillments.js`);
  const user = requireCustomer(e);
  const expected = readExpectedTotal(readBody(e));
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  return e.json(
    200,
    transaction((/** @type {core.App} */ txApp) => payFulfillment(txApp, user.id, fulfillmentId, expected)),
  );
});

routerAdd('POST', '/api/shop/fulfillments/{id}/cancel', (e) => {
  const { findOwn, requireCustomer, transaction } = require(`${__hooks}/lib/http.js`);
  const { cancelFulfillment } = require(`${__hooks}/lib/fulfillments.js`);
  const user = requireCustomer(e);
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = transaction((/** @type {core.App} */ txApp) =>
    cancelFulfillment(txApp, findOwn(txApp, 'fulfillments', fulfillmentId, user.id, 'fulfillment'), {}),
  );
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/admin/fulfillments/{id}/transition', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { statuses } = require(`${__hooks}/lib/transitions.js`);
  const { moveFulfillment } = require(`${__hooks}/lib/fulfillments.js`);
  const staff = http.requireStaff(e, 'warehouse');
  const body = http.readBody(e);
  const to = /** @type {string} */ (http.oneOf(body, 'to', statuses('fulfillment')));
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = http.transaction((/** @type {core.App} */ txApp) =>
    moveFulfillment(txApp, staff.id, fulfillmentId, to, body),
  );
  return e.json(200, fulfillment);
});
