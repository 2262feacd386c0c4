/// <reference path="../pb_data/types.d.ts" />
// What the back-office pages need (docs/back-office.md):
// - complaints: `assignee`, the sales member who took it in hand; sales may set it to themselves
//   (or clear it), never to someone else;
// - conversations: `staff_unread`, the customer's messages staff have not read yet, kept by
//   support.pb.js, so the inbox sorts unread first with an index;
// - the global ledger list (finance) by date, kind and customer, and the staff order list by shop,
//   with indexes; the finance report's sums by period (covering indexes on the dates it counts by);
// - role checks in every rule written as `@request.auth.roles ~ 'role'` instead of
//   `@request.auth.roles:each ?= 'role'`: the `:each` form makes PocketBase join and add DISTINCT
//   to every staff list, so SQLite could not walk an index in order and stop at one page (a staff
//   order list filtered by status read every order of that status: 1.6 s at 200k orders).

const EACH = /@request\.auth\.roles:each \?= '(\w+)'/g;
const LIKE = /@request\.auth\.roles ~ '(\w+)'/g;
const RULES = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'];

/** @param {core.App} app @param {RegExp} from @param {string} to */
function rewriteRoleChecks(app, from, to) {
  for (const collection of app.findAllCollections()) {
    if (!collection || collection.system) continue;
    let changed = false;
    for (const name of RULES) {
      const rule = collection[name];
      if (typeof rule !== 'string' || !from.test(rule)) continue;
      from.lastIndex = 0;
      collection[name] = rule.replace(from, to);
      changed = true;
    }
    if (changed) app.save(collection);
  }
}

migrate(
  (app) => {
    const complaints = app.findCollectionByNameOrId('complaints');
    const staff = app.findCollectionByNameOrId('staff');
    complaints.fields.add(new RelationField({ name: 'assignee', collectionId: staff.id, maxSelect: 1 }));
    complaints.addIndex('idx_complaints_assignee', false, 'assignee, status', '');
    complaints.updateRule = `(${complaints.updateRule}) && (@request.body.assignee:isset = false || @request.body.assignee = '' || @request.body.assignee = @request.auth.id)`;
    app.save(complaints);

    const conversations = app.findCollectionByNameOrId('conversations');
    conversations.fields.add(new NumberField({ name: 'staff_unread', min: 0, onlyInt: true }));
    conversations.addIndex('idx_conversations_unread', false, 'staff_unread, last_message_at', '');
    conversations.createRule = `(${conversations.createRule}) && @request.body.staff_unread:isset = false`;
    conversations.updateRule = `(${conversations.updateRule}) && @request.body.staff_unread:isset = false`;
    app.save(conversations);
    app
      .db()
      .newQuery(
        `UPDATE conversations SET staff_unread = (SELECT COUNT(*) FROM messages m
           WHERE m.conversation = conversations.id AND m.author_user != '' AND m.read_at = '')`,
      )
      .execute();

    const ledger = app.findCollectionByNameOrId('wallet_transactions');
    // (created, kind, amount) also covers the report's sums by period and kind.
    ledger.addIndex('idx_wallet_transactions_created', false, 'created, kind, amount', '');
    ledger.addIndex('idx_wallet_transactions_kind', false, 'kind, created', '');
    app.save(ledger);

    const orders = app.findCollectionByNameOrId('orders');
    orders.addIndex('idx_orders_shop', false, 'shop, status, created', '');
    // (created, status, service_fee) also covers the report's counts and fees by period.
    orders.addIndex('idx_orders_created', false, 'created, status, service_fee', '');
    app.save(orders);

    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    fulfillments.addIndex('idx_fulfillments_paid_at', false, 'paid_at', '');
    fulfillments.addIndex('idx_fulfillments_shipped_at', false, 'shipped_at', '');
    app.save(fulfillments);
    const parcels = app.findCollectionByNameOrId('parcels');
    parcels.addIndex('idx_parcels_received_at', false, 'received_at', '');
    app.save(parcels);

    rewriteRoleChecks(app, EACH, "@request.auth.roles ~ '$1'");
  },
  (app) => {
    rewriteRoleChecks(app, LIKE, "@request.auth.roles:each ?= '$1'");
    const parcels = app.findCollectionByNameOrId('parcels');
    parcels.removeIndex('idx_parcels_received_at');
    app.save(parcels);
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    fulfillments.removeIndex('idx_fulfillments_paid_at');
    fulfillments.removeIndex('idx_fulfillments_shipped_at');
    app.save(fulfillments);
    const orders = app.findCollectionByNameOrId('orders');
    orders.removeIndex('idx_orders_shop');
    orders.removeIndex('idx_orders_created');
    app.save(orders);
    const ledger = app.findCollectionByNameOrId('wallet_transactions');
    ledger.removeIndex('idx_wallet_transactions_created');
    ledger.removeIndex('idx_wallet_transactions_kind');
    app.save(ledger);
    const conversations = app.findCollectionByNameOrId('conversations');
    conversations.removeIndex('idx_conversations_unread');
    conversations.fields.removeByName('staff_unread');
    conversations.createRule = conversations.createRule.replace(
      /^\((.*)\) && @request\.body\.staff_unread:isset = false$/s,
      '$1',
    );
    conversations.updateRule = conversations.updateRule.replace(
      /^\((.*)\) && @request\.body\.staff_unread:isset = false$/s,
      '$1',
    );
    app.save(conversations);
    const complaints = app.findCollectionByNameOrId('complaints');
    complaints.removeIndex('idx_complaints_assignee');
    complaints.fields.removeByName('assignee');
    complaints.updateRule = complaints.updateRule.replace(
      /^\((.*)\) && \(@request\.body\.assignee:isset = false.*\)$/s,
      '$1',
    );
    app.save(complaints);
  },
);
