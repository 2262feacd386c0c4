/// <reference path="../pb_data/types.d.ts" />
// The packing bench's ticks live on the shipment (`fulfillments.picked`: the parcels scanned so far),
// set only by `POST /api/admin/fulfillments/{id}/pick` (pb_hooks/packing.pb.js), so another tab or
// device at the bench sees the same "n of m picked", live. Nobody writes it through the records API
// (the collection's update rule is null).

migrate(
  (app) => {
    const parcels = app.findCollectionByNameOrId('parcels');
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    fulfillments.fields.add(new RelationField({ name: 'picked', collectionId: parcels.id, maxSelect: 100 }));
    app.save(fulfillments);
  },
  (app) => {
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    fulfillments.fields.removeByName('picked');
    app.save(fulfillments);
  },
);
