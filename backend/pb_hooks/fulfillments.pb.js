/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Fulfillments: a customer ships received parcels home (quote → draft → pay, or cancel); the
// warehouse moves a paid fulfillment through packing → packed → shipped → delivered. Each step is
// one transaction; staff steps are audited and every status change notifies the customer.
// See docs/fulfillment.md.

routerAdd('POST', '/api/shop/fulfillments/quote', (e) => {
  const { requireCustomer, readBody } = require(`${__hooks}/lib/http.js`);
  const { readQuoteRequest, quoteFulfillment } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const user = requireCustomer(e);
  const request = readQuoteRequest(readBody(e));
  return e.json(200, quoteFulfillment(e.app, user.id, request).quote);
});

routerAdd('POST', '/api/shop/fulfillments', (e) => {
  const { requireCustomer, readBody, transaction } = require(`${__hooks}/lib/http.js`);
  const { readQuoteRequest, quoteFulfillment, applyQuote } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { nextFulfillmentCode } = require(`${__hooks}/lib/codes.js`);
  const user = requireCustomer(e);
  const request = readQuoteRequest(readBody(e));
  const fulfillment = transaction((/** @type {core.App} */ txApp) => {
    const { quote, snapshot } = quoteFulfillment(txApp, user.id, request);
    const record = new Record(txApp.findCollectionByNameOrId('fulfillments'));
    record.set('code', nextFulfillmentCode(txApp));
    record.set('user', user.id);
    record.set('parcels', request.parcels);
    record.set('address', request.address);
    record.set('address_snapshot', snapshot);
    record.set('shipping_line', request.line);
    applyQuote(record, quote);
    record.set('status', 'draft');
    require(`${__hooks}/lib/transitions.js`).recordStatus(record, 'draft', 'customer');
    txApp.save(record);
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/shop/fulfillments/{id}/pay', (e) => {
  const { requireCustomer, transaction, readBody } = require(`${__hooks}/lib/http.js`);
  const { readExpectedTotal, assertExpectedTotal } = require(`${__hooks}/lib/expected-total.js`);
  const { loadCurrencies } = require(`${__hooks}/lib/settings.js`);
  const pricing = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { debit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const user = requireCustomer(e);
  const expected = readExpectedTotal(readBody(e));
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = transaction((/** @type {core.App} */ txApp) => {
    const record = pricing.findOwn(txApp, 'fulfillments', fulfillmentId, user.id, 'fulfillment');
    const code = record.getString('code');
    assertTransition('fulfillment', record, 'paid', 'customer');
    // Re-quote now (storage may have grown since the draft) and lock that price.
    const { quote } = pricing.quoteFulfillment(
      txApp,
      user.id,
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
      debit(txApp, user.id, quote.total, { kind: 'fulfillment_payment', ref: record.id, note: `Fulfillment ${code}` });
    }
    send(txApp, user.id, 'fulfillmentPaid', { code, total: quote.total, link: pricing.fulfillmentLink(record.id) });
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/shop/fulfillments/{id}/cancel', (e) => {
  const { requireCustomer, transaction } = require(`${__hooks}/lib/http.js`);
  const { findOwn, fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const user = requireCustomer(e);
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = transaction((/** @type {core.App} */ txApp) => {
    const record = findOwn(txApp, 'fulfillments', fulfillmentId, user.id, 'fulfillment');
    const code = record.getString('code');
    const status = record.getString('status');
    assertTransition('fulfillment', record, 'cancelled', 'customer');
    // Refund what is left of the total after approved refund requests; none may be pending.
    refunds.assertNoPendingRefund(txApp, 'fulfillment', record, 'cancelled');
    const total = refunds.refundable(txApp, 'fulfillment', record).left;
    transition(txApp, 'fulfillment', record, 'cancelled', { actor: 'customer' });
    const refunded = status === 'paid' && total > 0;
    if (refunded) {
      credit(txApp, user.id, total, {
        kind: 'fulfillment_refund',
        ref: record.id,
        note: `Fulfillment ${code} cancelled`,
      });
    }
    send(txApp, user.id, 'fulfillmentCancelled', {
      code,
      refunded: refunded ? total : 0,
      link: fulfillmentLink(record.id),
    });
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/admin/fulfillments/{id}/transition', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { notifyOrderStatus } = require(`${__hooks}/lib/orders.js`);
  const { assertTransition, transition, statuses } = require(`${__hooks}/lib/transitions.js`);
  const staff = http.requireStaff(e, 'warehouse');
  const body = http.readBody(e);
  /** What the parcels become with each step. */
  const PARCEL_STATUS = /** @type {Record<string, string>} */ ({
    packing: 'packing',
    shipped: 'shipped',
    delivered: 'delivered',
  });
  const to = /** @type {string} */ (http.oneOf(body, 'to', statuses('fulfillment')));
  const fulfillmentId = e.request?.pathValue('id') ?? '';

  const reason = http.str(body, 'reason', { max: 500 });

  const fulfillment = http.transaction((/** @type {core.App} */ txApp) => {
    const record = http.findOr404(txApp, 'fulfillments', fulfillmentId, 'fulfillment');
    const code = record.getString('code');
    assertTransition('fulfillment', record, to, 'staff');
    if (to === 'cancelled') {
      // The warehouse cancels a paid shipment before packing (a parcel missing, an address it
      // cannot serve): the customer gets back what is left of the total, and the reason.
      const { credit } = require(`${__hooks}/lib/wallet.js`);
      const refunds = require(`${__hooks}/lib/refunds.js`);
      if (!reason) throw http.fieldError('reason', 'validation_required', 'Say why the shipment is cancelled.');
      refunds.assertNoPendingRefund(txApp, 'fulfillment', record, 'cancelled');
      const left = refunds.refundable(txApp, 'fulfillment', record).left;
      transition(txApp, 'fulfillment', record, 'cancelled', {
        actor: 'staff',
        staffId: staff.id,
        payload: { reason, refunded: left },
      });
      if (left > 0) {
        credit(txApp, record.getString('user'), left, {
          kind: 'fulfillment_refund',
          ref: record.id,
          note: `Fulfillment ${code} cancelled by the warehouse`,
          actor: staff.id,
        });
      }
      send(txApp, record.getString('user'), 'fulfillmentCancelled', {
        code,
        refunded: left,
        reason,
        link: fulfillmentLink(record.id),
      });
      return record;
    }
    /** @type {Record<string, unknown>} */
    let payload = {};
    if (to === 'packed') {
      record.set('final_weight_kg', http.num(body, 'weightKg', { required: true, min: 0.001, max: 100000 }));
      payload = { final_weight_kg: record.getFloat('final_weight_kg') };
      // The box's size is optional (a carrier may ask for it); all three or none.
      const sizes = ['lengthCm', 'widthCm', 'heightCm'].map((name) => http.num(body, name, { min: 0.1, max: 1000 }));
      if (sizes.some((size) => size !== undefined)) {
        const names = ['final_length_cm', 'final_width_cm', 'final_height_cm'];
        sizes.forEach((size, index) => {
          if (size === undefined) {
            throw http.fieldError(
              ['lengthCm', 'widthCm', 'heightCm'][index],
              'validation_required',
              'Give all three sizes.',
            );
          }
          record.set(names[index], size);
          payload[names[index]] = size;
        });
      }
    } else if (to === 'shipped') {
      record.set('carrier', http.str(body, 'carrier', { required: true, max: 100 }));
      record.set('tracking_no', http.str(body, 'trackingNo', { required: true, max: 100 }));
      record.set('shipped_at', new DateTime());
      payload = {
        carrier: record.getString('carrier'),
        tracking_no: record.getString('tracking_no'),
        shipped_at: record.getString('shipped_at'),
      };
    } else if (to === 'delivered') {
      record.set('delivered_at', new DateTime());
      payload = { delivered_at: record.getString('delivered_at') };
    }
    transition(txApp, 'fulfillment', record, to, { actor: 'staff', staffId: staff.id, payload });

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
      for (const orderId of orderIds) completeOrderIfDelivered(txApp, orderId);
    }

    send(txApp, record.getString('user'), 'fulfillmentStatus', {
      code,
      status: to,
      weightKg: record.getFloat('final_weight_kg'),
      carrier: record.getString('carrier'),
      trackingNo: record.getString('tracking_no'),
      link: fulfillmentLink(record.id),
    });
    return record;

    /** An order whose parcels are all delivered is completed. @param {core.App} app @param {string} orderId */
    function completeOrderIfDelivered(app, orderId) {
      const order = app.findRecordById('orders', orderId);
      if (!['at_warehouse', 'seller_shipped'].includes(order.getString('status'))) return;
      const parcels = app.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: orderId });
      if (!parcels.every((p) => !!p && p.getString('status') === 'delivered')) return;
      transition(app, 'order', order, 'completed', { actor: 'system', staffId: staff.id });
      notifyOrderStatus(app, order, { line: 'allDelivered' });
    }
  });
  return e.json(200, fulfillment);
});
