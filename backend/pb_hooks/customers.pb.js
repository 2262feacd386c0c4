/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The warehouse finds the customer a parcel belongs to by the code written on it (or a name)
// without seeing balances, phones or addresses: id, code and name only (docs/access.md). With
// `ids=` it names the customers of the rows a page shows.
routerAdd('GET', '/api/admin/customers/lookup', (e) => {
  const { requireStaff } = require(`${__hooks}/lib/http.js`);
  const { customersByIds, searchCustomers } = require(`${__hooks}/lib/customers.js`);
  requireStaff(e, 'warehouse', 'sales', 'finance');
  const query = e.request?.url?.query();
  const ids = String(query?.get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const items =
    ids.length > 0 ? customersByIds(e.app, ids) : searchCustomers(e.app, String(query?.get('q') ?? '').trim());
  return e.json(200, { items });
});
