/// <reference path="../pb_data/types.d.ts" />
// @ts-check

/**
 * A parcel scanned at the packing bench: ticked on its shipment (`picked`), in one transaction with
 * the shipment's first step to `packing` (its parcels follow, the customer is told), so every tab
 * and device at the bench shows the same progress. Scanning a ticked parcel again changes nothing.
 */
routerAdd('POST', '/api/admin/fulfillments/{id}/pick', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { pickParcel } = require(`${__hooks}/lib/fulfillments.js`);
  const staff = http.requireStaff(e, 'warehouse');
  const body = http.readBody(e);
  const parcelId = /** @type {string} */ (http.id(body, 'parcel', { required: true }));
  const fulfillmentId = e.request?.pathValue('id') ?? '';
  const fulfillment = http.transaction((/** @type {core.App} */ txApp) =>
    pickParcel(txApp, staff.id, fulfillmentId, parcelId),
  );
  return e.json(200, fulfillment);
});
