/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Fulfillments (docs/fulfillment.md): a customer ships received parcels home (draft → pay, or
// cancel); the warehouse moves a paid one through packing → packed → shipped → delivered, or cancels
// it before packing. Each function runs inside the caller's transaction; the routes of
// fulfillments.pb.js and the demo seed call them.

/** What the parcels become with each warehouse step. */
const PARCEL_STATUS = /** @type {Record<string, string>} */ ({
  packing: 'packing',
  shipped: 'shipped',
  delivered: 'delivered',
});

/**
 * The customer's draft for a quote request (`readQuoteRequest`): priced, its address copied.
 * @param {core.App} txApp @param {string} userId
 * @param {{ parcels: string[], address: string, line: string, insurance: boolean }} request
 * @returns {core.Record}
 */
function createFulfillment(txApp, userId, request) {
  const { quoteFulfillment, applyQuote } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { nextFulfillmentCode } = require(`${__hooks}/lib/codes.js`);
  const { recordStatus } = require(`${__hooks}/lib/transitions.js`);
  const { quote, snapshot } = quoteFulfillment(txApp, userId, request);
  const record = new Record(txApp.findCollectionByNameOrId('fulfillments'));
  record.set('code', nextFulfillmentCode(txApp));
  record.set('user', userId);
  record.set('parcels', request.parcels);
  record.set('address', request.address);
  record.set('address_snapshot', snapshot);
  record.set('shipping_line', request.line);
  applyQuote(record, quote);
  record.set('status', 'draft');
  recordStatus(record, 'draft', 'customer');
  txApp.save(record);
  return record;
}

/**
 * The customer pays their draft: re-quoted now (storage may have grown since the draft) and that
 * price locked, refused when it is not the `expected` total the page showed (when given).
 * @param {core.App} txApp @param {string} userId @param {string} fulfillmentId
 * @param {number | undefined} expected
 * @returns {core.Record}
 */
function payFulfillment(txApp, userId, fulfillmentId, expected) {
  const { assertExpectedTotal } = require(`${__hooks}/lib/expected-total.js`);
  const { loadCurrencies } = require(`${__hooks}/lib/settings.js`);
  const pricing = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { debit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const record = require(`${__hooks}/lib/http.js`).findOwn(txApp, 'fulfillments', fulfillmentId, userId, 'fulfillment');
  const code = record.getString('code');
  assertTransition('fulfillment', record, 'paid', 'customer');
  const { quote } = pricing.quoteFulfillment(
    txApp,
    userId,
    {
      parcels: record.getStringSlice('parcels'),
      address: record.getString('address'),
      line: record.getString('shipping_line'),
      insurance: record.getBool('insurance'),
    },
    { exceptFulfillment: record.id, snapshot: JSON.parse(record.getString('address_snapshot') || '{}') },
  );
  assertExpectedTotal(quote.total, expected, loadCurrencies(txApp).homeCurrency);
  pricing.applyQuote(record, quote);
  record.set('paid_at', new DateTime());
  transition(txApp, 'fulfillment', record, 'paid', { actor: 'customer' });
  if (quote.total > 0) {
    debit(txApp, userId, quote.total, { kind: 'fulfillment_payment', ref: record.id, note: `Fulfillment ${code}` });
  }
  send(txApp, userId, 'fulfillmentPaid', { code, total: quote.total, link: pricing.fulfillmentLink(record.id) });
  return record;
}

/**
 * Cancels a fulfillment and gives back what is left of its total after approved refunds (none may
 * be pending): by its customer (`staffId` empty) from draft or paid, or by the warehouse before
 * packing (a parcel missing, an address it cannot serve) with the `reason` the customer reads.
 * @param {core.App} txApp @param {core.Record} record
 * @param {{ staffId?: string, reason?: string }} by
 * @returns {core.Record}
 */
function cancelFulfillment(txApp, record, { staffId = '', reason = '' }) {
  const { fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const code = record.getString('code');
  const paid = record.getString('status') === 'paid';
  assertTransition('fulfillment', record, 'cancelled', staffId ? 'staff' : 'customer');
  refunds.assertNoPendingRefund(txApp, 'fulfillment', record, 'cancelled');
  const left = paid ? refunds.refundable(txApp, 'fulfillment', record).left : 0;
  transition(
    txApp,
    'fulfillment',
    record,
    'cancelled',
    staffId ? { actor: 'staff', staffId, payload: { reason, refunded: left } } : { actor: 'customer' },
  );
  if (left > 0) {
    credit(txApp, record.getString('user'), left, {
      kind: 'fulfillment_refund',
      ref: record.id,
      note: staffId ? `Fulfillment ${code} cancelled by the warehouse` : `Fulfillment ${code} cancelled`,
      actor: staffId,
    });
  }
  send(txApp, record.getString('user'), 'fulfillmentCancelled', {
    code,
    refunded: left,
    ...(staffId ? { reason } : {}),
    link: fulfillmentLink(record.id),
  });
  return record;
}

/**
 * A warehouse step of fulfillment `fulfillmentId` to `to`, with what `body` gives for it (a cancel's
 * `reason`; the packed box's `weightKg` and optional `lengthCm`/`widthCm`/`heightCm`; the shipment's
 * `carrier` and `trackingNo`). The parcels follow (packing, shipped, delivered), an order whose
 * parcels are all delivered is completed, and the customer is told.
 * @param {core.App} txApp @param {string} staffId @param {string} fulfillmentId @param {string} to
 * @param {Record<string, any>} body
 * @returns {core.Record}
 */
function moveFulfillment(txApp, staffId, fulfillmentId, to, body) {
  const http = require(`${__hooks}/lib/http.js`);
  const { assertTransition } = require(`${__hooks}/lib/transitions.js`);
  const reason = http.str(body, 'reason', { max: 500 });
  const record = http.findOr404(txApp, 'fulfillments', fulfillmentId, 'fulfillment');
  assertTransition('fulfillment', record, to, 'staff');
  if (to === 'cancelled') {
    if (!reason) throw http.fieldError('reason', 'validation_required', 'Say why the shipment is cancelled.');
    return cancelFulfillment(txApp, record, { staffId, reason });
  }
  return step(txApp, staffId, record, to, stepFields(record, to, body));
}

/**
 * A parcel scanned at the packing bench: ticked on its paid or packing shipment (`picked`); the
 * first one moves a paid shipment to `packing`. Scanning a ticked parcel again changes nothing.
 * @param {core.App} txApp @param {string} staffId @param {string} fulfillmentId @param {string} parcelId
 * @returns {core.Record}
 */
function pickParcel(txApp, staffId, fulfillmentId, parcelId) {
  const http = require(`${__hooks}/lib/http.js`);
  const record = http.findOr404(txApp, 'fulfillments', fulfillmentId, 'fulfillment');
  const status = record.getString('status');
  if (status !== 'paid' && status !== 'packing') {
    throw http.badRequest(`Only a paid or packing shipment is picked; ${record.getString('code')} is ${status}.`, {
      status: { code: 'invalid_status', message: `The shipment is ${status}.` },
    });
  }
  const parcels = record.getStringSlice('parcels');
  if (!parcels.includes(parcelId)) {
    throw http.fieldError('parcel', 'validation_mismatch', 'This parcel is not in this shipment.');
  }
  const picked = record.getStringSlice('picked');
  if (picked.includes(parcelId) && status === 'packing') return record;
  record.set('picked', [...picked.filter((id) => parcels.includes(id) && id !== parcelId), parcelId]);
  if (status === 'paid') return step(txApp, staffId, record, 'packing', {});
  txApp.save(record);
  return record;
}

/**
 * Moves a fulfillment one warehouse step (audited with `payload`): the parcels follow (packing,
 * shipped, delivered), an order whose parcels are all delivered is completed, the customer is told.
 * @param {core.App} txApp @param {string} staffId @param {core.Record} record @param {string} to
 * @param {Record<string, unknown>} payload
 * @returns {core.Record}
 */
function step(txApp, staffId, record, to, payload) {
  const { fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  transition(txApp, 'fulfillment', record, to, { actor: 'staff', staffId, payload });

  const parcelStatus = PARCEL_STATUS[to];
  /** @type {Set<string>} */
  const orderIds = new Set();
  if (parcelStatus) {
    for (const parcelId of record.getStringSlice('parcels')) {
      const parcel = txApp.findRecordById('parcels', parcelId);
      // The parcels follow the fulfillment (machines.json: `system`); one that is not where the
      // step expects it (e.g. not received when packing starts) is the invalid-transition 400.
      transition(txApp, 'parcel', parcel, parcelStatus, { actor: 'system' });
      if (parcel.getString('order')) orderIds.add(parcel.getString('order'));
    }
  }
  if (to === 'delivered') {
    for (const orderId of orderIds) completeOrderIfDelivered(txApp, orderId, staffId);
  }
  send(txApp, record.getString('user'), 'fulfillmentStatus', {
    code: record.getString('code'),
    status: to,
    weightKg: record.getFloat('final_weight_kg'),
    carrier: record.getString('carrier'),
    trackingNo: record.getString('tracking_no'),
    link: fulfillmentLink(record.id),
  });
  return record;
}

/**
 * Sets what a step records on the fulfillment from `body` and returns it for the audit row.
 * @param {core.Record} record @param {string} to @param {Record<string, any>} body
 * @returns {Record<string, unknown>}
 */
function stepFields(record, to, body) {
  const http = require(`${__hooks}/lib/http.js`);
  if (to === 'packed') {
    record.set('final_weight_kg', http.num(body, 'weightKg', { required: true, min: 0.001, max: 100000 }));
    /** @type {Record<string, unknown>} */
    const payload = { final_weight_kg: record.getFloat('final_weight_kg') };
    // The box's size is optional (a carrier may ask for it); all three or none.
    const names = ['lengthCm', 'widthCm', 'heightCm'];
    const sizes = names.map((name) => http.num(body, name, { min: 0.1, max: 1000 }));
    if (sizes.some((size) => size !== undefined)) {
      sizes.forEach((size, index) => {
        if (size === undefined) throw http.fieldError(names[index], 'validation_required', 'Give all three sizes.');
        const field = ['final_length_cm', 'final_width_cm', 'final_height_cm'][index];
        record.set(field, size);
        payload[field] = size;
      });
    }
    return payload;
  }
  if (to === 'shipped') {
    record.set('carrier', http.str(body, 'carrier', { required: true, max: 100 }));
    record.set('tracking_no', http.str(body, 'trackingNo', { required: true, max: 100 }));
    record.set('shipped_at', new DateTime());
    return {
      carrier: record.getString('carrier'),
      tracking_no: record.getString('tracking_no'),
      shipped_at: record.getString('shipped_at'),
    };
  }
  if (to === 'delivered') {
    record.set('delivered_at', new DateTime());
    return { delivered_at: record.getString('delivered_at') };
  }
  return {};
}

/**
 * An order whose parcels are all delivered is completed (a system move, audited under the staff
 * member whose step caused it).
 * @param {core.App} txApp @param {string} orderId @param {string} staffId
 */
function completeOrderIfDelivered(txApp, orderId, staffId) {
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const { notifyOrderStatus } = require(`${__hooks}/lib/orders.js`);
  const order = txApp.findRecordById('orders', orderId);
  if (!['at_warehouse', 'seller_shipped'].includes(order.getString('status'))) return;
  const parcels = txApp.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: orderId });
  if (!parcels.every((p) => !!p && p.getString('status') === 'delivered')) return;
  transition(txApp, 'order', order, 'completed', { actor: 'system', staffId });
  notifyOrderStatus(txApp, order, { line: 'allDelivered' });
}

module.exports = { createFulfillment, payFulfillment, cancelFulfillment, moveFulfillment, pickParcel };
