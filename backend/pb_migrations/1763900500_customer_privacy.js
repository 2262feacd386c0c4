/// <reference path="../pb_data/types.d.ts" />
// Customer records (balance, phone, default address) are read by the customer, sales, finance and
// admin only. The warehouse labels and assigns parcels by customer code through
// GET /api/admin/customers/lookup, which returns id, code and name and nothing else.

const STAFF = "@request.auth.collectionName = 'staff' && @request.auth.active = true";
const SALES_FINANCE_ADMIN = `(${STAFF} && (${['admin', 'sales', 'finance']
  .map((r) => `@request.auth.roles:each ?= '${r}'`)
  .join(' || ')}))`;

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.listRule = `id = @request.auth.id || ${SALES_FINANCE_ADMIN}`;
    users.viewRule = users.listRule;
    app.save(users);
  },
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    users.listRule = `id = @request.auth.id || (${STAFF})`;
    users.viewRule = users.listRule;
    app.save(users);
  },
);
