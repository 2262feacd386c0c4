/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Cart items: a product item takes its title, image, shop, link and price from the product (and
// the chosen variant); a manual item (pasted link) needs a link, a title and a price > 0.

onRecordCreateRequest((e) => {
  const { prepareCartItem } = require(`${__hooks}/lib/orders.js`);
  prepareCartItem(e);
  e.next();
}, 'cart_items');

onRecordUpdateRequest((e) => {
  const { prepareCartItem } = require(`${__hooks}/lib/orders.js`);
  prepareCartItem(e);
  e.next();
}, 'cart_items');

/** Sales: every customer's cart with its value, oldest first. */
routerAdd('GET', '/api/admin/carts', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { customerCarts } = require(`${__hooks}/lib/carts.js`);
  http.requireStaff(e, 'sales');
  const query = e.request.url.query();
  const q = query.get('q').trim().slice(0, 100);
  const pageText = query.get('page').trim() || '1';
  const page = /^\d{1,5}$/.test(pageText) ? Number(pageText) : 0;
  if (page < 1) throw http.fieldError('page', 'validation_invalid_value', 'Must be a page number from 1.');
  return e.json(200, customerCarts(e.app, { q, page }));
});
