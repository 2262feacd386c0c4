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
    txApp.save(record);
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/shop/fulfillments/{id}/pay', (e) => {
  const { requireCustomer, badRequest, transaction } = require(`${__hooks}/lib/http.js`);
  const pricing = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { debit } = require(`${__hooks}/lib/wallet.js`);
  const { notify } = require(`${__hooks}/lib/notify.js`);
  const user = requireCustomer(e);
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = transaction((/** @type {core.App} */ txApp) => {
    const record = pricing.findOwn(txApp, 'fulfillments', fulfillmentId, user.id, 'fulfillment');
    const code = record.getString('code');
    const status = record.getString('status');
    if (status !== 'draft') {
      throw badRequest(`Fulfillment ${code} is ${status}: only a draft can be paid.`, {
        status: { code: 'invalid_status', message: `The fulfillment is ${status}.` },
      });
    }
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
    pricing.applyQuote(record, quote);
    record.set('status', 'paid');
    record.set('paid_at', new DateTime());
    txApp.save(record);
    if (quote.total > 0) {
      debit(txApp, user.id, quote.total, { kind: 'fulfillment_payment', ref: record.id, note: `Fulfillment ${code}` });
    }
    notify(txApp, user.id, {
      title: `Fulfillment ${code} is paid`,
      body: `We charged ${quote.total} to your wallet and will pack your parcels soon.`,
      link: pricing.fulfillmentLink(record.id),
    });
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/shop/fulfillments/{id}/cancel', (e) => {
  const { requireCustomer, badRequest, transaction } = require(`${__hooks}/lib/http.js`);
  const { findOwn, fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { notify } = require(`${__hooks}/lib/notify.js`);
  const user = requireCustomer(e);
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = transaction((/** @type {core.App} */ txApp) => {
    const record = findOwn(txApp, 'fulfillments', fulfillmentId, user.id, 'fulfillment');
    const code = record.getString('code');
    const status = record.getString('status');
    if (status !== 'draft' && status !== 'paid') {
      throw badRequest(`Fulfillment ${code} is ${status}: it can be cancelled only before packing starts.`, {
        status: { code: 'invalid_status', message: `The fulfillment is ${status}.` },
      });
    }
    // Refund what is left of the total after approved refund requests; none may be pending.
    refunds.assertNoPendingRefund(txApp, 'fulfillment', record, 'cancelled');
    const total = refunds.refundable(txApp, 'fulfillment', record).left;
    record.set('status', 'cancelled');
    txApp.save(record);
    const refunded = status === 'paid' && total > 0;
    if (refunded) {
      credit(txApp, user.id, total, {
        kind: 'fulfillment_refund',
        ref: record.id,
        note: `Fulfillment ${code} cancelled`,
      });
    }
    notify(txApp, user.id, {
      title: `Fulfillment ${code} is cancelled`,
      body: refunded ? `We refunded ${total} to your wallet.` : 'Your parcels stay at the warehouse.',
      link: fulfillmentLink(record.id),
    });
    return record;
  });
  return e.json(200, fulfillment);
});

routerAdd('POST', '/api/admin/fulfillments/{id}/transition', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const { notify } = require(`${__hooks}/lib/notify.js`);
  const { notifyOrderStatus } = require(`${__hooks}/lib/orders.js`);
  const staff = http.requireStaff(e, 'warehouse');
  const body = http.readBody(e);
  const STATUSES = ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered', 'cancelled'];
  /** The one step the warehouse may take from each status. */
  const NEXT = /** @type {Record<string, string>} */ ({
    paid: 'packing',
    packing: 'packed',
    packed: 'shipped',
    shipped: 'delivered',
  });
  /** What the parcels become with each step. */
  const PARCEL_STATUS = /** @type {Record<string, string>} */ ({
    packing: 'packing',
    shipped: 'shipped',
    delivered: 'delivered',
  });
  const to = /** @type {string} */ (http.oneOf(body, 'to', STATUSES));
  const fulfillmentId = e.request?.pathValue('id') ?? '';

  const fulfillment = http.transaction((/** @type {core.App} */ txApp) => {
    const record = http.findOr404(txApp, 'fulfillments', fulfillmentId, 'fulfillment');
    const code = record.getString('code');
    const from = record.getString('status');
    if (NEXT[from] !== to) {
      const allowed = NEXT[from] ? ` (the next step is ${NEXT[from]})` : '';
      throw http.badRequest(`Cannot move fulfillment ${code} from ${from} to ${to}${allowed}.`, {
        to: { code: 'invalid_transition', message: `Cannot move from ${from} to ${to}.` },
      });
    }
    const before = record.publicExport();
    if (to === 'packed') {
      record.set('final_weight_kg', http.num(body, 'weightKg', { required: true, min: 0.001, max: 100000 }));
    } else if (to === 'shipped') {
      record.set('carrier', http.str(body, 'carrier', { required: true, max: 100 }));
      record.set('tracking_no', http.str(body, 'trackingNo', { required: true, max: 100 }));
      record.set('shipped_at', new DateTime());
    } else if (to === 'delivered') {
      record.set('delivered_at', new DateTime());
    }
    record.set('status', to);
    txApp.save(record);

    const parcelStatus = PARCEL_STATUS[to];
    /** @type {Set<string>} */
    const orderIds = new Set();
    if (parcelStatus) {
      for (const parcelId of record.getStringSlice('parcels')) {
        const parcel = txApp.findRecordById('parcels', parcelId);
        if (to === 'packing' && parcel.getString('status') !== 'received') {
          throw http.badRequest(
            `Parcel ${parcel.getString('tracking_code')} is ${parcel.getString('status')}, not received: it cannot be packed.`,
          );
        }
        parcel.set('status', parcelStatus);
        txApp.save(parcel);
        if (parcel.getString('order')) orderIds.add(parcel.getString('order'));
      }
    }
    audit(txApp, staff.id, `fulfillment.${to}`, 'fulfillments', record.id, before, record.publicExport());

    if (to === 'delivered') {
      for (const orderId of orderIds) completeOrderIfDelivered(txApp, orderId);
    }

    const messages = /** @type {Record<string, string>} */ ({
      packing: 'We are packing your parcels.',
      packed: `Your parcels are packed: ${record.getFloat('final_weight_kg')} kg.`,
      shipped: `Shipped with ${record.getString('carrier')}, tracking number ${record.getString('tracking_no')}.`,
      delivered: 'Your parcels have been delivered. Thank you!',
    });
    notify(txApp, record.getString('user'), {
      title: `Fulfillment ${code} is ${to}`,
      body: messages[to] ?? '',
      link: fulfillmentLink(record.id),
    });
    return record;

    /** An order whose parcels are all delivered is completed. @param {core.App} app @param {string} orderId */
    function completeOrderIfDelivered(app, orderId) {
      const order = app.findRecordById('orders', orderId);
      if (!['at_warehouse', 'seller_shipped'].includes(order.getString('status'))) return;
      const parcels = app.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: orderId });
      if (!parcels.every((p) => !!p && p.getString('status') === 'delivered')) return;
      const orderBefore = order.publicExport();
      order.set('status', 'completed');
      app.save(order);
      audit(app, staff.id, 'order.completed', 'orders', order.id, orderBefore, order.publicExport());
      notifyOrderStatus(app, order, 'All its parcels have been delivered.');
    }
  });
  return e.json(200, fulfillment);
});
