/// <reference path="../pb_data/types.d.ts" />
// @ts-check

/**
 * A parcel scanned at the packing bench: ticked on its shipment (`picked`), in one transaction with
 * the shipment's first step to `packing` (its parcels follow, the customer is told), so every tab
 * and device at the bench shows the same progress. Scanning a ticked parcel again changes nothing.
 */
routerAdd('POST', '/api/admin/fulfillments/{id}/pick', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { fulfillmentLink } = require(`${__hooks}/lib/fulfillment-pricing.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const staff = http.requireStaff(e, 'warehouse');
  const body = http.readBody(e);
  const parcelId = /** @type {string} */ (http.id(body, 'parcel', { required: true }));
  const fulfillment = http.transaction((/** @type {core.App} */ txApp) => {
    const record = http.findOr404(txApp, 'fulfillments', e.request?.pathValue('id') ?? '', 'fulfillment');
    const status = record.getString('status');
    if (status !== 'paid' && status !== 'packing') {
      throw http.badRequest(`Only a paid or packing shipment is picked; ${record.getString('code')} is ${status}.`, {
        status: { code: 'invalid_status', message: `The shipment is ${status}.` },
      });
    }
    const parcels = record.getStringSlice('parcels');
    if (!parcels.includes(parcelId)) {
      throw http.fieldError('parcel', 'validation_mismatch', 'This parcel is not in this shipment.');
    }
    const picked = record.getStringSlice('picked');
    if (picked.includes(parcelId) && status === 'packing') return record;
    record.set('picked', [...picked.filter((id) => parcels.includes(id) && id !== parcelId), parcelId]);
    if (status === 'paid') {
      transition(txApp, 'fulfillment', record, 'packing', { actor: 'staff', staffId: staff.id });
      for (const id of parcels) {
        transition(txApp, 'parcel', txApp.findRecordById('parcels', id), 'packing', { actor: 'system' });
      }
      send(txApp, record.getString('user'), 'fulfillmentStatus', {
        code: record.getString('code'),
        status: 'packing',
        link: fulfillmentLink(record.id),
      });
    } else {
      txApp.save(record);
    }
    return record;
  });
  return e.json(200, fulfillment);
});
