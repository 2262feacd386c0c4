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
