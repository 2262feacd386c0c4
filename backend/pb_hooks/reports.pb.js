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

/** Every order counted by status, for the status tabs of the staff order list. */
routerAdd('GET', '/api/admin/orders/counts', (e) => {
  const { requireStaff } = require(`${__hooks}/lib/http.js`);
  const { orderCounts } = require(`${__hooks}/lib/reports.js`);
  requireStaff(e, 'sales', 'finance', 'warehouse');
  return e.json(200, { counts: orderCounts(e.app) });
});

/** How many ledger lines match the ledger page's filters, and the sum of their amounts. */
routerAdd('GET', '/api/admin/ledger/summary', (e) => {
  const { requireStaff } = require(`${__hooks}/lib/http.js`);
  const { readLedgerQuery, ledgerSummary } = require(`${__hooks}/lib/reports.js`);
  requireStaff(e, 'finance');
  return e.json(200, ledgerSummary(e.app, readLedgerQuery(e.request.url.query())));
});
