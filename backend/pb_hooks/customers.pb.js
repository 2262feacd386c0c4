/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The warehouse finds the customer a parcel belongs to by the code written on it (or a name)
// without seeing balances, phones or addresses: id, code and name only (docs/access.md). With
// `ids=` it names the customers of the rows a page shows.
routerAdd('GET', '/api/admin/customers/lookup', (e) => {
  const { requireStaff, badRequest } = require(`${__hooks}/lib/http.js`);
  requireStaff(e, 'warehouse', 'sales', 'finance');
  // `ids`: the customers of the rows a page shows (their names beside parcels and shipments).
  const ids = String(e.request?.url?.query().get('ids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (ids.length > 0) {
    if (ids.length > 100 || ids.some((id) => !/^[a-z0-9]{15}$/.test(id))) {
      throw badRequest('Give at most 100 customer ids (ids).', {
        ids: { code: 'validation_invalid_value', message: 'At most 100 record ids, comma-separated.' },
      });
    }
    const found = e.app.findRecordsByIds('users', [...new Set(ids)]);
    return e.json(200, {
      items: found.map((r) => ({ id: r.id, code: r.getString('code'), name: r.getString('name') })),
    });
  }
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
