/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What a complaint may be about (DESIGN section 2.1): the customer's own order, parcel or shipment.

/** @type {ReadonlyArray<{ field: string, collection: string, noun: string }>} */
const COMPLAINT_SUBJECTS = [
  { field: 'order', collection: 'orders', noun: 'order' },
  { field: 'parcel', collection: 'parcels', noun: 'parcel' },
  { field: 'fulfillment', collection: 'fulfillments', noun: 'shipment' },
];

module.exports = { COMPLAINT_SUBJECTS };
