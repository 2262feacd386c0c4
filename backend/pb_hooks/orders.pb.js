/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Checkout and the order state machine (DESIGN sections 5 and 6, docs/pricing.md). Each route is
// one transaction: validate, write, book the wallet, audit staff actions, notify the customer.

/** Checkout: the caller's cart items → one paid order per shop. */
routerAdd('POST', '/api/shop/checkout', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const pricing = require(`${__hooks}/lib/settings.js`);
  const { nextOrderCode } = require(`${__hooks}/lib/codes.js`);
  const { productLine, notifyOrderStatus } = require(`${__hooks}/lib/orders.js`);
  const user = http.requireCustomer(e);
  const body = http.readBody(e);
  const ids = http.idList(body, 'cartItems', { max: 200 });

  const orders = http.transaction((txApp) => {
    const items = ids.map((itemId) => {
      let item;
      try {
        item = txApp.findRecordById('cart_items', itemId);
      } catch {
        item = null;
      }
      if (!item || item.getString('user') !== user.id) throw http.notFound(`No such cart item: ${itemId}.`);
      return item;
    });
    const settings = pricing.loadSettings(txApp);
    const rate = pricing.currentRate(txApp, settings.sourceCurrency, settings.homeCurrency);

    /** @type {Map<string, { item: core.Record, line: Record<string, any> }[]>} */
    const byShop = new Map();
    for (const item of items) {
      const productId = item.getString('product');
      // A catalog item is priced as the product is now; a manual item as the customer entered it.
      const line = productId
        ? productLine(txApp, productId, item.getString('sku'))
        : {
            title: item.getString('title'),
            variant: item.getString('variant'),
            sku: '',
            unitPriceSrc: item.getInt('unit_price_src'),
            imageUrl: item.getString('image_url'),
            shop: item.getString('shop'),
            link: item.getString('link'),
          };
      if (!(line.unitPriceSrc > 0)) throw http.badRequest(`${line.title || 'An item'} has no price.`);
      const shop = line.shop || 'other';
      if (!byShop.has(shop)) byShop.set(shop, []);
      byShop.get(shop)?.push({ item, line });
    }

    const plans = [...byShop.entries()].map(([shop, lines]) => {
      const goodsValueSrc = lines.reduce((sum, { item, line }) => sum + item.getInt('qty') * line.unitPriceSrc, 0);
      const goodsValue = pricing.toHome(goodsValueSrc, rate, settings);
      const serviceFee = pricing.serviceFee(goodsValue, settings);
      const domesticShipping = 0;
      // An order never costs nothing: goods worth 0 at the current rate mean a wrong rate or price.
      if (!(goodsValue > 0) || !(goodsValue + serviceFee + domesticShipping > 0)) {
        throw http.badRequest(
          `The goods from ${shop} are worth ${goodsValue} at the current rate (${rate}): nothing can be ordered for free, ask an administrator to check the rate and prices.`,
          { cartItems: { code: 'validation_zero_total', message: 'The order would cost nothing.' } },
        );
      }
      return { shop, lines, goodsValueSrc, goodsValue, serviceFee, domesticShipping };
    });
    const grandTotal = plans.reduce((sum, p) => sum + p.goodsValue + p.serviceFee + p.domesticShipping, 0);
    const balance = txApp.findRecordById('users', user.id).getInt('balance');
    if (grandTotal > balance) throw wallet.insufficientBalance(balance, grandTotal, settings.homeCurrency);

    const orderCollection = txApp.findCollectionByNameOrId('orders');
    const itemCollection = txApp.findCollectionByNameOrId('order_items');
    return plans.map((plan) => {
      const total = plan.goodsValue + plan.serviceFee + plan.domesticShipping;
      const order = new Record(orderCollection);
      order.set('code', nextOrderCode(txApp));
      order.set('user', user.id);
      order.set('status', 'placed');
      order.set('shop', plan.shop);
      order.set('goods_value_src', plan.goodsValueSrc);
      order.set('rate', rate);
      order.set('goods_value', plan.goodsValue);
      order.set('service_fee', plan.serviceFee);
      order.set('domestic_shipping', plan.domesticShipping);
      order.set('total', total);
      order.set('paid', total);
      order.set('supplement_due', 0);
      order.set('tracking_codes', []);
      txApp.save(order);
      for (const { item, line } of plan.lines) {
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
      wallet.debit(txApp, user.id, total, {
        kind: 'order_payment',
        ref: order.id,
        note: `Order ${order.getString('code')}`,
      });
      notifyOrderStatus(txApp, order, { paid: total });
      return order;
    });
  });
  return e.json(200, { orders });
});

/** The customer cancels a placed order: refunded to the wallet at once. */
routerAdd('POST', '/api/shop/orders/{id}/cancel', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { cancelOrder } = require(`${__hooks}/lib/orders.js`);
  const user = http.requireCustomer(e);
  const order = http.transaction((txApp) => {
    const record = http.findOr404(txApp, 'orders', e.request.pathValue('id'), 'order');
    if (record.getString('user') !== user.id) throw http.notFound('No such order.');
    return cancelOrder(txApp, record, '');
  });
  return e.json(200, order);
});

/** The customer pays the difference after staff bought the goods at a higher price. */
routerAdd('POST', '/api/shop/orders/{id}/pay-supplement', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const wallet = require(`${__hooks}/lib/wallet.js`);
  const { notifyOrderStatus } = require(`${__hooks}/lib/orders.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const user = http.requireCustomer(e);
  const order = http.transaction((txApp) => {
    const record = http.findOr404(txApp, 'orders', e.request.pathValue('id'), 'order');
    if (record.getString('user') !== user.id) throw http.notFound('No such order.');
    assertTransition('order', record, 'purchased', 'customer');
    const due = record.getInt('supplement_due');
    if (due > 0) {
      wallet.debit(txApp, user.id, due, {
        kind: 'supplement',
        ref: record.id,
        note: `Supplement for order ${record.getString('code')}`,
      });
    }
    record.set('paid', record.getInt('paid') + due);
    record.set('supplement_due', 0);
    transition(txApp, 'order', record, 'purchased', { actor: 'customer' });
    notifyOrderStatus(txApp, record, { supplementPaid: due });
    return record;
  });
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
  const order = http.transaction((txApp) => {
    const record = http.findOr404(txApp, 'orders', e.request.pathValue('id'), 'order');
    return orders.transitionOrder(txApp, record, staff, { to, sellerOrderNo, trackingCodes, prices });
  });
  return e.json(200, order);
});
