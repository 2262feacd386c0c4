/// <reference path="../pb_data/types.d.ts" />
// The business collections of docs/schema.md: fields, validation and indexes. Every rule starts as
// null (superusers only); 1763900100_access_rules.js opens them up role by role.

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_FILE_SIZE = 5 * 1024 * 1024;
const PHONE_PATTERN = '^\\+?[0-9][0-9 .-]{7,19}$';
const CURRENCY_PATTERN = '^[A-Z]{3}$';
const MAX_MONEY = 1e15;

const text = (name, options = {}) => ({ type: 'text', name, max: 500, ...options });
const money = (name, options = {}) => ({ type: 'number', name, onlyInt: true, min: 0, max: MAX_MONEY, ...options });
const decimal = (name, options = {}) => ({ type: 'number', name, min: 0, ...options });
const bool = (name) => ({ type: 'bool', name });
const date = (name, options = {}) => ({ type: 'date', name, ...options });
const json = (name) => ({ type: 'json', name, maxSize: 100_000 });
const url = (name) => ({ type: 'url', name });
const select = (name, values, options = {}) => ({ type: 'select', name, values, maxSelect: 1, ...options });
const images = (name, maxSelect, options = {}) => ({
  type: 'file',
  name,
  maxSelect,
  maxSize: MAX_FILE_SIZE,
  mimeTypes: IMAGE_TYPES,
  thumbs: ['100x100', '400x0'],
  ...options,
});
const timestamps = () => [
  { type: 'autodate', name: 'created', onCreate: true },
  { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
];

migrate(
  (app) => {
    const ids = {
      users: app.findCollectionByNameOrId('users').id,
      staff: app.findCollectionByNameOrId('staff').id,
    };
    const rel = (name, target, options = {}) => ({
      type: 'relation',
      name,
      collectionId: ids[target],
      maxSelect: 1,
      ...options,
    });
    const create = (name, fields, indexes = []) => {
      const collection = new Collection({
        type: 'base',
        name,
        listRule: null,
        viewRule: null,
        createRule: null,
        updateRule: null,
        deleteRule: null,
        fields: [...fields, ...timestamps()],
        indexes,
      });
      app.save(collection);
      ids[name] = collection.id;
      return collection;
    };
    /** Adds fields to a saved collection (relations to itself or to collections created later). */
    const extend = (name, relations, indexes = []) => {
      const collection = app.findCollectionByNameOrId(name);
      for (const { type: _type, ...options } of relations) collection.fields.add(new RelationField(options));
      for (const [index, column] of indexes) collection.addIndex(index, false, column, '');
      app.save(collection);
    };

    create(
      'areas',
      [
        text('name', { required: true, max: 100 }),
        select('kind', ['region', 'province', 'district'], { required: true }),
        text('zone', { max: 20 }),
      ],
      ['CREATE INDEX idx_areas_kind ON areas (kind, name)'],
    );
    extend('areas', [rel('parent', 'areas')], [['idx_areas_parent', 'parent']]);

    create(
      'addresses',
      [
        rel('user', 'users', { required: true, cascadeDelete: true }),
        text('name', { required: true, max: 100 }),
        text('phone', { required: true, max: 20, pattern: PHONE_PATTERN }),
        rel('area', 'areas', { required: true }),
        text('detail', { required: true, max: 300 }),
        bool('is_default'),
      ],
      ['CREATE INDEX idx_addresses_user ON addresses (user, created)'],
    );

    const users = app.findCollectionByNameOrId('users');
    users.fields.add(new RelationField({ name: 'default_address', collectionId: ids.addresses, maxSelect: 1 }));
    app.save(users);

    create(
      'warehouses',
      [
        text('code', { required: true, max: 20, pattern: '^[A-Z0-9-]+$' }),
        text('name', { required: true, max: 100 }),
        text('address', { required: true, max: 1000 }),
        bool('active'),
      ],
      ['CREATE UNIQUE INDEX idx_warehouses_code ON warehouses (code)'],
    );

    create(
      'settings',
      [
        text('key', { required: true, max: 50, pattern: '^[a-z0-9_-]+$' }),
        text('source_currency', { required: true, max: 3, pattern: CURRENCY_PATTERN }),
        text('home_currency', { required: true, max: 3, pattern: CURRENCY_PATTERN }),
        { type: 'number', name: 'free_storage_days', onlyInt: true, min: 0, max: 3650 },
        money('storage_fee_per_day'),
        decimal('insurance_rate', { max: 1 }),
        json('service_fee_tiers'),
        money('service_fee_min'),
        decimal('volumetric_divisor', { required: true, min: 1, max: 1_000_000 }),
      ],
      ['CREATE UNIQUE INDEX idx_settings_key ON settings (key)'],
    );

    create(
      'exchange_rates',
      [
        text('from', { required: true, max: 3, pattern: CURRENCY_PATTERN }),
        text('to', { required: true, max: 3, pattern: CURRENCY_PATTERN }),
        // required: a number field refuses 0, so together with min 0 the rate is > 0.
        decimal('rate', { required: true, max: 1_000_000 }),
        date('effective_from', { required: true }),
      ],
      ['CREATE INDEX idx_exchange_rates_pair ON exchange_rates (`from`, `to`, effective_from)'],
    );

    create(
      'shipping_lines',
      [
        text('name', { required: true, max: 100 }),
        select('kind', ['air_express', 'air', 'sea'], { required: true }),
        text('zone', { required: true, max: 20 }),
        money('price_per_kg', { required: true }),
        decimal('min_kg', { max: 10_000 }),
        { type: 'number', name: 'eta_days', onlyInt: true, min: 0, max: 365 },
        bool('active'),
      ],
      ['CREATE INDEX idx_shipping_lines_zone ON shipping_lines (zone, kind, active)'],
    );

    create(
      'products',
      [
        text('title', { required: true, max: 300 }),
        text('description', { max: 10_000 }),
        images('images', 10),
        select('source', ['taobao', '1688', 'tmall', 'other'], { required: true }),
        url('source_url'),
        text('shop', { max: 200 }),
        money('price_src'),
        json('variants'),
        bool('active'),
      ],
      [
        'CREATE INDEX idx_products_active ON products (active, created)',
        'CREATE INDEX idx_products_shop ON products (shop)',
      ],
    );

    create(
      'collections',
      [
        text('title', { required: true, max: 200 }),
        text('slug', { required: true, max: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }),
        text('description', { max: 2000 }),
        images('image', 1),
        rel('products', 'products', { maxSelect: 500 }),
        { type: 'number', name: 'sort', onlyInt: true, min: -1_000_000, max: 1_000_000 },
        bool('active'),
      ],
      [
        'CREATE UNIQUE INDEX idx_collections_slug ON collections (slug)',
        'CREATE INDEX idx_collections_active ON collections (active, sort)',
      ],
    );

    create(
      'cart_items',
      [
        rel('user', 'users', { required: true, cascadeDelete: true }),
        rel('product', 'products'),
        text('sku', { max: 100 }),
        url('link'),
        text('title', { max: 300 }),
        text('variant', { max: 200 }),
        text('image_url', { max: 2000 }),
        text('shop', { max: 200 }),
        { type: 'number', name: 'qty', required: true, onlyInt: true, min: 1, max: 999 },
        money('unit_price_src'),
        text('note', { max: 1000 }),
      ],
      ['CREATE INDEX idx_cart_items_user ON cart_items (user, created)'],
    );

    create(
      'orders',
      [
        text('code', { max: 30 }),
        rel('user', 'users', { required: true }),
        select('status', [
          'placed',
          'purchased',
          'seller_shipped',
          'at_warehouse',
          'completed',
          'cancelled',
          'awaiting_supplement',
        ]),
        text('shop', { max: 200 }),
        money('goods_value_src'),
        decimal('rate', { max: 1_000_000 }),
        money('goods_value'),
        money('service_fee'),
        money('domestic_shipping'),
        money('total'),
        money('paid'),
        money('supplement_due'),
        text('seller_order_no', { max: 100 }),
        json('tracking_codes'),
        text('note', { max: 1000 }),
      ],
      [
        "CREATE UNIQUE INDEX idx_orders_code ON orders (code) WHERE code != ''",
        'CREATE INDEX idx_orders_user ON orders (user, status, created)',
        'CREATE INDEX idx_orders_status ON orders (status, created)',
      ],
    );

    create(
      'order_items',
      [
        rel('order', 'orders', { required: true, cascadeDelete: true }),
        rel('product', 'products'),
        text('title', { max: 300 }),
        text('variant', { max: 200 }),
        text('sku', { max: 100 }),
        url('link'),
        text('image_url', { max: 2000 }),
        { type: 'number', name: 'qty', required: true, onlyInt: true, min: 1, max: 999 },
        money('unit_price_src'),
        text('note', { max: 1000 }),
      ],
      ['CREATE INDEX idx_order_items_order ON order_items (`order`)'],
    );

    create(
      'parcels',
      [
        text('tracking_code', { required: true, min: 3, max: 50, pattern: '^[A-Za-z0-9-]+$' }),
        rel('user', 'users'),
        rel('order', 'orders'),
        select('status', ['expected', 'received', 'unidentified', 'packing', 'shipped', 'delivered', 'returned']),
        text('description', { max: 500 }),
        money('declared_value'),
        decimal('weight_kg', { max: 10_000 }),
        decimal('length_cm', { max: 10_000 }),
        decimal('width_cm', { max: 10_000 }),
        decimal('height_cm', { max: 10_000 }),
        decimal('volumetric_kg', { max: 1_000_000 }),
        decimal('chargeable_kg', { max: 1_000_000 }),
        images('photos', 10),
        text('shelf', { max: 50 }),
        date('received_at'),
        rel('warehouse', 'warehouses'),
      ],
      [
        'CREATE UNIQUE INDEX idx_parcels_tracking_code ON parcels (tracking_code)',
        'CREATE INDEX idx_parcels_user ON parcels (user, status, created)',
        'CREATE INDEX idx_parcels_status ON parcels (status, created)',
        'CREATE INDEX idx_parcels_order ON parcels (`order`)',
      ],
    );

    create(
      'fulfillments',
      [
        text('code', { max: 30 }),
        rel('user', 'users', { required: true }),
        rel('parcels', 'parcels', { required: true, maxSelect: 100 }),
        rel('address', 'addresses'),
        json('address_snapshot'),
        rel('shipping_line', 'shipping_lines'),
        decimal('chargeable_kg', { max: 1_000_000 }),
        money('shipping_fee'),
        money('storage_fee'),
        bool('insurance'),
        money('declared_value'),
        money('insurance_fee'),
        money('total'),
        select('status', ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered', 'cancelled']),
        decimal('final_weight_kg', { max: 1_000_000 }),
        text('carrier', { max: 100 }),
        text('tracking_no', { max: 100 }),
        date('paid_at'),
        date('shipped_at'),
        date('delivered_at'),
      ],
      [
        "CREATE UNIQUE INDEX idx_fulfillments_code ON fulfillments (code) WHERE code != ''",
        'CREATE INDEX idx_fulfillments_user ON fulfillments (user, status, created)',
        'CREATE INDEX idx_fulfillments_status ON fulfillments (status, created)',
      ],
    );

    create(
      'wallet_transactions',
      [
        rel('user', 'users', { required: true }),
        // required: a number field refuses 0, so every ledger line moves money.
        money('amount', { required: true, min: -MAX_MONEY }),
        money('balance_after'),
        select(
          'kind',
          [
            'recharge',
            'order_payment',
            'order_refund',
            'supplement',
            'fulfillment_payment',
            'fulfillment_refund',
            'refund',
            'adjustment',
          ],
          { required: true },
        ),
        text('ref', { max: 100 }),
        text('note', { max: 500 }),
        rel('actor', 'staff'),
      ],
      [
        "CREATE UNIQUE INDEX idx_wallet_transactions_kind_ref ON wallet_transactions (kind, ref) WHERE ref != ''",
        'CREATE INDEX idx_wallet_transactions_user ON wallet_transactions (user, created)',
      ],
    );

    create(
      'recharges',
      [
        rel('user', 'users', { required: true }),
        money('amount', { required: true, min: 1 }),
        text('reference', { max: 30 }),
        images('proof', 1, { mimeTypes: [...IMAGE_TYPES, 'application/pdf'] }),
        select('status', ['pending', 'approved', 'rejected']),
        rel('reviewed_by', 'staff'),
        date('reviewed_at'),
        text('reason', { max: 500 }),
      ],
      [
        "CREATE UNIQUE INDEX idx_recharges_reference ON recharges (reference) WHERE reference != ''",
        'CREATE INDEX idx_recharges_user ON recharges (user, status, created)',
        'CREATE INDEX idx_recharges_status ON recharges (status, created)',
      ],
    );

    create(
      'complaints',
      [
        rel('user', 'users', { required: true }),
        rel('order', 'orders'),
        rel('parcel', 'parcels'),
        select('type', ['missing_item', 'damaged', 'wrong_item', 'late', 'other'], { required: true }),
        text('description', { required: true, max: 5000 }),
        images('photos', 10),
        select('status', ['open', 'in_progress', 'resolved', 'rejected']),
        text('resolution', { max: 2000 }),
      ],
      [
        'CREATE INDEX idx_complaints_user ON complaints (user, status, created)',
        'CREATE INDEX idx_complaints_status ON complaints (status, created)',
      ],
    );

    create(
      'refunds',
      [
        rel('user', 'users', { required: true }),
        rel('order', 'orders'),
        rel('fulfillment', 'fulfillments'),
        rel('complaint', 'complaints'),
        money('amount', { required: true, min: 1 }),
        text('reason', { max: 1000 }),
        select('status', ['requested', 'approved', 'rejected']),
        rel('requested_by', 'staff'),
        rel('reviewed_by', 'staff'),
        date('reviewed_at'),
        text('review_note', { max: 1000 }),
      ],
      [
        'CREATE INDEX idx_refunds_user ON refunds (user, status, created)',
        'CREATE INDEX idx_refunds_status ON refunds (status, created)',
      ],
    );
    extend('complaints', [rel('refund', 'refunds')]);

    create(
      'complaint_messages',
      [
        rel('complaint', 'complaints', { required: true, cascadeDelete: true }),
        rel('author_user', 'users'),
        rel('author_staff', 'staff'),
        text('body', { required: true, max: 5000 }),
        images('attachments', 5),
      ],
      ['CREATE INDEX idx_complaint_messages_complaint ON complaint_messages (complaint, created)'],
    );

    create(
      'conversations',
      [
        rel('user', 'users', { required: true, cascadeDelete: true }),
        select('status', ['open', 'closed']),
        date('last_message_at'),
      ],
      [
        'CREATE UNIQUE INDEX idx_conversations_user ON conversations (user)',
        'CREATE INDEX idx_conversations_status ON conversations (status, last_message_at)',
      ],
    );

    create(
      'messages',
      [
        rel('conversation', 'conversations', { required: true, cascadeDelete: true }),
        rel('author_user', 'users'),
        rel('author_staff', 'staff'),
        text('body', { max: 5000 }),
        images('attachments', 5),
        date('read_at'),
      ],
      ['CREATE INDEX idx_messages_conversation ON messages (conversation, created)'],
    );

    create(
      'notifications',
      [
        rel('user', 'users', { required: true, cascadeDelete: true }),
        text('title', { required: true, max: 200 }),
        text('body', { max: 2000 }),
        text('link', { max: 500 }),
        date('read_at'),
      ],
      ['CREATE INDEX idx_notifications_user ON notifications (user, read_at, created)'],
    );

    create(
      'audit_logs',
      [
        rel('staff', 'staff'),
        text('action', { required: true, max: 100 }),
        text('collection', { max: 100 }),
        text('record', { max: 50 }),
        json('before'),
        json('after'),
      ],
      [
        'CREATE INDEX idx_audit_logs_created ON audit_logs (created)',
        'CREATE INDEX idx_audit_logs_record ON audit_logs (collection, record)',
      ],
    );
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.fields.removeByName('default_address');
    app.save(users);
    const complaints = app.findCollectionByNameOrId('complaints');
    complaints.fields.removeByName('refund');
    app.save(complaints);
    for (const name of [
      'audit_logs',
      'notifications',
      'messages',
      'conversations',
      'complaint_messages',
      'refunds',
      'complaints',
      'recharges',
      'wallet_transactions',
      'fulfillments',
      'parcels',
      'order_items',
      'orders',
      'cart_items',
      'collections',
      'products',
      'shipping_lines',
      'exchange_rates',
      'settings',
      'warehouses',
      'addresses',
      'areas',
    ]) {
      app.delete(app.findCollectionByNameOrId(name));
    }
  },
);
