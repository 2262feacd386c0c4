/// <reference path="../pb_data/types.d.ts" />
// A complaint may be about a shipment (DESIGN section 2.1: an order, parcel or shipment):
// `fulfillment` → fulfillments. A customer names only a shipment of their own; once filed, nobody
// moves a complaint to another shipment.

const OWN_SHIPMENT =
  "(@request.body.fulfillment:isset = false || @request.body.fulfillment = '' || @request.body.fulfillment.user = @request.auth.id)";
const KEEPS_SHIPMENT = '(@request.body.fulfillment:isset = false)';

migrate(
  (app) => {
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    const complaints = app.findCollectionByNameOrId('complaints');
    complaints.fields.add(new RelationField({ name: 'fulfillment', collectionId: fulfillments.id, maxSelect: 1 }));
    complaints.addIndex('idx_complaints_fulfillment', false, 'fulfillment', '');
    complaints.createRule = `(${complaints.createRule}) && ${OWN_SHIPMENT}`;
    complaints.updateRule = `(${complaints.updateRule}) && ${KEEPS_SHIPMENT}`;
    app.save(complaints);
  },
  (app) => {
    const complaints = app.findCollectionByNameOrId('complaints');
    complaints.removeIndex('idx_complaints_fulfillment');
    complaints.fields.removeByName('fulfillment');
    complaints.createRule = (complaints.createRule ?? '').replace(/^\((.*)\) && .*$/s, '$1');
    complaints.updateRule = (complaints.updateRule ?? '').replace(/^\((.*)\) && .*$/s, '$1');
    app.save(complaints);
  },
);
