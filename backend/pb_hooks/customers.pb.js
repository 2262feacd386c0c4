/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The warehouse finds the customer a parcel belongs to by the code written on it (or a name)
// without seeing balances, phones or addresses: id, code and name only (docs/access.md).
routerAdd('GET', '/api/admin/customers/lookup', (e) => {
  const { requireStaff, badRequest } = require(`${__hooks}/lib/http.js`);
  requireStaff(e, 'warehouse', 'sales', 'finance');
  const q = String(e.request?.url?.query().get('q') ?? '').trim();
  if (q.length < 2 || q.length > 100) {
    throw badRequest('Give a customer code or at least two letters of a name (q).', {
      q: { code: 'validation_length_out_of_range', message: 'Between 2 and 100 characters.' },
    });
  }
  const records = e.app.findRecordsByFilter('users', 'code = {:code} || name ~ {:q}', 'code', 20, 0, {
    code: q.toUpperCase(),
    q,
  });
  return e.json(200, {
    items: records.map((r) => ({ id: r.id, code: r.getString('code'), name: r.getString('name') })),
  });
});
