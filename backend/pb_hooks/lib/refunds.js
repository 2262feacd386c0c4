/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What can still be refunded on an order or a fulfillment (docs/wallet.md, "Refunds"). Every
// refund names an order or a fulfillment and is capped against it, so the money credited back for
// one never exceeds what was debited for it:
// - an order: `orders.paid` (what the wallet paid, supplements included, minus the automatic
//   refunds of a cancel or a re-price) minus its approved refunds;
// - a fulfillment: its locked `total` once paid (0 while draft or after a cancel) minus its
//   approved refunds.
// Creating a request also counts the requests still pending; approving counts approved ones only.

/** Fulfillment statuses in which the customer has paid its total. */
const PAID_FULFILLMENT = ['paid', 'packing', 'packed', 'shipped', 'delivered'];

/**
 * Sum of the refunds on an order or fulfillment in the given statuses, leaving out `exceptId`.
 * @param {core.App} app @param {'order' | 'fulfillment'} field @param {string} id
 * @param {string[]} statuses @param {string} [exceptId]
 */
function refundSum(app, field, id, statuses, exceptId = '') {
  const rows = app.findRecordsByFilter('refunds', `${field} = {:id}`, '', 0, 0, { id });
  return rows.reduce(
    (sum, r) => (r && r.id !== exceptId && statuses.includes(r.getString('status')) ? sum + r.getInt('amount') : sum),
    0,
  );
}

/**
 * What the customer paid for an order or fulfillment, before approved refunds.
 * @param {'order' | 'fulfillment'} field @param {core.Record} record
 */
function paidFor(field, record) {
  if (field === 'order') return record.getInt('paid');
  return PAID_FULFILLMENT.includes(record.getString('status')) ? record.getInt('total') : 0;
}

/**
 * What can still be refunded on an order or fulfillment: paid − approved refunds (− pending
 * requests when `withPending`), never below zero.
 * @param {core.App} app @param {'order' | 'fulfillment'} field @param {core.Record} record
 * @param {{ withPending?: boolean, exceptId?: string }} [options]
 * @returns {{ paid: number, refunded: number, left: number }}
 */
function refundable(app, field, record, { withPending = false, exceptId = '' } = {}) {
  const paid = paidFor(field, record);
  const statuses = withPending ? ['approved', 'requested'] : ['approved'];
  const refunded = refundSum(app, field, record.id, statuses, exceptId);
  return { paid, refunded, left: Math.max(0, paid - refunded) };
}

/**
 * A 400 on `amount` when it exceeds what can still be refunded.
 * @param {core.App} app @param {'order' | 'fulfillment'} field @param {core.Record} record
 * @param {number} amount @param {{ withPending?: boolean, exceptId?: string, name?: string }} [options]
 */
function assertWithinCap(app, field, record, amount, options = {}) {
  const { fieldError } = require(`${__hooks}/lib/http.js`);
  const { paid, refunded, left } = refundable(app, field, record, options);
  if (amount <= left) return;
  const what = options.withPending ? 'already refunded or requested' : 'already refunded';
  const currency = require(`${__hooks}/lib/settings.js`).loadCurrencies(app).homeCurrency;
  throw fieldError(
    options.name ?? 'amount',
    'validation_max',
    `At most ${left} ${currency} can still be refunded on ${field} ${record.getString('code') || record.id} ` +
      `(paid ${paid} ${currency}, ${what} ${refunded} ${currency}); ${amount} ${currency} is too much.`,
  );
}

/**
 * A 400 while a refund request on the order or fulfillment waits for finance: a cancel or a
 * re-price would otherwise refund the same money a second time.
 * @param {core.App} app @param {'order' | 'fulfillment'} field @param {core.Record} record
 * @param {string} action what the caller tried, e.g. "cancelled"
 */
function assertNoPendingRefund(app, field, record, action) {
  const pending = app.findRecordsByFilter('refunds', `${field} = {:id} && status = 'requested'`, '', 0, 0, {
    id: record.id,
  });
  if (pending.length === 0) return;
  const amount = pending.reduce((sum, r) => sum + (r ? r.getInt('amount') : 0), 0);
  const currency = require(`${__hooks}/lib/settings.js`).loadCurrencies(app).homeCurrency;
  const label = `${field === 'order' ? 'Order' : 'Fulfillment'} ${record.getString('code') || record.id}`;
  throw require(`${__hooks}/lib/http.js`).badRequest(
    `${label} cannot be ${action}: a refund request is pending on it (${amount} ${currency}); finance must decide it first.`,
    { refund: { code: 'refund_pending', message: 'A refund request is pending; finance must decide it first.' } },
  );
}

/**
 * The order or paid fulfillment a complaint's refund is charged against: the complaint's order,
 * else the order of its parcel, else the latest paid (or later) fulfillment holding its parcel.
 * @param {core.App} app @param {core.Record} complaint
 * @returns {{ order: core.Record | null, fulfillment: core.Record | null }}
 */
function complaintTarget(app, complaint) {
  /** @param {string} collection @param {string} id */
  const find = (collection, id) => {
    if (!id) return null;
    try {
      return app.findRecordById(collection, id);
    } catch {
      return null;
    }
  };
  const order = find('orders', complaint.getString('order'));
  if (order) return { order, fulfillment: null };
  const parcel = find('parcels', complaint.getString('parcel'));
  if (!parcel) return { order: null, fulfillment: null };
  const parcelOrder = find('orders', parcel.getString('order'));
  if (parcelOrder) return { order: parcelOrder, fulfillment: null };
  const statuses = PAID_FULFILLMENT.map((s) => `status = '${s}'`).join(' || ');
  const candidates = app.findRecordsByFilter('fulfillments', `user = {:user} && (${statuses})`, '-created', 0, 0, {
    user: parcel.getString('user'),
  });
  const found = candidates.filter((f) => !!f && f.getStringSlice('parcels').includes(parcel.id));
  return { order: null, fulfillment: found.length > 0 ? found[0] : null };
}

/**
 * A new refund request as the records API received it, before it is checked: asked by staff in
 * their own name, or by a customer for themselves (no complaint; a reason is required); requested
 * and not reviewed. Returns its amount.
 * @param {core.Record} record @param {Record<string, any>} body
 * @param {{ staffId: string, customerId: string }} by
 * @returns {number}
 */
function prepareRefundRequest(record, body, { staffId, customerId }) {
  const http = require(`${__hooks}/lib/http.js`);
  if (staffId) record.set('requested_by', staffId);
  else if (customerId) {
    record.set('user', customerId);
    record.set('requested_by', '');
    record.set('complaint', '');
  }
  const amount = /** @type {number} */ (http.int(body, 'amount', { min: 1, max: 1_000_000_000_000, required: true }));
  http.str(body, 'reason', { max: 1000, required: !!customerId });
  for (const name of ['user', 'order', 'fulfillment', 'complaint']) http.id(body, name);
  record.set('status', 'requested');
  record.set('reviewed_by', '');
  record.set('reviewed_at', '');
  record.set('review_note', '');
  return amount;
}

/**
 * Checks a refund request before the records API saves it, inside its transaction: it names an
 * order or a fulfillment (taken from the complaint when only that is given), all of one customer
 * (who becomes its `user`), and asks for no more than is still refundable there, pending requests
 * included.
 * @param {core.App} txApp @param {core.Record} record @param {number} amount
 */
function checkRefundRequest(txApp, record, amount) {
  const { fieldError } = require(`${__hooks}/lib/http.js`);
  /** @param {string} collection @param {string} field */
  const related = (collection, field) => {
    const relatedId = record.getString(field);
    if (!relatedId) return null;
    try {
      return txApp.findRecordById(collection, relatedId);
    } catch {
      throw fieldError(field, 'validation_not_found', `No such ${field}.`);
    }
  };
  let order = related('orders', 'order');
  let fulfillment = related('fulfillments', 'fulfillment');
  const complaint = related('complaints', 'complaint');
  if (!order && !fulfillment && complaint) {
    ({ order, fulfillment } = complaintTarget(txApp, complaint));
    if (order) record.set('order', order.id);
    if (fulfillment) record.set('fulfillment', fulfillment.id);
  }
  if (!order && !fulfillment) {
    throw fieldError(
      'order',
      'validation_required',
      'A refund must name the order or the paid fulfillment it gives money back for.',
    );
  }
  for (const owner of [order, fulfillment, complaint]) {
    if (!owner) continue;
    if (!record.getString('user')) record.set('user', owner.getString('user'));
    if (owner.getString('user') !== record.getString('user')) {
      throw fieldError('user', 'validation_mismatch', 'The refund must go to the customer of that order.');
    }
  }
  related('users', 'user');
  if (order) assertWithinCap(txApp, 'order', order, amount, { withPending: true });
  if (fulfillment) assertWithinCap(txApp, 'fulfillment', fulfillment, amount, { withPending: true });
}

/**
 * Saves a checked refund request (`save`: the records API's own, else `txApp.save`) and, unless
 * the customer asked, audits it as `refund.requested`: the one writer of that row.
 * @param {core.App} txApp @param {core.Record} refund
 * @param {{ staffId: string, byCustomer?: boolean, save?: () => void }} by
 */
function saveRefundRequest(txApp, refund, { staffId, byCustomer = false, save = () => txApp.save(refund) }) {
  const { audit } = require(`${__hooks}/lib/audit.js`);
  save();
  if (!byCustomer) audit(txApp, staffId, 'refund.requested', 'refunds', refund.id, null, refund.publicExport());
}

/**
 * Finance approves (credits the wallet, within what is still refundable now) or rejects a requested
 * refund, with a `note` the customer reads. Reviewing it again to the same status does nothing more.
 * @param {core.App} txApp @param {string} refundId @param {'approved' | 'rejected'} to
 * @param {string} staffId @param {string} note
 * @returns {core.Record}
 */
function reviewRefund(txApp, refundId, to, staffId, note) {
  const http = require(`${__hooks}/lib/http.js`);
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const record = http.findOr404(txApp, 'refunds', refundId, 'refund');
  if (record.getString('status') === to) return record;
  assertTransition('refund', record, to, 'staff');
  const amount = record.getInt('amount');
  if (to === 'approved') {
    // Re-check the cap now, inside the transaction: a cancel, a re-price or another approved
    // refund may have given the money back since the request was made.
    const orderId = record.getString('order');
    const fulfillmentId = record.getString('fulfillment');
    if (!orderId && !fulfillmentId) {
      throw http.badRequest(
        'This refund names no order or fulfillment, so nothing caps it: reject it and ask sales for a new one.',
        { order: { code: 'validation_required', message: 'A refund must name an order or a fulfillment.' } },
      );
    }
    if (orderId) {
      const order = http.findOr404(txApp, 'orders', orderId, 'order');
      assertWithinCap(txApp, 'order', order, amount, { exceptId: record.id });
    }
    if (fulfillmentId) {
      const fulfillment = http.findOr404(txApp, 'fulfillments', fulfillmentId, 'fulfillment');
      assertWithinCap(txApp, 'fulfillment', fulfillment, amount, { exceptId: record.id });
    }
  }
  record.set('reviewed_by', staffId);
  record.set('reviewed_at', new DateTime());
  record.set('review_note', note);
  transition(txApp, 'refund', record, to, { actor: 'staff', staffId, payload: { amount, note } });
  if (to === 'approved') {
    credit(txApp, record.getString('user'), amount, {
      kind: 'refund',
      ref: record.id,
      note: record.getString('reason') || 'Refund',
      actor: staffId,
    });
  }
  send(txApp, record.getString('user'), to === 'approved' ? 'refundApproved' : 'refundRejected', {
    id: record.id,
    order: record.getString('order'),
    fulfillment: record.getString('fulfillment'),
    amount,
    note: note || record.getString('reason'),
  });
  return record;
}

module.exports = {
  refundable,
  refundSum,
  assertWithinCap,
  assertNoPendingRefund,
  complaintTarget,
  prepareRefundRequest,
  checkRefundRequest,
  saveRefundRequest,
  reviewRefund,
  PAID_FULFILLMENT,
};
