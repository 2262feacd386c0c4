/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Checkout and the order state machine (DESIGN sections 5 and 6, docs/pricing.md). Each route is
// one transaction: validate, write, book the wallet, audit staff actions, notify the customer.

/** Checkout: the caller's cart items → one paid order per shop. */
routerAdd('POST', '/api/shop/checkout', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { placeOrders, planCheckout } = require(`${__hooks}/lib/orders.js`);
  const { readExpectedTotal, assertExpectedTotal } = require(`${__hooks}/lib/expected-total.js`);
  const user = http.requireCustomer(e);
  const body = http.readBody(e);
  const ids = http.idList(body, 'cartItems', { max: 200 });
  const expected = readExpectedTotal(body);
  const orders = http.transaction((txApp) => {
    if (expected !== undefined) {
      const plan = planCheckout(txApp, user.id, ids);
      assertExpectedTotal(plan.total, expected, plan.settings.homeCurrency);
    }
    return placeOrders(txApp, user.id, ids);
  });
  return e.json(200, { orders });
});

/** What checkout would charge for these cart items now, per shop; nothing is written. */
routerAdd('POST', '/api/shop/checkout/quote', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { checkoutQuote } = require(`${__hooks}/lib/orders.js`);
  const user = http.requireCustomer(e);
  const ids = http.idList(http.readBody(e), 'cartItems', { max: 200 });
  return e.json(200, checkoutQuote(e.app, user.id, ids));
});

/** The customer cancels a placed order: refunded to the wallet at once. */
routerAdd('POST', '/api/shop/orders/{id}/cancel', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { cancelOrder } = require(`${__hooks}/lib/orders.js`);
  const user = http.requireCustomer(e);
  const order = http.transaction((txApp) =>
    cancelOrder(txApp, http.findOwn(txApp, 'orders', e.request.pathValue('id'), user.id, 'order'), ''),
  );
  return e.json(200, order);
});

/** The customer pays the difference after staff bought the goods at a higher price. */
routerAdd('POST', '/api/shop/orders/{id}/pay-supplement', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { paySupplement } = require(`${__hooks}/lib/orders.js`);
  const user = http.requireCustomer(e);
  const order = http.transaction((txApp) =>
    paySupplement(txApp, http.findOwn(txApp, 'orders', e.request.pathValue('id'), user.id, 'order')),
  );
  return e.json(200, order);
});

/** Sales moves an order along its pipeline. */
routerAdd('POST', '/api/admin/orders/{id}/transition', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const orders = require(`${__hooks}/lib/orders.js`);
  const { targets } = require(`${__hooks}/lib/transitions.js`);
  const staff = http.requireStaff(e, 'sales');
  const body = http.readBody(e);
  const to = /** @type {string} */ (http.oneOf(body, 'to', targets('order', 'staff')));
  const sellerOrderNo = http.str(body, 'sellerOrderNo', { max: 100 });
  const trackingCodes = orders.readTrackingCodes(body);
  const prices = orders.readPrices(body);
  const reason = http.str(body, 'reason', { max: 500 });
  const order = http.transaction((txApp) => {
    const record = http.findOr404(txApp, 'orders', e.request.pathValue('id'), 'order');
    return orders.transitionOrder(txApp, record, staff, { to, sellerOrderNo, trackingCodes, prices, reason });
  });
  return e.json(200, order);
});

/** What a purchase at these prices would do (refund or supplement), before sales sends it. */
routerAdd('POST', '/api/admin/orders/{id}/purchase-quote', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const orders = require(`${__hooks}/lib/orders.js`);
  const { assertTransition } = require(`${__hooks}/lib/transitions.js`);
  http.requireStaff(e, 'sales');
  const prices = orders.readPrices(http.readBody(e)) ?? { items: [], domesticShipping: undefined };
  const record = http.findOr404(e.app, 'orders', e.request.pathValue('id'), 'order');
  assertTransition('order', record, 'purchased', 'staff');
  const { lines, ...plan } = orders.planReprice(e.app, record, prices);
  return e.json(200, plan);
});
