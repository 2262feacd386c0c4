/// <reference path="../pb_data/types.d.ts" />
// The warehouse no longer reads the address book (DESIGN, "Least privilege holds for staff too"):
// it packs and labels from the shipment's address snapshot (`fulfillments.address_snapshot`), which
// it reads with the shipment. Customers keep their own addresses; sales and admin keep them for
// `/admin/customer`.

const STAFF = "@request.auth.collectionName = 'staff' && @request.auth.active = true";
const role = (...roles) =>
  `(${STAFF} && (${['admin', ...roles].map((r) => `@request.auth.roles:each ?= '${r}'`).join(' || ')}))`;
const OWN = "(@request.auth.collectionName = 'users' && user = @request.auth.id)";
const rule = (...roles) => `(${OWN}) || (${role(...roles)})`;

migrate(
  (app) => {
    const addresses = app.findCollectionByNameOrId('addresses');
    addresses.listRule = rule('sales');
    addresses.viewRule = rule('sales');
    app.save(addresses);
  },
  (app) => {
    const addresses = app.findCollectionByNameOrId('addresses');
    addresses.listRule = rule('warehouse', 'sales');
    addresses.viewRule = rule('warehouse', 'sales');
    app.save(addresses);
  },
);
