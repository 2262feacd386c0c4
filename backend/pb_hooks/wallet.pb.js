/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The wallet: recharges (customer asks, finance approves), refunds (sales asks, finance approves)
// and manual adjustments. Every credit goes through lib/wallet.js in one transaction; approving
// twice, even concurrently, credits once (status re-read inside the transaction + unique
// (kind, ref) on the ledger). See docs/wallet.md.

// A customer asks for a recharge: the server owns the owner, status and transfer reference.
onRecordCreateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { prepareRecharge } = require(`${__hooks}/lib/wallet.js`);
  const record = /** @type {core.Record} */ (e.record);
  const body = http.readBody(e);
  if (e.auth && e.auth.collection().name === 'users') record.set('user', e.auth.id);
  else if (!e.hasSuperuserAuth()) throw http.forbidden('Only customers ask for recharges.');
  prepareRecharge(e.app, record, body);
  e.next();
}, 'recharges');

// Sales asks for a refund in its own name, or a customer for their own order or shipment. Every
// refund names an order or a fulfillment (taken from the complaint when only that is given) and
// never exceeds what is still refundable on it, pending requests included (lib/refunds.js).
// Checked, saved and (for staff) audited in one transaction.
onRecordCreateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const record = /** @type {core.Record} */ (e.record);
  const body = http.readBody(e);
  const staffId = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  const customerId = e.auth && e.auth.collection().name === 'users' ? e.auth.id : '';
  if (!staffId && !customerId && !e.hasSuperuserAuth())
    throw http.forbidden('Only staff and customers ask for refunds.');
  const amount = refunds.prepareRefundRequest(record, body, { staffId, customerId });
  http.transaction((txApp) => {
    refunds.checkRefundRequest(txApp, record, amount);
    refunds.saveRefundRequest(txApp, record, {
      staffId,
      byCustomer: !!customerId,
      save: () => {
        e.app = txApp;
        e.next();
      },
    });
  });
}, 'refunds');

/** Approve or reject a pending recharge. */
routerAdd('POST', '/api/admin/recharges/{id}/{action}', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { readReview, reviewRecharge } = require(`${__hooks}/lib/wallet.js`);
  const { id, to, staff, reason } = readReview(e, { max: 500, requiredToReject: true });
  return e.json(
    200,
    http.transaction((txApp) => reviewRecharge(txApp, id, to, staff.id, reason)),
  );
});

/** Approve (credit the wallet) or reject a requested refund. */
routerAdd('POST', '/api/admin/refunds/{id}/{action}', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { reviewRefund } = require(`${__hooks}/lib/refunds.js`);
  const { readReview } = require(`${__hooks}/lib/wallet.js`);
  const { id, to, staff, reason } = readReview(e, { max: 1000, requiredToReject: false });
  return e.json(
    200,
    http.transaction((txApp) => reviewRefund(txApp, id, to, staff.id, reason)),
  );
});

/** Finance corrects a balance by a signed amount, with a reason; never below zero. */
routerAdd('POST', '/api/admin/wallets/adjust', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { adjustBalance } = require(`${__hooks}/lib/wallet.js`);
  const staff = http.requireStaff(e, 'finance');
  const body = http.readBody(e);
  const userId = /** @type {string} */ (http.id(body, 'user', { required: true }));
  const amount = /** @type {number} */ (
    http.int(body, 'amount', { min: -1_000_000_000_000, max: 1_000_000_000_000, required: true })
  );
  if (amount === 0) throw http.fieldError('amount', 'validation_zero', 'Must not be 0.');
  const reason = /** @type {string} */ (http.str(body, 'reason', { max: 500, required: true }));
  return e.json(
    200,
    http.transaction((txApp) => adjustBalance(txApp, userId, amount, reason, staff.id)),
  );
});

/**
 * What a new refund request on an order or fulfillment may still ask for: the customer's own, or
 * any for sales and finance (the refund review shows it).
 */
routerAdd('GET', '/api/shop/refundable', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const staff = http.isStaff(e);
  const user = staff ? http.requireStaff(e, 'sales', 'finance') : http.requireCustomer(e);
  const query = e.request.url.query();
  const field = query.get('order') ? 'order' : 'fulfillment';
  const id = http.id({ [field]: query.get(field) }, field, { required: true }) ?? '';
  const collection = field === 'order' ? 'orders' : 'fulfillments';
  const record = staff
    ? http.findOr404(e.app, collection, id, field)
    : http.findOwn(e.app, collection, id, user.id, field);
  const { paid, refunded, left } = refunds.refundable(e.app, field, record, { withPending: true });
  return e.json(200, { paid, refunded, left, currency: loadSettings(e.app).homeCurrency });
});
