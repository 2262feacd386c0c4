/// <reference path="../pb_data/types.d.ts" />
// API rules of the business collections: the security boundary (docs/access.md explains them).
// Customers read and write only their own records and never money, status or owner fields; staff
// reach what their roles allow; money and status change only through the custom routes.

const STAFF = "@request.auth.collectionName = 'staff' && @request.auth.active = true";
/** Active staff holding one of the roles (admin always included). */
const role = (...roles) =>
  `(${STAFF} && (${['admin', ...roles].map((r) => `@request.auth.roles:each ?= '${r}'`).join(' || ')}))`;
const ADMIN = role();
const ANY_STAFF = `(${STAFF})`;
const CUSTOMER = "@request.auth.collectionName = 'users'";
const OWN = `(${CUSTOMER} && user = @request.auth.id)`;
/** The body names this customer as owner on create. */
const OWNS_NEW = `(${CUSTOMER} && @request.body.user = @request.auth.id)`;
/** The owner stays as it is on update. */
const KEEPS_OWNER = '(@request.body.user:isset = false || @request.body.user = @request.auth.id)';
const unset = (...fields) => `(${fields.map((f) => `@request.body.${f}:isset = false`).join(' && ')})`;
const any = (...rules) => rules.map((r) => `(${r})`).join(' || ');
const all = (...rules) => rules.map((r) => `(${r})`).join(' && ');
/** An optional relation in the body is empty or points at a record of this customer. */
const ownRelation = (field, owner = 'user') =>
  `(@request.body.${field}:isset = false || @request.body.${field} = '' || @request.body.${field}.${owner} = @request.auth.id)`;

const RULES = {
  areas: { list: '', view: '', create: ADMIN, update: ADMIN, delete: ADMIN },
  warehouses: {
    list: any('active = true', ANY_STAFF),
    view: any('active = true', ANY_STAFF),
    create: role('warehouse'),
    update: role('warehouse'),
    delete: ADMIN,
  },
  settings: { list: '', view: '', create: role('finance'), update: role('finance'), delete: null },
  exchange_rates: { list: '', view: '', create: role('finance'), update: null, delete: ADMIN },
  shipping_lines: {
    list: any('active = true', ANY_STAFF),
    view: any('active = true', ANY_STAFF),
    create: role('finance'),
    update: role('finance'),
    delete: ADMIN,
  },
  products: {
    list: any('active = true', ANY_STAFF),
    view: any('active = true', ANY_STAFF),
    create: role('sales'),
    update: role('sales'),
    delete: role('sales'),
  },
  collections: {
    list: any('active = true', ANY_STAFF),
    view: any('active = true', ANY_STAFF),
    create: role('sales'),
    update: role('sales'),
    delete: role('sales'),
  },
  addresses: {
    list: any(OWN, role('warehouse', 'sales')),
    view: any(OWN, role('warehouse', 'sales')),
    create: OWNS_NEW,
    update: all(OWN, KEEPS_OWNER),
    delete: OWN,
  },
  cart_items: {
    list: any(OWN, role('sales')),
    view: any(OWN, role('sales')),
    create: OWNS_NEW,
    update: all(OWN, KEEPS_OWNER),
    delete: OWN,
  },
  orders: {
    list: any(OWN, role('sales', 'finance', 'warehouse')),
    view: any(OWN, role('sales', 'finance', 'warehouse')),
    create: null,
    update: null,
    delete: null,
  },
  order_items: {
    list: any(`${CUSTOMER} && order.user = @request.auth.id`, role('sales', 'finance', 'warehouse')),
    view: any(`${CUSTOMER} && order.user = @request.auth.id`, role('sales', 'finance', 'warehouse')),
    create: null,
    update: null,
    delete: null,
  },
  parcels: {
    list: any(OWN, role('warehouse', 'sales')),
    view: any(OWN, role('warehouse', 'sales')),
    create: all(
      OWNS_NEW,
      unset(
        'order',
        'status',
        'weight_kg',
        'length_cm',
        'width_cm',
        'height_cm',
        'volumetric_kg',
        'chargeable_kg',
        'photos',
        'shelf',
        'received_at',
        'warehouse',
      ),
    ),
    // Weights, sizes and status change through the inbound and assign routes.
    update: all(
      role('warehouse'),
      unset(
        'tracking_code',
        'user',
        'order',
        'status',
        'declared_value',
        'weight_kg',
        'length_cm',
        'width_cm',
        'height_cm',
        'volumetric_kg',
        'chargeable_kg',
        'received_at',
      ),
    ),
    delete: null,
  },
  fulfillments: {
    list: any(OWN, role('warehouse', 'finance', 'sales')),
    view: any(OWN, role('warehouse', 'finance', 'sales')),
    create: null,
    update: null,
    delete: null,
  },
  wallet_transactions: {
    list: any(OWN, role('finance')),
    view: any(OWN, role('finance')),
    create: null,
    update: null,
    delete: null,
  },
  recharges: {
    list: any(OWN, role('finance')),
    view: any(OWN, role('finance')),
    create: all(OWNS_NEW, unset('reference', 'status', 'reviewed_by', 'reviewed_at', 'reason')),
    update: null,
    delete: null,
  },
  refunds: {
    list: any(OWN, role('finance', 'sales')),
    view: any(OWN, role('finance', 'sales')),
    // Sales asks for a refund in its own name; finance approves or rejects it through a route.
    create: all(
      role('sales'),
      "@request.body.status:isset = false || @request.body.status = 'requested'",
      '@request.body.requested_by = @request.auth.id',
      unset('reviewed_by', 'reviewed_at', 'review_note'),
      "@request.body.order:isset = false || @request.body.order = '' || @request.body.order.user = @request.body.user",
      "@request.body.fulfillment:isset = false || @request.body.fulfillment = '' || @request.body.fulfillment.user = @request.body.user",
      "@request.body.complaint:isset = false || @request.body.complaint = '' || @request.body.complaint.user = @request.body.user",
    ),
    update: null,
    delete: null,
  },
  complaints: {
    list: any(OWN, role('sales')),
    view: any(OWN, role('sales')),
    create: all(OWNS_NEW, unset('status', 'resolution', 'refund'), ownRelation('order'), ownRelation('parcel')),
    // Sales takes a complaint in hand or rejects it; resolving (maybe with a refund) is a route.
    update: all(
      role('sales'),
      unset('user', 'order', 'parcel', 'type', 'description', 'photos', 'refund'),
      "@request.body.status:isset = false || @request.body.status = 'in_progress' || @request.body.status = 'rejected'",
    ),
    delete: null,
  },
  complaint_messages: {
    list: any(`${CUSTOMER} && complaint.user = @request.auth.id`, role('sales')),
    view: any(`${CUSTOMER} && complaint.user = @request.auth.id`, role('sales')),
    create: any(
      all(
        CUSTOMER,
        '@request.body.complaint.user = @request.auth.id',
        '@request.body.author_user = @request.auth.id',
        unset('author_staff'),
      ),
      all(role('sales'), '@request.body.author_staff = @request.auth.id', unset('author_user')),
    ),
    update: null,
    delete: null,
  },
  conversations: {
    list: any(OWN, role('sales')),
    view: any(OWN, role('sales')),
    create: all(OWNS_NEW, unset('status', 'last_message_at')),
    update: all(role('sales'), unset('user', 'last_message_at')),
    delete: null,
  },
  messages: {
    list: any(`${CUSTOMER} && conversation.user = @request.auth.id`, role('sales')),
    view: any(`${CUSTOMER} && conversation.user = @request.auth.id`, role('sales')),
    create: any(
      all(
        CUSTOMER,
        '@request.body.conversation.user = @request.auth.id',
        '@request.body.author_user = @request.auth.id',
        unset('author_staff', 'read_at'),
      ),
      all(role('sales'), '@request.body.author_staff = @request.auth.id', unset('author_user', 'read_at')),
    ),
    // The reader marks the other side's messages as read, and changes nothing else.
    update: all(
      unset('conversation', 'author_user', 'author_staff', 'body', 'attachments'),
      any(
        all(CUSTOMER, 'conversation.user = @request.auth.id', "author_staff != ''"),
        all(role('sales'), "author_user != ''"),
      ),
    ),
    delete: null,
  },
  notifications: {
    list: any(OWN, ADMIN),
    view: any(OWN, ADMIN),
    create: null,
    update: all(OWN, unset('user', 'title', 'body', 'link')),
    delete: null,
  },
  audit_logs: { list: ADMIN, view: ADMIN, create: null, update: null, delete: null },
};

migrate(
  (app) => {
    for (const [name, rules] of Object.entries(RULES)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = rules.list;
      collection.viewRule = rules.view;
      collection.createRule = rules.create;
      collection.updateRule = rules.update;
      collection.deleteRule = rules.delete;
      app.save(collection);
    }
    // A customer may point default_address only at one of their own addresses.
    const users = app.findCollectionByNameOrId('users');
    users.createRule = all(users.createRule, unset('default_address'));
    users.updateRule = all(users.updateRule, ownRelation('default_address'));
    app.save(users);
  },
  (app) => {
    for (const name of Object.keys(RULES)) {
      const collection = app.findCollectionByNameOrId(name);
      collection.listRule = null;
      collection.viewRule = null;
      collection.createRule = null;
      collection.updateRule = null;
      collection.deleteRule = null;
      app.save(collection);
    }
    const users = app.findCollectionByNameOrId('users');
    const noMoneyFields = '@request.body.balance:isset = false && @request.body.code:isset = false';
    users.createRule = noMoneyFields;
    users.updateRule = `id = @request.auth.id && ${noMoneyFields}`;
    app.save(users);
  },
);
