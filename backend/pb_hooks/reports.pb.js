/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Finance reports (lib/reports.js; response schema in shared-contracts/src/api/reports.ts).

/** Revenue, money moved, orders, shipments, parcels and weight by day, week or month. */
routerAdd('GET', '/api/admin/reports/finance', (e) => {
  const { requireStaff } = require(`${__hooks}/lib/http.js`);
  const { readReportQuery, financeReport } = require(`${__hooks}/lib/reports.js`);
  requireStaff(e, 'finance');
  return e.json(200, financeReport(e.app, readReportQuery(e.request.url.query())));
});
