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

/**
 * Moves `record` of `machine` along `path` with lib/transitions.js, one legal move at a time: as staff
 * (audited `<machine>.<to>` under `staffId`) where staff may make the move, else as the system, else
 * as the customer (not audited). A system move is audited only when `payloads` has an entry for it
 * (the order's move to awaiting_supplement, which a staff member's purchase causes).
 * @param {core.App} tx @param {string} machine @param {core.Record} record @param {string[]} path
 * @param {string} staffId @param {Record<string, Record<string, unknown>>} [payloads]
 */
function advance(tx, machine, record, path, staffId, payloads = {}) {
  const { transition, allowedTransitions } = require(`${__hooks}/lib/transitions.js`);
  for (const to of path) {
    const from = record.getString('status');
    if (to === from) continue;
    /** @type {'staff' | 'system' | 'customer'} */
    const actor = allowedTransitions(machine, from, 'staff').includes(to)
      ? 'staff'
      : allowedTransitions(machine, from, 'system').includes(to)
        ? 'system'
        : 'customer';
    const audited = actor === 'staff' || (actor === 'system' && payloads[to] !== undefined);
    transition(tx, machine, record, to, { actor, staffId: audited ? staffId : '', payload: payloads[to] ?? {} });
  }
  return record;
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
 * Orders: items are [product number (1-based, catalog order), variant index, qty]; all items of an
 * order come from one shop. `raise` is the extra goods value (CNY fen) found at purchase for an
 * order awaiting a supplement.
 */
const ORDERS = [
  {
    key: 'o-placed',
    who: 'chris',
    status: 'placed',
    days: 0.3,
    items: [
      [6, 1, 1],
      [8, 1, 1],
    ],
  },
  {
    key: 'o-purchased',
    who: 'chris',
    status: 'purchased',
    days: 3,
    items: [
      [13, 0, 2],
      [14, 1, 1],
    ],
  },
  {
    key: 'o-shipped',
    who: 'chris',
    status: 'seller_shipped',
    days: 6,
    items: [
      [1, 2, 1],
      [2, 1, 2],
    ],
  },
  {
    key: 'o-warehouse',
    who: 'chris',
    status: 'at_warehouse',
    days: 12,
    items: [
      [17, 0, 1],
      [19, 1, 1],
    ],
  },
  {
    key: 'o-completed',
    who: 'chris',
    status: 'completed',
    days: 30,
    items: [
      [10, 1, 2],
      [11, 0, 1],
    ],
  },
  { key: 'o-cancelled', who: 'chris', status: 'cancelled', days: 9, items: [[23, 0, 3]] },
  { key: 'o-supplement', who: 'chris', status: 'awaiting_supplement', days: 2, items: [[26, 1, 1]], raise: 3_000 },
  {
    key: 'o-linh-placed',
    who: 'linh',
    status: 'placed',
    days: 0.8,
    items: [
      [20, 1, 2],
      [21, 0, 1],
    ],
  },
  { key: 'o-linh-purchased', who: 'linh', status: 'purchased', days: 4, items: [[24, 0, 2]] },
  {
    key: 'o-linh-warehouse',
    who: 'linh',
    status: 'at_warehouse',
    days: 15,
    items: [
      [3, 1, 1],
      [5, 0, 1],
    ],
  },
  { key: 'o-linh-completed', who: 'linh', status: 'completed', days: 33, items: [[7, 0, 1]] },
  {
    key: 'o-minh-shipped',
    who: 'minh',
    status: 'seller_shipped',
    days: 5,
    items: [
      [12, 2, 3],
      [9, 0, 1],
    ],
  },
  { key: 'o-minh-cancelled', who: 'minh', status: 'cancelled', days: 10, items: [[18, 1, 1]] },
  {
    key: 'o-minh-placed',
    who: 'minh',
    status: 'placed',
    days: 1,
    items: [
      [15, 1, 2],
      [16, 0, 1],
    ],
  },
];

/** Statuses an order has passed through, for its audit trail. */
const ORDER_PATH = ['placed', 'purchased', 'seller_shipped', 'at_warehouse', 'completed'];

/**
 * Parcels: `order` links one to an order; `who` empty = unidentified. `days` = received this many
 * days ago (none for expected ones).
 */
const PARCELS = [
  { key: 'k-shipped-1', who: 'chris', order: 'o-shipped', status: 'expected', code: 'YT7712340001' },
  { key: 'k-shipped-2', who: 'chris', order: 'o-shipped', status: 'expected', code: 'SF1400223344' },
  { key: 'k-minh-exp', who: 'minh', order: 'o-minh-shipped', status: 'expected', code: 'ZTO778812345' },
  { key: 'k-declared', who: 'chris', status: 'expected', code: 'JD0099887766', note: 'Winter jacket from a friend' },
  {
    key: 'k-wh',
    who: 'chris',
    order: 'o-warehouse',
    status: 'received',
    code: 'YD3300112233',
    kg: 1.4,
    cm: [30, 22, 12],
    days: 4,
  },
  {
    key: 'k-own-1',
    who: 'chris',
    status: 'received',
    code: 'STO55501234',
    kg: 2.2,
    cm: [40, 30, 20],
    days: 8,
    note: 'Books',
  },
  {
    key: 'k-own-old',
    who: 'chris',
    status: 'received',
    code: 'EMS9912345CN',
    kg: 0.8,
    cm: [25, 18, 8],
    days: 41,
    note: 'Phone accessories',
  },
  {
    key: 'k-linh-wh',
    who: 'linh',
    order: 'o-linh-warehouse',
    status: 'received',
    code: 'YT7712349999',
    kg: 1.9,
    cm: [45, 30, 15],
    days: 6,
  },
  {
    key: 'k-unknown-1',
    who: '',
    status: 'unidentified',
    code: 'ZTO123000999',
    kg: 3.1,
    cm: [50, 35, 25],
    days: 3,
    note: 'Label torn, no customer code',
  },
  { key: 'k-unknown-2', who: '', status: 'unidentified', code: 'YD0000777111', kg: 0.6, cm: [20, 15, 10], days: 1 },
  { key: 'k-paid', who: 'chris', status: 'received', code: 'SF1400550001', kg: 1.1, cm: [28, 20, 14], days: 7 },
  { key: 'k-packing', who: 'linh', status: 'packing', code: 'STO55509876', kg: 4.5, cm: [50, 40, 30], days: 9 },
  { key: 'k-packed', who: 'chris', status: 'packing', code: 'JD0011223344', kg: 0.9, cm: [22, 16, 10], days: 10 },
  { key: 'k-shipped', who: 'minh', status: 'shipped', code: 'YT7712345555', kg: 2.7, cm: [35, 30, 25], days: 14 },
  {
    key: 'k-done-1',
    who: 'chris',
    order: 'o-completed',
    status: 'delivered',
    code: 'SF1400998877',
    kg: 1.6,
    cm: [35, 25, 10],
    days: 25,
  },
  {
    key: 'k-done-linh',
    who: 'linh',
    order: 'o-linh-completed',
    status: 'delivered',
    code: 'ZTO555666777',
    kg: 0.5,
    cm: [18, 12, 8],
    days: 27,
  },
  { key: 'k-cancel', who: 'minh', status: 'received', code: 'EMS7788990CN', kg: 1.3, cm: [30, 20, 20], days: 11 },
  {
    key: 'k-returned',
    who: 'chris',
    status: 'returned',
    code: 'YD5544332211',
    kg: 0.7,
    cm: [20, 20, 10],
    days: 20,
    note: 'Refused: prohibited item (lithium battery)',
  },
];

/** How far along received → packing → shipped → delivered a parcel of each status has come. */
const PARCEL_PATH_END = /** @type {Record<string, number>} */ ({ received: 1, packing: 2, shipped: 3, delivered: 4 });

const FULFILLMENTS = [
  {
    key: 'f-draft',
    who: 'chris',
    status: 'draft',
    parcels: ['k-own-1', 'k-own-old'],
    line: 'air',
    zone: 'Z1',
    days: 0.5,
  },
  {
    key: 'f-paid',
    who: 'chris',
    status: 'paid',
    parcels: ['k-paid'],
    line: 'air_express',
    zone: 'Z1',
    insurance: true,
    days: 1,
  },
  { key: 'f-packing', who: 'linh', status: 'packing', parcels: ['k-packing'], line: 'sea', zone: 'Z3', days: 2 },
  { key: 'f-packed', who: 'chris', status: 'packed', parcels: ['k-packed'], line: 'air', zone: 'Z2', days: 3 },
  {
    key: 'f-shipped',
    who: 'minh',
    status: 'shipped',
    parcels: ['k-shipped'],
    line: 'air',
    zone: 'Z2',
    days: 6,
    carrier: 'Viettel Post',
    tracking: 'VTP8800123456',
  },
  {
    key: 'f-delivered',
    who: 'chris',
    status: 'delivered',
    parcels: ['k-done-1'],
    line: 'air_express',
    zone: 'Z1',
    days: 20,
    carrier: 'GHN',
    tracking: 'GHN5500667788',
  },
  {
    key: 'f-delivered-linh',
    who: 'linh',
    status: 'delivered',
    parcels: ['k-done-linh'],
    line: 'air',
    zone: 'Z3',
    days: 22,
    carrier: 'GHTK',
    tracking: 'GHTK001122334',
  },
  { key: 'f-cancelled', who: 'minh', status: 'cancelled', parcels: ['k-cancel'], line: 'sea', zone: 'Z2', days: 4 },
];

/** The body of a fulfillment's status notification, as fulfillments.pb.js words it. */
const FULFILLMENT_MESSAGES = /** @type {Record<string, (f: core.Record) => string>} */ ({
  packing: () => 'We are packing your parcels.',
  packed: (f) => `Your parcels are packed: ${f.getFloat('final_weight_kg')} kg.`,
  shipped: (f) => `Shipped with ${f.getString('carrier')}, tracking number ${f.getString('tracking_no')}.`,
  delivered: () => 'Your parcels have been delivered. Thank you!',
});

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
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
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
        reviewed_by: r.status === 'pending' ? '' : staff.finance.id,
        reviewed_at: r.status === 'pending' ? '' : daysAgo(r.days - 0.1),
        reason: r.reason ?? '',
        proof: picture('transfer-receipt'),
      },
      r.days,
    );
    if (r.status === 'approved') {
      credit(tx, user.id, r.amount, {
        kind: 'recharge',
        ref: recharge.id,
        note: 'Bank transfer',
        actor: staff.finance.id,
      });
    }
    if (r.status !== 'pending') {
      advance(tx, 'recharge', recharge, [r.status], staff.finance.id);
      send(tx, user.id, r.status === 'approved' ? 'rechargeApproved' : 'rechargeRejected', {
        reference: recharge.getString('reference'),
        amount: r.amount,
        reason: r.reason ?? '',
      });
    }
  }

  const orders = seedOrders(ctx);
  const parcels = seedParcels(ctx, orders);
  const fulfillments = seedFulfillments(ctx, parcels);
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

/** @param {Context} ctx */
function seedCarts(ctx) {
  const { tx, customers, products, catalog } = ctx;
  for (const cart of CARTS) {
    cart.items.forEach(([number, variantIndex, qty], i) => {
      const product = products[number - 1];
      const variant = catalog.products[number - 1].variants[variantIndex];
      insert(
        tx,
        'cart_items',
        {
          user: customers[cart.who].id,
          product: product.id,
          sku: variant.sku,
          link: product.getString('source_url'),
          title: product.getString('title'),
          variant: variant.name,
          image_url: `/api/files/products/${product.id}/${product.getStringSlice('images')[0]}`,
          shop: product.getString('shop'),
          qty,
          unit_price_src: variant.price_src,
        },
        1 - i * 0.1,
      );
    });
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

/** @param {Context} ctx @returns {Record<string, core.Record>} */
function seedOrders(ctx) {
  const { tx, customers, staff, products, catalog } = ctx;
  const { debit, credit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { nextOrderCode } = require(`${__hooks}/lib/codes.js`);
  const { loadSettings, currentRate, serviceFee, toHome } = require(`${__hooks}/lib/settings.js`);
  const settings = loadSettings(tx);
  const rate = currentRate(tx, 'CNY', 'VND');

  /** @type {Record<string, core.Record>} */
  const orders = {};
  ORDERS.forEach((o, n) => {
    const user = customers[o.who];
    const first = products[o.items[0][0] - 1];
    const lines = o.items.map(([number, variantIndex, qty]) => {
      const product = products[number - 1];
      /** @type {{ sku: string, name: string, price_src: number }} */
      const variant = catalog.products[number - 1].variants[variantIndex];
      return { product, variant, qty };
    });
    const goodsSrc = lines.reduce((sum, l) => sum + l.qty * l.variant.price_src, 0);
    const domestic = toHome(1000 + 500 * (lines.length - 1), rate, settings);
    const price = (/** @type {number} */ src) => {
      const goods = toHome(src, rate, settings);
      const fee = serviceFee(goods, settings);
      return { goods, fee, total: goods + fee + domestic };
    };
    const paid = price(goodsSrc);
    const final = o.raise ? price(goodsSrc + o.raise) : paid;
    const reached = ORDER_PATH.indexOf(o.status);
    const order = insert(
      tx,
      'orders',
      {
        code: nextOrderCode(tx),
        user: user.id,
        status: 'placed',
        shop: first.getString('shop'),
        goods_value_src: goodsSrc + (o.raise ?? 0),
        rate,
        goods_value: final.goods,
        service_fee: final.fee,
        domestic_shipping: domestic,
        total: final.total,
        paid: o.status === 'cancelled' ? 0 : paid.total,
        supplement_due: final.total - paid.total,
        seller_order_no:
          reached >= 1 || o.raise ? `${first.getString('source').toUpperCase()}-${31_000_000 + n * 7_331}` : '',
        tracking_codes: PARCELS.filter((p) => p.order === o.key).map((p) => p.code),
        note: n % 3 === 0 ? 'Please check the colour before shipping.' : '',
      },
      o.days,
    );
    for (const l of lines) {
      insert(
        tx,
        'order_items',
        {
          order: order.id,
          product: l.product.id,
          title: l.product.getString('title'),
          variant: l.variant.name,
          sku: l.variant.sku,
          link: l.product.getString('source_url'),
          image_url: `/api/files/products/${l.product.id}/${l.product.getStringSlice('images')[0]}`,
          qty: l.qty,
          unit_price_src: l.variant.price_src,
        },
        o.days,
      );
    }
    debit(tx, user.id, paid.total, { kind: 'order_payment', ref: order.id, note: `Order ${order.getString('code')}` });
    if (o.status === 'cancelled') {
      credit(tx, user.id, paid.total, {
        kind: 'order_refund',
        ref: order.id,
        note: `Order ${order.getString('code')} cancelled`,
      });
      send(tx, user.id, 'orderStatus', {
        id: order.id,
        code: order.getString('code'),
        status: 'cancelled',
        refunded: paid.total,
      });
    }
    advance(
      tx,
      'order',
      order,
      reached >= 0 ? ORDER_PATH.slice(0, reached + 1) : ['placed', o.status],
      staff.sales.id,
      o.raise ? { awaiting_supplement: { total: final.total } } : {},
    );
    if (o.raise) {
      send(tx, user.id, 'orderStatus', {
        id: order.id,
        code: order.getString('code'),
        status: 'awaiting_supplement',
        supplementDue: final.total - paid.total,
      });
    } else if (reached >= 1) {
      send(tx, user.id, 'orderStatus', { id: order.id, code: order.getString('code'), status: o.status });
    }
    orders[o.key] = order;
  });
  return orders;
}

/**
 * @param {Context} ctx @param {Record<string, core.Record>} orders
 * @returns {Record<string, core.Record>}
 */
function seedParcels(ctx, orders) {
  const { tx, customers, staff, warehouse } = ctx;
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const divisor = SETTINGS.volumetric_divisor;
  /** @type {Record<string, core.Record>} */
  const parcels = {};
  PARCELS.forEach((p, n) => {
    const [l, w, h] = p.cm ?? [0, 0, 0];
    const volumetric = Math.round(((l * w * h) / divisor) * 100) / 100;
    const arrived = p.days !== undefined;
    const parcel = insert(
      tx,
      'parcels',
      {
        tracking_code: p.code,
        user: p.who ? customers[p.who].id : '',
        order: p.order ? orders[p.order].id : '',
        status: arrived && p.status !== 'unidentified' && p.status !== 'returned' ? 'received' : p.status,
        description: p.note ?? (p.order ? `Goods of order ${orders[p.order].getString('code')}` : ''),
        declared_value: p.order ? orders[p.order].getInt('goods_value') : 500_000 + n * 120_000,
        weight_kg: p.kg ?? 0,
        length_cm: l,
        width_cm: w,
        height_cm: h,
        volumetric_kg: arrived ? volumetric : 0,
        chargeable_kg: arrived ? Math.ceil(Math.max(p.kg ?? 0, volumetric) * 10) / 10 : 0,
        shelf: arrived && !['shipped', 'delivered', 'returned'].includes(p.status) ? `A${1 + (n % 4)}-${10 + n}` : '',
        received_at: arrived ? daysAgo(p.days ?? 0) : '',
        warehouse: warehouse.id,
        photos: arrived ? [picture(PARCEL_PHOTOS[n % PARCEL_PHOTOS.length])] : [],
      },
      (p.days ?? 2) + 3,
    );
    if (arrived) {
      audit(tx, staff.warehouse.id, 'parcel.inbound', 'parcels', parcel.id, null, {
        status: p.status === 'unidentified' ? 'unidentified' : 'received',
      });
    }
    // Later moves (packing, shipped, delivered) follow the parcel's fulfillment, see seedFulfillments.
    advance(tx, 'parcel', parcel, ['received'].slice(0, PARCEL_PATH_END[p.status] ?? 0), '');
    parcels[p.key] = parcel;
  });
  return parcels;
}

/**
 * @param {Context} ctx @param {Record<string, core.Record>} parcels
 * @returns {Record<string, core.Record>}
 */
function seedFulfillments(ctx, parcels) {
  const { tx, customers, staff, lines, addresses, areas } = ctx;
  const { debit, credit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { nextFulfillmentCode } = require(`${__hooks}/lib/codes.js`);
  const { fulfillmentLink, quoteFulfillment, applyQuote } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const path = ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered'];
  /** @type {Record<string, core.Record>} */
  const fulfillments = {};
  for (const f of FULFILLMENTS) {
    const user = customers[f.who];
    const address =
      addresses[f.who].getString('area') && lineZone(tx, addresses[f.who]) === f.zone
        ? addresses[f.who]
        : (addresses[`${f.who}:other`] ?? addresses[f.who]);
    const zone = lineZone(tx, address);
    const line = lines[`${f.line}:${zone}`];
    const held = f.parcels.map((key) => parcels[key]);
    const { quote } = quoteFulfillment(tx, user.id, {
      parcels: held.map((p) => p.id),
      address: address.id,
      line: line.id,
      insurance: !!f.insurance,
    });
    const total = quote.total;
    const reached = path.indexOf(f.status);
    const paid = reached >= 1 || f.status === 'cancelled';
    const area = address.getString('area');
    const fulfillment = insert(
      tx,
      'fulfillments',
      {
        code: nextFulfillmentCode(tx),
        user: user.id,
        parcels: held.map((p) => p.id),
        address: address.id,
        address_snapshot: {
          name: address.getString('name'),
          phone: address.getString('phone'),
          detail: address.getString('detail'),
          area:
            Object.values(areas)
              .find((a) => a.id === area)
              ?.getString('name') ?? '',
          zone,
        },
        shipping_line: line.id,
        status: 'draft',
        final_weight_kg:
          reached >= 3 ? Math.round(held.reduce((s, p) => s + p.getFloat('weight_kg'), 0) * 10) / 10 + 0.2 : 0,
        carrier: f.carrier ?? '',
        tracking_no: f.tracking ?? '',
        paid_at: paid ? daysAgo(f.days - 0.05) : '',
        shipped_at: reached >= 4 ? daysAgo(f.days - 1) : '',
        delivered_at: reached >= 5 ? daysAgo(f.days - 4) : '',
      },
      f.days,
    );
    applyQuote(fulfillment, quote);
    tx.save(fulfillment);
    const code = fulfillment.getString('code');
    if (paid) debit(tx, user.id, total, { kind: 'fulfillment_payment', ref: fulfillment.id, note: `Shipment ${code}` });
    if (f.status === 'cancelled') {
      credit(tx, user.id, total, {
        kind: 'fulfillment_refund',
        ref: fulfillment.id,
        note: `Shipment ${code} cancelled`,
      });
      send(tx, user.id, 'fulfillmentCancelled', {
        code,
        refunded: total,
        link: fulfillmentLink(fulfillment.id),
      });
    }
    advance(
      tx,
      'fulfillment',
      fulfillment,
      f.status === 'cancelled' ? ['draft', 'paid', 'cancelled'] : path.slice(0, reached + 1),
      staff.warehouse.id,
    );
    for (const key of f.parcels) {
      const end = PARCEL_PATH_END[PARCELS.find((p) => p.key === key)?.status ?? ''] ?? 0;
      advance(tx, 'parcel', parcels[key], ['packing', 'shipped', 'delivered'].slice(0, end - 1), '');
    }
    if (reached >= 2) {
      send(tx, user.id, 'fulfillmentStatus', {
        code,
        status: f.status,
        body: FULFILLMENT_MESSAGES[f.status]?.(fulfillment) ?? '',
        link: fulfillmentLink(fulfillment.id),
      });
    }
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
  const { credit } = require(`${__hooks}/lib/wallet.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { chris, linh, minh } = customers;

  const complaint = (
    /** @type {Record<string, unknown>} */ fields,
    /** @type {[string, string][]} */ thread,
    /** @type {number} */ days,
  ) => {
    const record = insert(tx, 'complaints', { ...fields, status: 'open' }, days);
    advance(
      tx,
      'complaint',
      record,
      ['in_progress', String(fields.status)].slice(fields.status === 'open' ? 2 : 0),
      staff.sales.id,
    );
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

  const charger = orders['o-completed'];
  const refund = (/** @type {Record<string, unknown>} */ fields, /** @type {number} */ days) =>
    advance(
      tx,
      'refund',
      insert(tx, 'refunds', { ...fields, status: 'requested' }, days),
      [String(fields.status)],
      staff.finance.id,
    );
  const approved = refund(
    {
      user: chris.id,
      order: charger.id,
      complaint: missing.id,
      amount: 290_000,
      reason: 'One charger missing from the seller’s shipment',
      status: 'approved',
      requested_by: staff.sales.id,
      reviewed_by: staff.finance.id,
      reviewed_at: daysAgo(13),
      review_note: 'Seller confirmed.',
    },
    14,
  );
  credit(tx, chris.id, 290_000, {
    kind: 'refund',
    ref: approved.id,
    note: `Refund for order ${charger.getString('code')}`,
    actor: staff.finance.id,
  });
  missing.set('refund', approved.id);
  missing.set('resolution', 'Refunded one charger (290,000 VND) to the wallet.');
  tx.save(missing);
  send(tx, chris.id, 'refundApproved', { amount: 290_000, note: 'Seller confirmed.' });

  refund(
    {
      user: linh.id,
      order: orders['o-linh-completed'].id,
      complaint: damaged.id,
      amount: 450_000,
      reason: 'Cracked screen on arrival',
      status: 'requested',
      requested_by: staff.sales.id,
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
      requested_by: staff.sales.id,
      reviewed_by: staff.finance.id,
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
  const { TITLE, WARN_DAYS } = require(`${__hooks}/lib/storage-warning.js`);
  const { parcelLink } = require(`${__hooks}/lib/parcels.js`);
  const old = parcels['k-own-old'];
  const receivedMs = new Date(old.getString('received_at').replace(' ', 'T')).getTime();
  const warnedDaysAgo = (Date.now() - receivedMs) / DAY_MS - SETTINGS.free_storage_days + WARN_DAYS;
  const warning = send(tx, chris.id, 'storageWarning', {
    title: TITLE,
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
