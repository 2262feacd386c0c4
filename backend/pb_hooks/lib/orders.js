/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Order state machine helpers shared by orders.pb.js and the parcels hooks (DESIGN section 5).

/** Parcel statuses that mean the parcel has reached the warehouse (or gone on from it). */
const ARRIVED = ['received', 'packing', 'shipped', 'delivered'];

/**
 * Tells the order's customer about its new status (template `orderStatus` of lib/notify.js).
 * @param {core.App} txApp @param {core.Record} order
 * @param {{ note?: string, line?: string, tracking?: string[], paid?: number, supplementPaid?: number,
 *   refunded?: number, repriceRefunded?: number, supplementDue?: number }} [details]
 */
function notifyOrderStatus(txApp, order, details = {}) {
  const { send } = require(`${__hooks}/lib/notify.js`);
  send(txApp, order.getString('user'), 'orderStatus', {
    ...details,
    id: order.id,
    code: order.getString('code'),
    status: order.getString('status'),
  });
}

/**
 * Whether every parcel of the order has reached the warehouse (and there is at least one).
 * @param {core.App} txApp @param {string} orderId
 */
function allParcelsArrived(txApp, orderId) {
  const parcels = txApp.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: orderId });
  return parcels.length > 0 && parcels.every((p) => !!p && ARRIVED.includes(p.getString('status')));
}

/**
 * Moves a `seller_shipped` order to `at_warehouse` once all its parcels are received, and tells
 * the customer. Call it inside the transaction that received a parcel. Returns true when it moved.
 * @param {core.App} txApp @param {string} orderId
 * @returns {boolean}
 */
function markOrderAtWarehouseIfComplete(txApp, orderId) {
  if (!orderId) return false;
  let order;
  try {
    order = txApp.findRecordById('orders', orderId);
  } catch {
    return false;
  }
  if (order.getString('status') !== 'seller_shipped' || !allParcelsArrived(txApp, orderId)) return false;
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  transition(txApp, 'order', order, 'at_warehouse', { actor: 'system' });
  notifyOrderStatus(txApp, order, { line: 'allArrived' });
  return true;
}

/**
 * The product behind a cart item or order line, with the chosen variant, as it is now.
 * Throws a 400 for an inactive or unknown product, or an unknown sku.
 * @param {core.App} app @param {string} productId @param {string} sku
 * @returns {{ product: core.Record, title: string, variant: string, sku: string, unitPriceSrc: number,
 *   imageUrl: string, shop: string, link: string }}
 */
function productLine(app, productId, sku) {
  const { fieldError, jsonField } = require(`${__hooks}/lib/http.js`);
  let product;
  try {
    product = app.findRecordById('products', productId);
  } catch {
    throw fieldError('product', 'validation_not_found', 'No such product.');
  }
  if (!product.getBool('active')) {
    throw fieldError('product', 'validation_unavailable', `${product.getString('title')} is no longer available.`);
  }
  const variants = /** @type {{ sku: string, name?: string, price_src?: number }[]} */ (
    (jsonField(product, 'variants', []) || []).filter((/** @type {any} */ v) => v && typeof v.sku === 'string')
  );
  let variant = '';
  let unitPriceSrc = product.getInt('price_src');
  if (variants.length > 0) {
    if (!sku) throw fieldError('sku', 'validation_required', 'Choose a variant of this product.');
    const chosen = variants.find((v) => v.sku === sku);
    if (!chosen) throw fieldError('sku', 'validation_unknown_sku', `This product has no variant ${sku.slice(0, 60)}.`);
    variant = chosen.name ?? chosen.sku;
    if (typeof chosen.price_src === 'number' && chosen.price_src > 0) unitPriceSrc = Math.round(chosen.price_src);
  } else if (sku) {
    throw fieldError('sku', 'validation_unknown_sku', 'This product has no variants.');
  }
  if (!(unitPriceSrc > 0)) {
    throw fieldError('product', 'validation_unavailable', `${product.getString('title')} has no price yet.`);
  }
  const images = product.getStringSlice('images');
  return {
    product,
    title: product.getString('title'),
    variant,
    sku: variants.length > 0 ? sku : '',
    unitPriceSrc,
    imageUrl: images.length > 0 ? `/api/files/${product.baseFilesPath()}/${images[0]}` : '',
    shop: product.getString('shop'),
    link: product.getString('source_url'),
  };
}

/**
 * @typedef {{ item: core.Record, line: { title: string, variant: string, sku: string,
 *   unitPriceSrc: number, imageUrl: string, shop: string, link: string } }} CheckoutLine
 * @typedef {{ shop: string, lines: CheckoutLine[], goodsValueSrc: number, goodsValue: number,
 *   serviceFee: number, domesticShipping: number, total: number }} ShopPlan
 */

/**
 * What buying these cart items of the customer costs now: one plan per shop (goods at the current
 * rate, service fee by tier with its minimum, domestic shipping), the grand total and the balance.
 * Checkout and its quote both call this, so the quote is exactly what checkout charges. Throws a
 * 404 for an item that is not the customer's, a 400 for an unavailable product or a free order.
 * @param {core.App} app @param {string} userId @param {string[]} ids
 */
function planCheckout(app, userId, ids) {
  const http = require(`${__hooks}/lib/http.js`);
  const pricing = require(`${__hooks}/lib/settings.js`);
  const items = ids.map((itemId) => {
    let item;
    try {
      item = app.findRecordById('cart_items', itemId);
    } catch {
      item = null;
    }
    if (!item || item.getString('user') !== userId) throw http.notFound(`No such cart item: ${itemId}.`);
    return item;
  });
  const settings = pricing.loadSettings(app);
  const rate = pricing.currentRate(app, settings.sourceCurrency, settings.homeCurrency);

  /** @type {Map<string, CheckoutLine[]>} */
  const byShop = new Map();
  for (const item of items) {
    const productId = item.getString('product');
    // A catalog item is priced as the product is now; a manual item as the customer entered it.
    const line = productId
      ? productLine(app, productId, item.getString('sku'))
      : {
          title: item.getString('title'),
          variant: item.getString('variant'),
          sku: '',
          unitPriceSrc: item.getInt('unit_price_src'),
          imageUrl: item.getString('image_url'),
          shop: item.getString('shop'),
          link: item.getString('link'),
        };
    if (!(line.unitPriceSrc > 0)) {
      throw http.badRequest(`${line.title || 'An item'} has no price.`, {
        cartItems: { code: 'no_price', message: `${line.title || 'An item'} has no price.` },
      });
    }
    const shop = line.shop || 'other';
    if (!byShop.has(shop)) byShop.set(shop, []);
    byShop.get(shop)?.push({ item, line });
  }

  /** @type {ShopPlan[]} */
  const shops = [...byShop.entries()].map(([shop, lines]) => {
    const goodsValueSrc = lines.reduce((sum, { item, line }) => sum + item.getInt('qty') * line.unitPriceSrc, 0);
    const goodsValue = pricing.toHome(goodsValueSrc, rate, settings);
    const serviceFee = pricing.serviceFee(goodsValue, settings);
    const domesticShipping = 0;
    const total = goodsValue + serviceFee + domesticShipping;
    // An order never costs nothing: goods worth 0 at the current rate mean a wrong rate or price.
    if (!(goodsValue > 0) || !(total > 0)) {
      throw http.badRequest(
        `The goods from ${shop} are worth ${goodsValue} at the current rate (${rate}): nothing can be ordered for free, ask an administrator to check the rate and prices.`,
        { cartItems: { code: 'validation_zero_total', message: 'The order would cost nothing.' } },
      );
    }
    return { shop, lines, goodsValueSrc, goodsValue, serviceFee, domesticShipping, total };
  });
  const total = shops.reduce((sum, plan) => sum + plan.total, 0);
  const balance = app.findRecordById('users', userId).getInt('balance');
  return { settings, rate, shops, total, balance };
}

/**
 * Checkout inside `txApp`: one `placed` order per shop of the plan, its items copied from the cart
 * (the cart items deleted), the wallet debited once per order, the customer told. Throws the
 * insufficient-balance 400 (with the shortfall) when the balance does not cover the total.
 * @param {core.App} txApp @param {string} userId @param {string[]} ids
 * @returns {core.Record[]}
 */
function placeOrders(txApp, userId, ids) {
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const { nextOrderCode } = require(`${__hooks}/lib/codes.js`);
  const { recordStatus } = require(`${__hooks}/lib/transitions.js`);
  const plan = planCheckout(txApp, userId, ids);
  if (plan.total > plan.balance) throw wallet.insufficientBalance(plan.balance, plan.total, plan.settings.homeCurrency);

  const orderCollection = txApp.findCollectionByNameOrId('orders');
  const itemCollection = txApp.findCollectionByNameOrId('order_items');
  return plan.shops.map((shop) => {
    const order = new Record(orderCollection);
    order.set('code', nextOrderCode(txApp));
    order.set('user', userId);
    order.set('status', 'placed');
    order.set('shop', shop.shop);
    order.set('goods_value_src', shop.goodsValueSrc);
    order.set('rate', plan.rate);
    order.set('goods_value', shop.goodsValue);
    order.set('service_fee', shop.serviceFee);
    order.set('domestic_shipping', shop.domesticShipping);
    order.set('total', shop.total);
    order.set('paid', shop.total);
    order.set('supplement_due', 0);
    order.set('tracking_codes', []);
    recordStatus(order, 'placed', 'customer');
    txApp.save(order);
    for (const { item, line } of shop.lines) {
      const orderItem = new Record(itemCollection);
      orderItem.set('order', order.id);
      orderItem.set('product', item.getString('product'));
      orderItem.set('title', line.title);
      orderItem.set('variant', line.variant);
      orderItem.set('sku', line.sku);
      orderItem.set('link', line.link);
      orderItem.set('image_url', line.imageUrl);
      orderItem.set('qty', item.getInt('qty'));
      orderItem.set('unit_price_src', line.unitPriceSrc);
      orderItem.set('note', item.getString('note'));
      txApp.save(orderItem);
      txApp.delete(item);
    }
    wallet.debit(txApp, userId, shop.total, {
      kind: 'order_payment',
      ref: order.id,
      note: `Order ${order.getString('code')}`,
    });
    notifyOrderStatus(txApp, order, { paid: shop.total });
    return order;
  });
}

/** The shop of a manual item: the one given, else the link's host name. @param {string} link */
function shopFromLink(link) {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(link);
  return match ? match[1].toLowerCase().replace(/^www\./, '') : 'other';
}

/**
 * Validates a cart item create/update request and forces the server-owned fields: for a product
 * item title/image/shop/link/unit price come from the product (and variant); a manual item needs
 * a link, a title and a unit price > 0. Quantity 1–999.
 * @param {core.RecordRequestEvent} e
 */
function prepareCartItem(e) {
  const http = require(`${__hooks}/lib/http.js`);
  const record = /** @type {core.Record} */ (e.record);
  const body = http.readBody(e);
  const isNew = record.isNew();
  const auth = e.auth;
  if (auth && auth.collection().name === 'users') {
    if (isNew) record.set('user', auth.id);
    else if (record.getString('user') !== record.original().getString('user')) {
      throw http.fieldError('user', 'validation_forbidden', 'A cart item cannot change owner.');
    }
  }
  if (!isNew) {
    // After creation only the quantity, the note and (for a catalog item) the variant change: a
    // catalog item cannot become a manual one priced by the customer, nor a manual one change its
    // link, title or price.
    // (A catalog item's title, link, shop and price are taken from the product again below.)
    const original = record.original();
    const fields = original.getString('product')
      ? ['product']
      : ['product', 'link', 'title', 'variant', 'image_url', 'shop', 'unit_price_src', 'sku'];
    const locked = fields.filter((name) => record.getString(name) !== original.getString(name));
    if (locked.length > 0) {
      throw http.badRequest(
        `A cart item's product and price cannot change (${locked.join(', ')}): remove it and add the new one. Quantity, note and variant may change.`,
        Object.fromEntries(
          locked.map((name) => [name, { code: 'validation_immutable', message: 'Cannot change after adding.' }]),
        ),
      );
    }
  }
  http.int(body, 'qty', { min: 1, max: 999, required: isNew });
  const qty = record.getInt('qty');
  if (qty < 1 || qty > 999) throw http.fieldError('qty', 'validation_range', 'Must be between 1 and 999.');
  http.id(body, 'product');
  http.str(body, 'sku', { max: 100 });
  http.str(body, 'note', { max: 1000 });

  const productId = record.getString('product');
  if (productId) {
    const line = productLine(e.app, productId, record.getString('sku').trim());
    record.set('title', line.title);
    record.set('variant', line.variant);
    record.set('sku', line.sku);
    record.set('image_url', line.imageUrl);
    record.set('shop', line.shop);
    record.set('link', line.link);
    record.set('unit_price_src', line.unitPriceSrc);
    return;
  }
  const link = http.str(body, 'link', { max: 2000, pattern: /^https?:\/\/\S+$/i }) ?? record.getString('link');
  const title = http.str(body, 'title', { max: 300 }) ?? record.getString('title');
  http.str(body, 'variant', { max: 300 });
  http.str(body, 'shop', { max: 200 });
  http.str(body, 'image_url', { max: 2000, pattern: /^https?:\/\/\S+$/i });
  http.int(body, 'unit_price_src', { min: 1, max: 100_000_000 });
  if (!link || !/^https?:\/\/\S+$/i.test(link)) {
    throw http.fieldError('link', 'validation_required', 'A manual item needs the link to the product page.');
  }
  if (!title.trim()) throw http.fieldError('title', 'validation_required', 'A manual item needs a title.');
  const price = record.getInt('unit_price_src');
  if (!(price > 0) || price > 100_000_000) {
    throw http.fieldError('unit_price_src', 'validation_min', 'A manual item needs a unit price above 0.');
  }
  record.set('sku', '');
  if (!record.getString('shop').trim()) record.set('shop', shopFromLink(link));
}

/**
 * A 400 naming the current and requested status (lib/transitions.js, the one shape for every machine).
 * @param {core.Record} order @param {string} to @param {string} [why]
 */
function illegalTransition(order, to, why = '') {
  return require(`${__hooks}/lib/transitions.js`).invalidTransition('order', order, to, why);
}

/** The order fields shown in the audit log with a staff transition. @param {core.Record} order */
function snapshot(order) {
  return {
    total: order.getInt('total'),
    paid: order.getInt('paid'),
    supplement_due: order.getInt('supplement_due'),
    seller_order_no: order.getString('seller_order_no'),
  };
}

/**
 * `trackingCodes` of a transition body: distinct codes, trimmed and upper-cased like an inbound scan
 * or a declaration, 3–50 letters, digits or dashes.
 * @param {Record<string, any>} body
 */
function readTrackingCodes(body) {
  const { fieldError } = require(`${__hooks}/lib/http.js`);
  const value = body.trackingCodes;
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length === 0 || value.length > 50) {
    throw fieldError('trackingCodes', 'validation_not_a_list', 'Must be a list of 1 to 50 tracking codes.');
  }
  const codes = value.map((code) => (typeof code === 'string' ? code.trim().toUpperCase() : ''));
  if (codes.some((code) => !/^[A-Z0-9-]{3,50}$/.test(code))) {
    throw fieldError(
      'trackingCodes',
      'validation_invalid_format',
      'Each tracking code is 3–50 letters, digits or dashes.',
    );
  }
  return [...new Set(codes)];
}

/**
 * `prices` of a transition body: `{ items?: [{ id, unitPriceSrc }], domesticShipping? }`.
 * @param {Record<string, any>} body
 * @returns {{ items: { id: string, unitPriceSrc: number }[], domesticShipping: number | undefined } | undefined}
 */
function readPrices(body) {
  const http = require(`${__hooks}/lib/http.js`);
  const value = body.prices;
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw http.fieldError('prices', 'validation_not_an_object', 'Must be an object { items, domesticShipping }.');
  }
  const domesticShipping = http.int(value, 'domesticShipping', { min: 0, max: 1_000_000_000 });
  const items = value.items ?? [];
  if (!Array.isArray(items) || items.length > 200) {
    throw http.fieldError('prices', 'validation_not_a_list', 'prices.items must be a list of { id, unitPriceSrc }.');
  }
  return {
    domesticShipping,
    items: items.map((item) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) {
        throw http.fieldError('prices', 'validation_not_an_object', 'Each price is { id, unitPriceSrc }.');
      }
      return {
        id: /** @type {string} */ (http.id(item, 'id', { required: true })),
        unitPriceSrc: /** @type {number} */ (
          http.int(item, 'unitPriceSrc', { min: 1, max: 100_000_000, required: true })
        ),
      };
    }),
  };
}

/**
 * What checkout would charge for these cart items now, per shop (the quote's answer); nothing is
 * written.
 * @param {core.App} app @param {string} userId @param {string[]} cartItemIds
 */
function checkoutQuote(app, userId, cartItemIds) {
  const plan = planCheckout(app, userId, cartItemIds);
  return {
    sourceCurrency: plan.settings.sourceCurrency,
    homeCurrency: plan.settings.homeCurrency,
    rate: plan.rate,
    shops: plan.shops.map((shop) => ({
      shop: shop.shop,
      cartItems: shop.lines.map(({ item }) => item.id),
      pieces: shop.lines.reduce((sum, { item }) => sum + item.getInt('qty'), 0),
      goodsValueSrc: shop.goodsValueSrc,
      goodsValue: shop.goodsValue,
      serviceFee: shop.serviceFee,
      domesticShipping: shop.domesticShipping,
      total: shop.total,
    })),
    total: plan.total,
    balance: plan.balance,
    balanceAfter: Math.max(0, plan.balance - plan.total),
    shortfall: Math.max(0, plan.total - plan.balance),
  };
}

/**
 * The customer pays the difference after staff bought the goods at a higher price: debited from
 * the wallet (once, whatever repeats), the order moves on to purchased and the customer is told.
 * @param {core.App} txApp @param {core.Record} order the customer's own
 * @returns {core.Record}
 */
function paySupplement(txApp, order) {
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  assertTransition('order', order, 'purchased', 'customer');
  const due = order.getInt('supplement_due');
  if (due > 0) {
    wallet.debit(txApp, order.getString('user'), due, {
      kind: 'supplement',
      ref: order.id,
      note: `Supplement for order ${order.getString('code')}`,
    });
  }
  order.set('paid', order.getInt('paid') + due);
  order.set('supplement_due', 0);
  transition(txApp, 'order', order, 'purchased', { actor: 'customer' });
  notifyOrderStatus(txApp, order, { supplementPaid: due });
  return order;
}

/**
 * Cancels a placed order and refunds, at once, what is left of what was paid after approved refund
 * requests. Refused while a refund request on the order is pending (docs/wallet.md). Staff
 * cancellations are audited.
 * @param {core.App} txApp @param {core.Record} order @param {string} actor staff id, or '' for the customer
 * @param {string} [reason] why staff cancel: told to the customer and kept in the audit log
 */
function cancelOrder(txApp, order, actor, reason = '') {
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const who = actor ? 'staff' : 'customer';
  assertTransition('order', order, 'cancelled', who);
  refunds.assertNoPendingRefund(txApp, 'order', order, 'cancelled');
  const paid = refunds.refundable(txApp, 'order', order).left;
  if (paid > 0) {
    wallet.credit(txApp, order.getString('user'), paid, {
      kind: 'order_refund',
      ref: order.id,
      note: `Order ${order.getString('code')} cancelled`,
      actor,
    });
  }
  order.set('paid', 0);
  // Cancelled while a supplement was due: nothing more is owed.
  order.set('supplement_due', 0);
  const payload = reason ? { ...snapshot(order), reason } : snapshot(order);
  transition(txApp, 'order', order, 'cancelled', { actor: who, staffId: actor, payload });
  notifyOrderStatus(txApp, order, reason ? { refunded: paid, note: reason } : { refunded: paid });
  return order;
}

/**
 * What buying a placed order at these prices would do, without writing anything: the new
 * breakdown, and the refund (never more than what is left after approved refund requests) or the
 * supplement it brings. `lines` are the order's items with the new unit prices set (not saved).
 * @param {core.App} app @param {core.Record} order
 * @param {{ items: { id: string, unitPriceSrc: number }[], domesticShipping: number | undefined }} prices
 */
function planReprice(app, order, prices) {
  const http = require(`${__hooks}/lib/http.js`);
  const pricing = require(`${__hooks}/lib/settings.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const lines = app.findRecordsByFilter('order_items', 'order = {:order}', 'created', 0, 0, { order: order.id });
  for (const price of prices.items) {
    const line = lines.find((l) => !!l && l.id === price.id);
    if (!line)
      throw http.fieldError('prices', 'validation_unknown_item', `Item ${price.id} is not part of this order.`);
    line.set('unit_price_src', price.unitPriceSrc);
  }
  const settings = pricing.loadSettings(app);
  const goodsValueSrc = lines.reduce((sum, l) => sum + (l ? l.getInt('qty') * l.getInt('unit_price_src') : 0), 0);
  const goodsValue = pricing.toHome(goodsValueSrc, order.getFloat('rate'), settings);
  const serviceFee = pricing.serviceFee(goodsValue, settings);
  const domesticShipping = prices.domesticShipping ?? order.getInt('domestic_shipping');
  const total = goodsValue + serviceFee + domesticShipping;
  const paid = order.getInt('paid');
  const refund = total < paid ? Math.max(0, Math.min(paid - total, refunds.refundable(app, 'order', order).left)) : 0;
  const supplement = total > paid ? total - paid : 0;
  return { lines, goodsValueSrc, goodsValue, serviceFee, domesticShipping, total, paid, refund, supplement };
}

/**
 * Re-prices a placed order with the prices staff actually paid (planReprice): lower → refund the
 * difference at once, higher → `awaiting_supplement` for the difference. Refused while a refund
 * request on the order is pending. Returns the amounts for the customer's notification and the
 * status the order moves to (not set here).
 * @param {core.App} txApp @param {core.Record} order @param {string} actor
 * @param {{ items: { id: string, unitPriceSrc: number }[], domesticShipping: number | undefined }} prices
 */
function reprice(txApp, order, actor, prices) {
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  refunds.assertNoPendingRefund(txApp, 'order', order, 're-priced');
  const plan = planReprice(txApp, order, prices);
  for (const line of plan.lines) if (line) txApp.save(line);
  order.set('goods_value_src', plan.goodsValueSrc);
  order.set('goods_value', plan.goodsValue);
  order.set('service_fee', plan.serviceFee);
  order.set('domestic_shipping', plan.domesticShipping);
  order.set('total', plan.total);
  if (plan.refund > 0) {
    wallet.credit(txApp, order.getString('user'), plan.refund, {
      kind: 'order_refund',
      ref: order.id,
      note: `Order ${order.getString('code')} bought for less`,
      actor,
    });
    order.set('paid', plan.paid - plan.refund);
    return { details: { repriceRefunded: plan.refund }, status: 'purchased' };
  }
  if (plan.supplement > 0) {
    order.set('supplement_due', plan.supplement);
    return { details: { supplementDue: plan.supplement }, status: 'awaiting_supplement' };
  }
  return { details: {}, status: 'purchased' };
}

/**
 * Creates an `expected` parcel for each new tracking code (upper-cased) of the order; an
 * `unidentified` parcel already holding the code is matched to the order's customer and becomes
 * received: like an assignment, `received_at` restarts now, the customer is told and it is audited.
 * @param {core.App} txApp @param {core.Record} order @param {string[]} codes @param {string} staffId
 */
function attachParcels(txApp, order, codes, staffId) {
  const http = require(`${__hooks}/lib/http.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { settleOwner, ownerBasis, EVIDENCE } = require(`${__hooks}/lib/parcels.js`);
  const userId = order.getString('user');
  const collection = txApp.findCollectionByNameOrId('parcels');
  for (const code of codes) {
    /** @type {core.Record | null} */
    let existing = null;
    try {
      existing = txApp.findFirstRecordByData('parcels', 'tracking_code', code);
    } catch {
      existing = null;
    }
    if (!existing) {
      const parcel = new Record(collection);
      parcel.set('tracking_code', code);
      parcel.set('user', userId);
      parcel.set('order', order.id);
      parcel.set('owner_basis', 'order');
      parcel.set('status', 'expected');
      txApp.save(parcel);
      continue;
    }
    const owner = existing.getString('user');
    // The seller's code is evidence: it wins over another customer's declaration or claim.
    if (owner && owner !== userId && EVIDENCE.includes(ownerBasis(existing))) {
      throw http.fieldError(
        'trackingCodes',
        'validation_taken',
        `Tracking code ${code} belongs to another customer's parcel.`,
      );
    }
    const otherOrder = existing.getString('order');
    if (otherOrder && otherOrder !== order.id) {
      throw http.fieldError('trackingCodes', 'validation_taken', `Tracking code ${code} belongs to another order.`);
    }
    if (!['expected', 'received', 'unidentified'].includes(existing.getString('status'))) {
      throw http.fieldError(
        'trackingCodes',
        'validation_taken',
        `Tracking code ${code} has already left with a shipment.`,
      );
    }
    const matched = existing.getString('status') === 'unidentified';
    settleOwner(txApp, existing, userId, 'order', staffId);
    existing.set('order', order.id);
    if (!matched) {
      txApp.save(existing);
      continue;
    }
    // The free storage period starts when the parcel becomes someone's (see docs/parcels.md).
    existing.set('received_at', new DateTime());
    transition(txApp, 'parcel', existing, 'received', {
      actor: 'staff',
      staffId,
      payload: { user: userId, order: order.id, received_at: existing.getString('received_at') },
    });
    send(txApp, userId, 'parcelMatched', { id: existing.id, trackingCode: code, orderCode: order.getString('code') });
  }
}

/**
 * Applies a staff transition to an order, or throws the invalid-transition 400 naming both statuses.
 * @param {core.App} txApp @param {core.Record} order @param {core.Record} staff
 * @param {{ to: string, sellerOrderNo?: string, trackingCodes?: string[],
 *   prices?: { items: { id: string, unitPriceSrc: number }[], domesticShipping: number | undefined },
 *   reason?: string }} request
 */
function transitionOrder(txApp, order, staff, { to, sellerOrderNo, trackingCodes, prices, reason }) {
  const http = require(`${__hooks}/lib/http.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  assertTransition('order', order, to, 'staff');
  if (to === 'cancelled') {
    if (!reason) throw http.fieldError('reason', 'validation_required', 'Say why the order is cancelled.');
    return cancelOrder(txApp, order, staff.id, reason);
  }
  /** @type {string[]} */
  let tracking = [];
  /** @type {Record<string, number>} */
  let details = {};
  /** The status the order ends in: a purchase at a higher price waits for a supplement. */
  let status = to;
  /** @type {Record<string, unknown>} */
  let payload = {};
  if (to === 'purchased') {
    if (!sellerOrderNo)
      throw http.fieldError('sellerOrderNo', 'validation_required', "The seller's order number is required.");
    order.set('seller_order_no', sellerOrderNo);
    if (prices) ({ details, status } = reprice(txApp, order, staff.id, prices));
  } else if (to === 'seller_shipped') {
    if (!trackingCodes)
      throw http.fieldError('trackingCodes', 'validation_required', 'At least one tracking code is required.');
    const { jsonField } = http;
    const known = jsonField(order, 'tracking_codes', []);
    order.set('tracking_codes', [...new Set([...(Array.isArray(known) ? known : []), ...trackingCodes])]);
    payload = { tracking_codes: trackingCodes };
    tracking = trackingCodes;
  } else if (to === 'at_warehouse') {
    if (!allParcelsArrived(txApp, order.id)) {
      throw illegalTransition(order, to, 'not all of its parcels have been received yet');
    }
  } else if (to === 'completed') {
    const parcels = txApp.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: order.id });
    const waiting = parcels.filter((p) => !!p && p.getString('status') !== 'delivered');
    if (parcels.length === 0 || waiting.length > 0) {
      const why =
        parcels.length === 0
          ? 'it has no parcels to deliver'
          : `${waiting.length} of its ${parcels.length} parcels ${waiting.length === 1 ? 'is' : 'are'} not delivered yet ` +
            `(${waiting.map((p) => `${p?.getString('tracking_code')} ${p?.getString('status')}`).join(', ')})`;
      throw illegalTransition(order, to, why);
    }
  }
  // The supplement is the server's consequence of the staff's purchase (machines.json: `system`).
  transition(txApp, 'order', order, status, {
    actor: status === to ? 'staff' : 'system',
    staffId: staff.id,
    payload: { ...snapshot(order), ...payload },
  });
  if (to === 'seller_shipped') attachParcels(txApp, order, /** @type {string[]} */ (trackingCodes), staff.id);
  notifyOrderStatus(txApp, order, { tracking, ...details });
  // Parcels that were already waiting in the warehouse may complete the order at once.
  if (to === 'seller_shipped') markOrderAtWarehouseIfComplete(txApp, order.id);
  return order;
}

module.exports = {
  planCheckout,
  checkoutQuote,
  planReprice,
  placeOrders,
  markOrderAtWarehouseIfComplete,
  allParcelsArrived,
  notifyOrderStatus,
  productLine,
  prepareCartItem,
  shopFromLink,
  illegalTransition,
  cancelOrder,
  paySupplement,
  transitionOrder,
  readTrackingCodes,
  readPrices,
  ARRIVED,
};
