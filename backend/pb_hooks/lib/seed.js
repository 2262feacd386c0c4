/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Demo data (DEMO=1): reference data, a catalog with pictures, and business records in every
// status so each screen has something to show. Idempotent: everything is written in one
// transaction, and the catalog's first product is the marker that the business data exists.
// Decisions and the list of what is seeded: docs/demo-data.md.

const DEMO_PASSWORD_DEFAULT = 'demo-password-1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {string} name @param {string} [fallback] */
function env(name, fallback = '') {
  const value = $os.getenv(name);
  return value === '' ? fallback : value;
}

/** PocketBase's datetime text for `days` days (may be fractional) before now. @param {number} days */
function daysAgo(days) {
  return new Date(Date.now() - days * DAY_MS).toISOString().replace('T', ' ');
}

/**
 * Creates and saves a record.
 * @param {core.App} app @param {string} collection @param {Record<string, unknown>} fields
 * @param {number} [ageDays] backdates `created`/`updated` so lists look lived-in
 * @returns {core.Record}
 */
function insert(app, collection, fields, ageDays) {
  const record = new Record(app.findCollectionByNameOrId(collection));
  for (const [key, value] of Object.entries(fields)) record.set(key, value);
  if (ageDays !== undefined) {
    record.setRaw('created', daysAgo(ageDays));
    record.setRaw('updated', daysAgo(ageDays));
  }
  app.save(record);
  return record;
}

/** How many days before now a PocketBase datetime text is. @param {string} text */
function ageOf(text) {
  return (Date.now() - new Date(text.replace(' ', 'T')).getTime()) / DAY_MS;
}

/**
 * Backdates a record the domain functions have just written (they stamp everything "now"): a direct
 * field write after the domain call, for lived-in lists and timelines. `created` becomes `days` ago
 * and each step of `status_history` is placed in time: at `anchors[status]` days ago where given
 * (e.g. when its parcels arrived), the first step else at `days`, the others spread evenly between
 * their neighbours (a last step without an anchor a quarter of the way from the previous one to
 * now). `updated` becomes the time of the last step.
 * @param {core.App} tx @param {core.Record} record @param {number} days
 * @param {Record<string, number>} [anchors]
 */
function backdateTimeline(tx, record, days, anchors = {}) {
  const { jsonField } = require(`${__hooks}/lib/http.js`);
  const history = /** @type {{ status: string, at: string, by: string }[]} */ (
    jsonField(record, 'status_history', []) || []
  );
  /** @type {(number | undefined)[]} */
  const ages = history.map((step, i) => anchors[step.status] ?? (i === 0 ? days : undefined));
  const last = ages.length - 1;
  if (last >= 0 && ages[last] === undefined) {
    const previous = ages.slice(0, last).filter((age) => age !== undefined);
    ages[last] = (previous.length > 0 ? /** @type {number} */ (previous[previous.length - 1]) : days) / 4;
  }
  for (let i = 0; i <= last; i++) {
    if (ages[i] !== undefined) continue;
    let next = i + 1;
    while (ages[next] === undefined) next++;
    const from = i > 0 ? /** @type {number} */ (ages[i - 1]) : days;
    ages[i] = from - (from - /** @type {number} */ (ages[next])) / (next - i + 1);
  }
  record.set(
    'status_history',
    history.map((step, i) => ({ ...step, at: daysAgo(/** @type {number} */ (ages[i])) })),
  );
  record.setRaw('created', daysAgo(days));
  record.setRaw('updated', daysAgo(last >= 0 ? /** @type {number} */ (ages[last]) : days));
  tx.save(record);
}

const CUSTOMERS = [
  { key: 'chris', email: 'customer@example.com', name: 'Chris Customer', phone: '+84 912 345 678' },
  { key: 'linh', email: 'linh@example.com', name: 'Nguyễn Thị Linh', phone: '+84 903 222 111' },
  { key: 'minh', email: 'minh@example.com', name: 'Trần Văn Minh', phone: '+84 988 765 432' },
];

const SETTINGS = {
  key: 'default',
  source_currency: 'CNY',
  home_currency: 'VND',
  free_storage_days: 30,
  storage_fee_per_day: 5000,
  insurance_rate: 0.01,
  service_fee_tiers: [
    { upTo: 10_000_000, percent: 5 },
    { upTo: 50_000_000, percent: 3 },
    { upTo: null, percent: 2 },
  ],
  service_fee_min: 20_000,
  volumetric_divisor: 6000,
  // Our bank account for top-ups (the recharge page's transfer details and VietQR code).
  bank_name: 'Vietcombank',
  bank_bin: '970436',
  bank_account_no: '0071000123456',
  bank_account_name: 'CONG TY TNHH FORWARDLY',
  min_recharge: 10_000,
};

/** CNY → VND history, oldest first; the last one is in effect. */
const RATES = [
  { rate: 3480, days: 90 },
  { rate: 3515, days: 45 },
  { rate: 3530, days: 14 },
  { rate: 3550, days: 1 },
];

/** region → provinces → districts; the zone prices shipping (Z1 north, Z2 centre, Z3 south). */
const AREAS = [
  {
    name: 'Miền Bắc (North)',
    zone: 'Z1',
    provinces: [
      { name: 'Hà Nội', districts: ['Ba Đình', 'Hoàn Kiếm', 'Cầu Giấy', 'Đống Đa'] },
      { name: 'Hải Phòng', districts: ['Hồng Bàng', 'Lê Chân'] },
      { name: 'Bắc Ninh', districts: ['TP Bắc Ninh', 'Từ Sơn'] },
    ],
  },
  {
    name: 'Miền Trung (Centre)',
    zone: 'Z2',
    provinces: [
      { name: 'Đà Nẵng', districts: ['Hải Châu', 'Sơn Trà', 'Thanh Khê'] },
      { name: 'Thừa Thiên Huế', districts: ['TP Huế', 'Hương Thủy'] },
      { name: 'Khánh Hòa', districts: ['Nha Trang', 'Cam Ranh'] },
    ],
  },
  {
    name: 'Miền Nam (South)',
    zone: 'Z3',
    provinces: [
      { name: 'TP Hồ Chí Minh', districts: ['Quận 1', 'Quận 3', 'Quận 7', 'Bình Thạnh', 'Thủ Đức'] },
      { name: 'Cần Thơ', districts: ['Ninh Kiều', 'Cái Răng'] },
      { name: 'Bình Dương', districts: ['Thủ Dầu Một', 'Dĩ An'] },
    ],
  },
];

/** Price per kg by kind, plus a per-zone surcharge. */
const LINES = [
  { kind: 'air_express', name: 'Air express', price: 95_000, min_kg: 0.5, eta: 3 },
  { kind: 'air', name: 'Air', price: 65_000, min_kg: 1, eta: 7 },
  { kind: 'sea', name: 'Sea', price: 28_000, min_kg: 5, eta: 21 },
];
const ZONE_SURCHARGE = /** @type {Record<string, number>} */ ({ Z1: 0, Z2: 5_000, Z3: 10_000 });

const ADDRESSES = [
  {
    who: 'chris',
    name: 'Chris Customer',
    district: 'Cầu Giấy',
    detail: '12 Trần Thái Tông, Dịch Vọng Hậu',
    main: true,
  },
  { who: 'chris', name: 'Chris (office)', district: 'Hải Châu', detail: '45 Bạch Đằng, Thạch Thang', main: false },
  { who: 'linh', name: 'Nguyễn Thị Linh', district: 'Quận 3', detail: '88 Võ Văn Tần, Phường 6', main: true },
  { who: 'minh', name: 'Trần Văn Minh', district: 'Sơn Trà', detail: '21 Ngô Quyền, An Hải Bắc', main: true },
];

/** Approved recharges come first so every payment below is covered. */
const RECHARGES = [
  { who: 'chris', amount: 30_000_000, status: 'approved', days: 40 },
  { who: 'chris', amount: 10_000_000, status: 'approved', days: 20 },
  { who: 'linh', amount: 15_000_000, status: 'approved', days: 35 },
  { who: 'minh', amount: 12_000_000, status: 'approved', days: 30 },
  { who: 'chris', amount: 5_000_000, status: 'pending', days: 0.2 },
  { who: 'linh', amount: 2_000_000, status: 'pending', days: 0.5 },
  { who: 'minh', amount: 3_000_000, status: 'rejected', days: 6, reason: 'No transfer with this reference arrived.' },
];

/**
 * The demo's orders, parcels and shipments (lib/seed-demo.json).
 * - `orders`: items are [product number (1-based, catalog order), variant index, qty]; all items of
 *   an order come from one shop (checkout makes one order per shop). At purchase, `raise` (CNY fen)
 *   is what the first item really cost more per piece (the order then awaits a supplement),
 *   `cheaper` what it cost less, and `domestic` the seller's domestic shipping (VND).
 *   `cancelledBy: 'staff'` is a sales cancellation, otherwise the customer cancels.
 * - `parcels`: `order` links one to an order (its tracking code is given when the order ships);
 *   `who` empty = unidentified; `assign` = scanned without a known code, then assigned to `who` by
 *   the warehouse; `status: 'returned'` = sent back with `note` as the reason. `days` = received
 *   this many days ago (none for expected ones).
 * - `fulfillments`: the customer's shipment of `parcels` on a `line` to an address of `zone`, taken
 *   to `status` (`carrier` and `tracking` once shipped).
 * @returns {{ orders: any[], parcels: any[], fulfillments: any[] }}
 */
function demo() {
  return require(`${__hooks}/lib/seed-demo.json`);
}

/** Order statuses reached through the seller's shipment (the order then has tracking codes). */
const SHIPPED = ['seller_shipped', 'at_warehouse', 'completed'];

const PARCEL_PHOTOS = ['parcel-box', 'parcel-bag', 'parcel-label'];

/** A generated picture of backend/seed-assets/pictures (scripts/make-seed-images.mjs). @param {string} name */
function picture(name) {
  return $filesystem.fileFromPath(`${__hooks}/../seed-assets/pictures/${name}.png`);
}

/**
 * Seeds the demo data unless it is there already. Call after the demo accounts exist.
 * @param {core.App} app
 */
function seedDemo(app) {
  app.runInTransaction((tx) => {
    const customers = ensureCustomers(tx);
    ensureSettings(tx);
    ensureRates(tx);
    const catalog = require(`${__hooks}/lib/seed-catalog.json`);
    if (tx.findRecordsByFilter('products', 'title = {:t}', '', 1, 0, { t: catalog.products[0].title }).length > 0) {
      return;
    }
    const staff = findStaff(tx);
    const areas = seedAreas(tx);
    const warehouse = insert(tx, 'warehouses', {
      code: 'GZ',
      name: 'Guangzhou warehouse',
      address:
        '广州市白云区太和镇大源北路 88 号 3 栋 (Building 3, 88 Dayuan North Rd, Taihe, Baiyun, Guangzhou 510450). ' +
        'Recipient: Forwardly + your customer code. Phone: 020 8888 6688',
      active: true,
    });
    const lines = seedLines(tx);
    const products = seedCatalog(tx, catalog);
    const addresses = seedAddresses(tx, customers, areas);
    const ctx = { tx, customers, staff, areas, warehouse, lines, products, addresses, catalog };
    seedBusiness(ctx);
  });
}

/** @param {core.App} tx @returns {Record<string, core.Record>} */
function ensureCustomers(tx) {
  const password = env('DEMO_PASSWORD', DEMO_PASSWORD_DEFAULT);
  /** @type {Record<string, core.Record>} */
  const found = {};
  for (const customer of CUSTOMERS) {
    try {
      found[customer.key] = tx.findAuthRecordByEmail('users', customer.email);
    } catch {
      const record = new Record(tx.findCollectionByNameOrId('users'));
      record.setEmail(customer.email);
      record.setPassword(password);
      record.setVerified(true);
      record.set('name', customer.name);
      record.set('phone', customer.phone);
      tx.save(record);
      found[customer.key] = record;
    }
  }
  return found;
}

/** @param {core.App} tx */
function ensureSettings(tx) {
  try {
    tx.findFirstRecordByData('settings', 'key', 'default');
  } catch {
    insert(tx, 'settings', SETTINGS);
  }
}

/** @param {core.App} tx */
function ensureRates(tx) {
  if (tx.findRecordsByFilter('exchange_rates', "from = 'CNY' && to = 'VND'", '', 1, 0).length > 0) return;
  for (const { rate, days } of RATES) {
    insert(tx, 'exchange_rates', { from: 'CNY', to: 'VND', rate, effective_from: daysAgo(days) }, days);
  }
}

/** @param {core.App} tx @returns {Record<string, core.Record>} */
function findStaff(tx) {
  /** @type {Record<string, core.Record>} */
  const staff = {};
  for (const role of ['admin', 'sales', 'warehouse', 'finance']) {
    staff[role] = tx.findAuthRecordByEmail('staff', `${role}@staff.test`);
  }
  return staff;
}

/** @param {core.App} tx @returns {Record<string, core.Record>} districts by name */
function seedAreas(tx) {
  /** @type {Record<string, core.Record>} */
  const districts = {};
  for (const region of AREAS) {
    const r = insert(tx, 'areas', { name: region.name, kind: 'region', zone: region.zone });
    for (const province of region.provinces) {
      const p = insert(tx, 'areas', { name: province.name, kind: 'province', zone: region.zone, parent: r.id });
      for (const district of province.districts) {
        districts[district] = insert(tx, 'areas', {
          name: district,
          kind: 'district',
          zone: region.zone,
          parent: p.id,
        });
      }
    }
  }
  return districts;
}

/** @param {core.App} tx @returns {Record<string, core.Record>} lines by `kind:zone` */
function seedLines(tx) {
  /** @type {Record<string, core.Record>} */
  const lines = {};
  for (const zone of Object.keys(ZONE_SURCHARGE)) {
    for (const line of LINES) {
      lines[`${line.kind}:${zone}`] = insert(tx, 'shipping_lines', {
        name: `${line.name} (${zone})`,
        kind: line.kind,
        zone,
        price_per_kg: line.price + ZONE_SURCHARGE[zone],
        min_kg: line.min_kg,
        eta_days: line.eta + (zone === 'Z3' ? 2 : zone === 'Z2' ? 1 : 0),
        active: true,
      });
    }
  }
  return lines;
}

/**
 * @param {core.App} tx
 * @param {{ products: any[], collections: any[] }} catalog
 * @returns {core.Record[]} products in catalog order
 */
function seedCatalog(tx, catalog) {
  const assets = `${__hooks}/../seed-assets`;
  const products = catalog.products.map((p, i) => {
    const record = new Record(tx.findCollectionByNameOrId('products'));
    record.set('title', p.title);
    record.set('description', p.description);
    record.set('source', p.source);
    record.set('source_url', p.source_url);
    record.set('shop', p.shop);
    record.set('price_src', p.price_src);
    record.set('variants', p.variants);
    record.set('active', true);
    record.set('images', [$filesystem.fileFromPath(`${assets}/products/${p.image}.png`)]);
    record.setRaw('created', daysAgo(60 - i));
    record.setRaw('updated', daysAgo(60 - i));
    tx.save(record);
    return record;
  });
  catalog.collections.forEach((c, i) => {
    insert(tx, 'collections', {
      title: c.title,
      slug: c.slug,
      description: c.description,
      image: $filesystem.fileFromPath(`${assets}/collections/${c.slug}.png`),
      products: c.products.map((/** @type {number} */ n) => products[n - 1].id),
      sort: i + 1,
      active: true,
    });
  });
  return products;
}

/**
 * @param {core.App} tx @param {Record<string, core.Record>} customers @param {Record<string, core.Record>} areas
 * @returns {Record<string, core.Record>} each customer's main address by customer key, plus `key:office` ones
 */
function seedAddresses(tx, customers, areas) {
  /** @type {Record<string, core.Record>} */
  const found = {};
  for (const a of ADDRESSES) {
    const user = customers[a.who];
    const address = insert(tx, 'addresses', {
      user: user.id,
      name: a.name,
      phone: user.getString('phone') || '+84 900 000 000',
      area: areas[a.district].id,
      detail: a.detail,
      is_default: a.main,
    });
    found[a.main ? a.who : `${a.who}:other`] = address;
    if (a.main) {
      user.set('default_address', address.id);
      tx.save(user);
    }
  }
  return found;
}

/**
 * @typedef {{
 *   tx: core.App, customers: Record<string, core.Record>, staff: Record<string, core.Record>,
 *   areas: Record<string, core.Record>, warehouse: core.Record, lines: Record<string, core.Record>,
 *   products: core.Record[], addresses: Record<string, core.Record>, catalog: { products: any[] }
 * }} Context
 */

/** @param {Context} ctx */
function seedBusiness(ctx) {
  const { tx, customers, staff } = ctx;
  const { reviewRecharge } = require(`${__hooks}/lib/wallet.js`);
  const { newRechargeReference } = require(`${__hooks}/lib/codes.js`);

  for (const r of RECHARGES) {
    const user = customers[r.who];
    const recharge = insert(
      tx,
      'recharges',
      {
        user: user.id,
        amount: r.amount,
        reference: newRechargeReference(tx, user.getString('code')),
        status: 'pending',
        proof: picture('transfer-receipt'),
      },
      r.days,
    );
    if (r.status !== 'pending') {
      const to = /** @type {'approved' | 'rejected'} */ (r.status);
      const reviewed = reviewRecharge(tx, recharge.id, to, staff.finance.id, r.reason ?? '');
      reviewed.set('reviewed_at', daysAgo(r.days - 0.1));
      tx.save(reviewed);
    }
  }

  const orders = seedOrders(ctx);
  const parcels = seedParcels(ctx, orders);
  const fulfillments = seedFulfillments(ctx, parcels);
  completeOrders(ctx, orders);
  seedAftercare(ctx, orders, parcels, fulfillments);
  seedCarts(ctx);
}

/** Cart items: catalog products ([product number, variant index, qty]) and one manual item. */
const CARTS = [
  {
    who: 'chris',
    items: [
      [4, 1, 1],
      [25, 0, 2],
      [6, 2, 1],
    ],
  },
  { who: 'linh', items: [[18, 0, 1]] },
];

/**
 * A catalog item in the customer's cart, with the fields the cart hook (lib/orders.js
 * prepareCartItem) takes from the product and its variant.
 * @param {Context} ctx @param {core.Record} user @param {number[]} item [product number, variant index, qty]
 * @param {{ note?: string, ageDays?: number }} [extra]
 */
function addToCart(ctx, user, [number, variantIndex, qty], { note = '', ageDays } = {}) {
  const { productLine } = require(`${__hooks}/lib/orders.js`);
  const sku = ctx.catalog.products[number - 1].variants[variantIndex].sku;
  const line = productLine(ctx.tx, ctx.products[number - 1].id, sku);
  return insert(
    ctx.tx,
    'cart_items',
    {
      user: user.id,
      product: line.product.id,
      sku: line.sku,
      link: line.link,
      title: line.title,
      variant: line.variant,
      image_url: line.imageUrl,
      shop: line.shop,
      qty,
      unit_price_src: line.unitPriceSrc,
      note,
    },
    ageDays,
  );
}

/** @param {Context} ctx */
function seedCarts(ctx) {
  const { tx, customers } = ctx;
  for (const cart of CARTS) {
    cart.items.forEach((item, i) => addToCart(ctx, customers[cart.who], item, { ageDays: 1 - i * 0.1 }));
  }
  insert(
    tx,
    'cart_items',
    {
      user: customers.chris.id,
      link: 'https://item.taobao.com/item.htm?id=6677889900',
      title: 'Handmade celadon vase',
      variant: 'Blue, 25 cm',
      shop: 'Jingdezhen Pottery',
      qty: 1,
      unit_price_src: 8800,
      note: 'Please ask the seller for extra bubble wrap.',
    },
    0.5,
  );
}

/**
 * Orders through the checkout and the order pipeline of lib/orders.js, so that they are priced,
 * paid, notified, audited and time-lined exactly as in production and cannot drift from it: the
 * customer's cart items, then `placeOrders`; sales buys (`transitionOrder` to purchased, re-priced
 * where the order says so) and ships them with the tracking codes of their parcels (which creates
 * those `expected` parcels); cancellations go through `cancelOrder` (the customer) or
 * `transitionOrder` (sales). Orders further on move when their parcels are scanned in (seedParcels:
 * at_warehouse) and delivered (completeOrders).
 * @param {Context} ctx @returns {Record<string, core.Record>}
 */
function seedOrders(ctx) {
  const { tx, customers, staff, products } = ctx;
  const { placeOrders, cancelOrder, transitionOrder } = require(`${__hooks}/lib/orders.js`);

  /** @type {Record<string, core.Record>} */
  const orders = {};
  demo().orders.forEach((o, n) => {
    const user = customers[o.who];
    const cartItems = o.items.map(
      (item, i) =>
        addToCart(ctx, user, item, { note: n % 3 === 0 && i === 0 ? 'Please check the colour before shipping.' : '' })
          .id,
    );
    const placed = placeOrders(tx, user.id, cartItems);
    if (placed.length !== 1) throw new Error(`Demo order ${o.key} spans ${placed.length} shops.`);
    const order = placed[0];

    if (o.status === 'cancelled') {
      if (o.cancelledBy === 'staff')
        transitionOrder(tx, order, staff.sales, { to: 'cancelled', reason: 'The seller has no stock left.' });
      else cancelOrder(tx, order, '');
    } else if (o.status !== 'placed') {
      const first = products[o.items[0][0] - 1];
      transitionOrder(tx, order, staff.sales, {
        to: 'purchased',
        sellerOrderNo: `${first.getString('source').toUpperCase()}-${31_000_000 + n * 7_331}`,
        prices: pricesAtPurchase(tx, order, o),
      });
    }
    if (SHIPPED.includes(o.status)) {
      const trackingCodes = demo()
        .parcels.filter((p) => p.order === o.key)
        .map((p) => p.code);
      transitionOrder(tx, order, staff.sales, { to: 'seller_shipped', trackingCodes });
    }
    orders[o.key] = order;
  });
  return orders;
}

/**
 * What sales really paid for an order that says so (`raise`, `cheaper` on its first item per
 * piece, `domestic` shipping), in the form lib/orders.js `transitionOrder` takes; else undefined.
 * @param {core.App} tx @param {core.Record} order @param {any} o
 */
function pricesAtPurchase(tx, order, o) {
  const change = (o.raise ?? 0) - (o.cheaper ?? 0);
  if (change === 0 && o.domestic === undefined) return undefined;
  const [line] = tx.findRecordsByFilter('order_items', 'order = {:order}', 'created', 1, 0, { order: order.id });
  if (!line) throw new Error(`Demo order ${o.key} has no items.`);
  return {
    items: change === 0 ? [] : [{ id: line.id, unitPriceSrc: line.getInt('unit_price_src') + change }],
    domesticShipping: o.domestic,
  };
}

/**
 * Completes the orders whose parcels have all been delivered (sales, lib/orders.js
 * `transitionOrder`, which checks they are), then backdates every order's timeline (see
 * `backdateTimeline`): it reached the warehouse when its last parcel arrived and was completed when
 * the last one was delivered. Fails the seed when an order did not end where its demo order says.
 * @param {Context} ctx @param {Record<string, core.Record>} orders
 */
function completeOrders(ctx, orders) {
  const { tx, staff } = ctx;
  const { transitionOrder } = require(`${__hooks}/lib/orders.js`);
  for (const o of demo().orders) {
    // Read again: receiving its parcels moved it in a record of its own (markOrderAtWarehouseIfComplete).
    const order = tx.findRecordById('orders', orders[o.key].id);
    orders[o.key] = order;
    // Delivering all its parcels completed it already (lib/fulfillments.js); else sales does.
    if (o.status === 'completed' && order.getString('status') !== 'completed') {
      transitionOrder(tx, order, staff.sales, { to: 'completed' });
    }
    if (order.getString('status') !== o.status) {
      throw new Error(`Demo order ${o.key} ended ${order.getString('status')}, not ${o.status}.`);
    }
    const parcels = tx.findRecordsByFilter('parcels', 'order = {:order}', '', 0, 0, { order: order.id });
    const received = parcels.map((p) => p?.getString('received_at') ?? '').filter((at) => at !== '');
    /** @type {Record<string, number>} */
    const anchors = {};
    if (received.length > 0) anchors.at_warehouse = Math.min(...received.map(ageOf));
    const delivered = parcels.flatMap((p) =>
      tx
        .findRecordsByFilter('fulfillments', "status = 'delivered' && parcels ~ {:id}", '', 0, 0, { id: p?.id ?? '' })
        .map((f) => ageOf(f?.getString('delivered_at') ?? '')),
    );
    if (delivered.length > 0) anchors.completed = Math.min(...delivered);
    backdateTimeline(tx, order, o.days, anchors);
    for (const item of tx.findRecordsByFilter('order_items', 'order = {:order}', '', 0, 0, { order: order.id })) {
      if (!item) continue;
      item.setRaw('created', daysAgo(o.days));
      item.setRaw('updated', daysAgo(o.days));
      tx.save(item);
    }
  }
}

/**
 * Parcels through lib/parcels.js as the warehouse handles them: the customer declares one (an
 * `expected` parcel, the records API's create) or the order's shipment created it; the inbound scan
 * (`receiveParcel`) receives it (moving its order to at_warehouse once all have arrived), or stores
 * it `unidentified`, which the warehouse then assigns (`assignParcel`) or sends back
 * (`returnParcel`, with its reason). Later moves (packing,
 * shipped, delivered) follow the parcel's fulfillment, see seedFulfillments.
 * @param {Context} ctx @param {Record<string, core.Record>} orders
 * @returns {Record<string, core.Record>}
 */
function seedParcels(ctx, orders) {
  const { tx, customers, staff, warehouse } = ctx;
  const { findByTrackingCode, receiveParcel, assignParcel, returnParcel } = require(`${__hooks}/lib/parcels.js`);
  /** @type {Record<string, core.Record>} */
  const parcels = {};
  demo().parcels.forEach((p, n) => {
    const order = p.order ? orders[p.order] : null;
    const user = p.who ? customers[p.who] : null;
    const description = p.note ?? (order ? `Goods of order ${order.getString('code')}` : '');
    const declared = order ? order.getInt('goods_value') : 500_000 + n * 120_000;
    if (order) {
      // Created `expected` when the order shipped; what the customer adds about it on the parcel
      // page is written directly.
      const expected = findByTrackingCode(tx, p.code);
      if (!expected) throw new Error(`Demo parcel ${p.key} was not created by its order.`);
      expected.set('description', description);
      expected.set('declared_value', declared);
      tx.save(expected);
    } else if (user && !p.assign) {
      // The customer's declaration (a records-API create, see parcels.pb.js).
      insert(tx, 'parcels', {
        tracking_code: p.code,
        user: user.id,
        status: 'expected',
        description,
        declared_value: declared,
      });
    }

    let parcel = findByTrackingCode(tx, p.code);
    if (p.days !== undefined && p.kg !== undefined && p.cm !== undefined) {
      const [lengthCm, widthCm, heightCm] = p.cm;
      parcel = receiveParcel(tx, {
        trackingCode: p.code,
        weightKg: p.kg,
        lengthCm,
        widthCm,
        heightCm,
        shelf: `A${1 + (n % 4)}-${10 + n}`,
        warehouse: warehouse.id,
        photos: [picture(PARCEL_PHOTOS[n % PARCEL_PHOTOS.length])],
        staffId: staff.warehouse.id,
      });
      if (p.assign && user) parcel = assignParcel(tx, parcel.id, user.id, staff.warehouse.id);
      // The warehouse's note on a parcel nobody claimed.
      if (!user && p.note) parcel.set('description', p.note);
      if (p.status === 'returned') parcel = returnParcel(tx, parcel.id, p.note ?? '', staff.warehouse.id);
      // Backdating: it arrived `days` ago (the scan and the assignment stamp now).
      parcel.set('received_at', daysAgo(p.days));
    }
    if (!parcel) throw new Error(`Demo parcel ${p.key} was not stored.`);
    parcel.setRaw('created', daysAgo((p.days ?? 2) + 3));
    parcel.setRaw('updated', daysAgo(p.days ?? 2));
    tx.save(parcel);
    parcels[p.key] = parcel;
  });
  return parcels;
}

/**
 * Fulfillments through lib/fulfillments.js as the customer and the warehouse make them: the draft
 * (`createFulfillment`), its payment (`payFulfillment`) or cancellation (`cancelFulfillment`), then
 * the warehouse's steps (`moveFulfillment`: the parcels follow, an order whose parcels are all
 * delivered is completed, the customer is told), then backdated.
 * @param {Context} ctx @param {Record<string, core.Record>} parcels
 * @returns {Record<string, core.Record>}
 */
function seedFulfillments(ctx, parcels) {
  const { tx, customers, staff, lines, addresses } = ctx;
  const { createFulfillment, payFulfillment, cancelFulfillment, moveFulfillment } = require(
    `${__hooks}/lib/fulfillments.js`,
  );
  const path = ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered'];
  /** @type {Record<string, core.Record>} */
  const fulfillments = {};
  for (const f of demo().fulfillments) {
    const user = customers[f.who];
    const address =
      addresses[f.who].getString('area') && lineZone(tx, addresses[f.who]) === f.zone
        ? addresses[f.who]
        : (addresses[`${f.who}:other`] ?? addresses[f.who]);
    const line = lines[`${f.line}:${lineZone(tx, address)}`];
    const held = f.parcels.map((key) => parcels[key]);
    const reached = path.indexOf(f.status);
    const draft = createFulfillment(tx, user.id, {
      parcels: held.map((p) => p.id),
      address: address.id,
      line: line.id,
      insurance: !!f.insurance,
    });
    if (reached >= 1 || f.status === 'cancelled') payFulfillment(tx, user.id, draft.id, undefined);
    if (f.status === 'cancelled') cancelFulfillment(tx, tx.findRecordById('fulfillments', draft.id), {});
    /** @type {Record<string, Record<string, unknown>>} */
    const steps = {
      packed: { weightKg: Math.round((held.reduce((s, p) => s + p.getFloat('weight_kg'), 0) + 0.2) * 10) / 10 },
      shipped: { carrier: f.carrier, trackingNo: f.tracking },
    };
    for (const to of path.slice(2, reached + 1)) moveFulfillment(tx, staff.warehouse.id, draft.id, to, steps[to] ?? {});
    for (const key of f.parcels) parcels[key] = tx.findRecordById('parcels', parcels[key].id);

    // Backdating: paid, shipped and delivered at their times, its steps with them (see backdateTimeline).
    const fulfillment = tx.findRecordById('fulfillments', draft.id);
    /** @type {Record<string, number>} */
    const anchors = {};
    for (const [status, field, age] of /** @type {[string, string, number][]} */ ([
      ['paid', 'paid_at', f.days - 0.05],
      ['shipped', 'shipped_at', f.days - 1],
      ['delivered', 'delivered_at', f.days - 4],
    ])) {
      if (!fulfillment.getString(field)) continue;
      fulfillment.set(field, daysAgo(age));
      anchors[status] = age;
    }
    backdateTimeline(tx, fulfillment, f.days, anchors);
    fulfillments[f.key] = fulfillment;
  }
  return fulfillments;
}

/** The zone of an address's area. @param {core.App} tx @param {core.Record} address */
function lineZone(tx, address) {
  return tx.findRecordById('areas', address.getString('area')).getString('zone');
}

/**
 * Complaints with their threads, refunds, the support conversations and a few unread notifications.
 * @param {Context} ctx @param {Record<string, core.Record>} orders @param {Record<string, core.Record>} parcels
 * @param {Record<string, core.Record>} fulfillments
 */
function seedAftercare(ctx, orders, parcels, fulfillments) {
  const { tx, customers, staff } = ctx;
  const { reviewRefund } = require(`${__hooks}/lib/refunds.js`);
  const { resolveComplaint } = require(`${__hooks}/lib/complaints.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { chris, linh, minh } = customers;

  // Filed by the customer (the records API's create), taken in hand by sales, then resolved or
  // rejected with lib/complaints.js (a resolution may ask finance for a refund).
  const complaint = (
    /** @type {Record<string, unknown>} */ { status, resolution = '', refundAmount = 0, ...fields },
    /** @type {[string, string][]} */ thread,
    /** @type {number} */ days,
  ) => {
    let record = insert(tx, 'complaints', { ...fields, status: 'open' }, days);
    if (status !== 'open')
      transition(tx, 'complaint', record, 'in_progress', { actor: 'staff', staffId: staff.sales.id });
    if (status === 'resolved' || status === 'rejected') {
      record = resolveComplaint(tx, record.id, staff.sales.id, {
        resolution: String(resolution),
        reject: status === 'rejected',
        refundAmount: Number(refundAmount),
      });
    }
    thread.forEach(([who, body], i) => {
      insert(
        tx,
        'complaint_messages',
        who === 'staff'
          ? { complaint: record.id, author_staff: staff.sales.id, body }
          : { complaint: record.id, author_user: String(fields.user), body },
        days - (i + 1) * 0.1,
      );
    });
    return record;
  };

  complaint(
    {
      user: chris.id,
      order: orders['o-warehouse'].id,
      type: 'late',
      description: 'The seller marked my tea as shipped ten days ago and it is still not complete.',
      status: 'open',
    },
    [['customer', 'Could you check with the seller, please?']],
    1,
  );
  const damaged = complaint(
    {
      user: linh.id,
      parcel: parcels['k-done-linh'].id,
      order: orders['o-linh-completed'].id,
      type: 'damaged',
      description: 'The smart band arrived with a cracked screen.',
      status: 'in_progress',
    },
    [
      ['customer', 'Photos of the screen are attached to my first message.'],
      ['staff', 'Sorry about that! We are checking the inbound photos from the warehouse.'],
    ],
    5,
  );
  const missing = complaint(
    {
      user: chris.id,
      order: orders['o-completed'].id,
      parcel: parcels['k-done-1'].id,
      type: 'missing_item',
      description: 'One of the two chargers was missing from the box.',
      status: 'resolved',
      resolution: 'Refunded one charger (290,000 VND) to the wallet.',
      refundAmount: 290_000,
    },
    [
      ['customer', 'I ordered 2 chargers, only 1 arrived.'],
      ['staff', 'The seller confirmed the short shipment. We refunded one charger to your wallet.'],
    ],
    15,
  );
  const wrong = complaint(
    {
      user: minh.id,
      parcel: parcels['k-shipped'].id,
      type: 'wrong_item',
      description: 'I think the parcel contains someone else’s shoes.',
      status: 'rejected',
      resolution: 'The inbound photos show the goods you ordered; the size label differs from the shop’s picture.',
    },
    [
      ['customer', 'These are not the shoes I ordered.'],
      ['staff', 'We compared the inbound photos: it is the item and size you ordered.'],
    ],
    7,
  );

  // Asked for by sales (the records API's create), then reviewed by finance (lib/refunds.js).
  const refund = (
    /** @type {Record<string, unknown>} */ { status, reviewed_at: reviewedAt, review_note: note, ...fields },
    /** @type {number} */ days,
  ) => {
    const requested = insert(tx, 'refunds', { ...fields, status: 'requested', requested_by: staff.sales.id }, days);
    if (status === 'requested') return requested;
    const to = /** @type {'approved' | 'rejected'} */ (status);
    const reviewed = reviewRefund(tx, requested.id, to, staff.finance.id, String(note ?? ''));
    reviewed.set('reviewed_at', reviewedAt);
    tx.save(reviewed);
    return reviewed;
  };
  // The refund the resolution asked for, approved by finance.
  const approved = reviewRefund(tx, missing.getString('refund'), 'approved', staff.finance.id, 'Seller confirmed.');
  approved.set('reviewed_at', daysAgo(13));
  approved.setRaw('created', daysAgo(14));
  tx.save(approved);

  refund(
    {
      user: linh.id,
      order: orders['o-linh-completed'].id,
      complaint: damaged.id,
      amount: 450_000,
      reason: 'Cracked screen on arrival',
      status: 'requested',
    },
    2,
  );
  refund(
    {
      user: minh.id,
      fulfillment: fulfillments['f-shipped'].id,
      complaint: wrong.id,
      amount: 180_000,
      reason: 'Customer asked for the shipping fee back',
      status: 'rejected',
      reviewed_at: daysAgo(5),
      review_note: 'The item matches the order.',
    },
    6,
  );

  /** @type {[core.Record, [string, string, number][]][]} */
  const chats = [
    [
      chris,
      [
        ['customer', 'Hi! Can you buy from a Xianyu (second-hand) seller?', 3],
        ['staff', 'Yes: add it as a manual item with the link, we check with the seller before buying.', 2.9],
        ['customer', 'Great, and can you combine it with my parcels at the warehouse?', 0.4],
      ],
    ],
    [
      linh,
      [
        ['customer', 'When will my sea shipment leave Guangzhou?', 1.5],
        ['staff', 'It is being packed today; the next container leaves on Friday.', 1.2],
      ],
    ],
  ];
  for (const [user, thread] of chats) {
    const last = thread[thread.length - 1];
    const conversation = insert(
      tx,
      'conversations',
      { user: user.id, status: 'open', last_message_at: daysAgo(last[2]) },
      thread[0][2],
    );
    for (const [who, body, days] of thread) {
      insert(
        tx,
        'messages',
        who === 'staff'
          ? { conversation: conversation.id, author_staff: staff.sales.id, body, read_at: daysAgo(days - 0.05) }
          : {
              conversation: conversation.id,
              author_user: user.id,
              body,
              read_at: days > 1 ? daysAgo(days - 0.05) : '',
            },
        days,
      );
    }
  }

  for (const customer of [chris, linh, minh]) {
    insert(
      tx,
      'notifications',
      {
        user: customer.id,
        key: 'welcome',
        values: { code: customer.getString('code') },
        title: 'Welcome to Forwardly',
        body: `Your customer code is ${customer.getString('code')}: write it on every parcel you send to our warehouse.`,
        link: '/account/dashboard',
        read_at: daysAgo(40),
      },
      45,
    );
  }
  // The warning the storage job sent when the parcel's free period was WARN_DAYS from its end,
  // backdated to that day (the parcel has been in the warehouse for 41 days now).
  const { WARN_DAYS } = require(`${__hooks}/lib/storage-warning.js`);
  const { parcelLink } = require(`${__hooks}/lib/parcels.js`);
  const old = parcels['k-own-old'];
  const receivedMs = new Date(old.getString('received_at').replace(' ', 'T')).getTime();
  const warnedDaysAgo = (Date.now() - receivedMs) / DAY_MS - SETTINGS.free_storage_days + WARN_DAYS;
  const warning = send(tx, chris.id, 'storageWarning', {
    trackingCode: old.getString('tracking_code'),
    ends: new Date(receivedMs + SETTINGS.free_storage_days * DAY_MS).toISOString().slice(0, 10),
    daysLeft: WARN_DAYS,
    feePerDay: SETTINGS.storage_fee_per_day,
    link: parcelLink(old.id),
  });
  warning.setRaw('created', daysAgo(warnedDaysAgo));
  warning.setRaw('updated', daysAgo(warnedDaysAgo));
  tx.save(warning);
}

module.exports = { seedDemo };
