/// <reference path="../pb_data/types.d.ts" />
// Who owns a parcel follows evidence (DESIGN section 8, docs/parcels.md "Ownership"): the customer
// code written on the parcel (`marked_code`, captured at inbound) or an order's seller tracking code
// wins over a declaration; a declaration of an unidentified parcel, or of a code another customer
// declared, becomes a claim (`parcel_claims`) and holds the parcel (`in_review`) until staff decide.
// The packed box's size joins its final weight.
// `received_by` keeps who scanned the parcel in, for "already received … by whom" at the bench.

const STAFF_WAREHOUSE =
  "(@request.auth.collectionName = 'staff' && @request.auth.active = true && (@request.auth.roles ~ 'admin' || @request.auth.roles ~ 'warehouse' || @request.auth.roles ~ 'sales'))";
const OWN = "(@request.auth.collectionName = 'users' && user = @request.auth.id)";
const SERVER_FIELDS = ['marked_code', 'owner_basis', 'in_review', 'received_by'];
const FINAL_SIZES = ['final_length_cm', 'final_width_cm', 'final_height_cm'];
const unset = (fields) => fields.map((f) => `@request.body.${f}:isset = false`).join(' && ');

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    const users = app.findCollectionByNameOrId('users');
    const parcels = app.findCollectionByNameOrId('parcels');
    parcels.fields.add(new TextField({ name: 'marked_code', max: 20 }));
    parcels.fields.add(
      new SelectField({
        name: 'owner_basis',
        maxSelect: 1,
        values: ['declaration', 'claim', 'mark', 'order', 'staff'],
      }),
    );
    parcels.fields.add(new BoolField({ name: 'in_review' }));
    parcels.fields.add(new RelationField({ name: 'received_by', collectionId: staff.id, maxSelect: 1 }));
    parcels.addIndex('idx_parcels_in_review', false, 'in_review, created', 'in_review = TRUE');
    parcels.addIndex('idx_parcels_shelf', false, 'shelf, status', '');
    parcels.createRule = `(${parcels.createRule}) && ${unset(SERVER_FIELDS)}`;
    parcels.updateRule = `(${parcels.updateRule}) && ${unset(SERVER_FIELDS)}`;
    app.save(parcels);
    // Before this rule an owner came from an order's code or a declaration.
    app
      .db()
      .newQuery(
        `UPDATE parcels SET owner_basis = CASE WHEN "order" != '' THEN 'order' WHEN user != '' THEN 'declaration' ELSE '' END`,
      )
      .execute();

    // The packed box's size, given with its final weight (optional).
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    for (const name of FINAL_SIZES) fulfillments.fields.add(new NumberField({ name, min: 0 }));
    app.save(fulfillments);

    const claims = new Collection({
      type: 'base',
      name: 'parcel_claims',
      listRule: `${OWN} || ${STAFF_WAREHOUSE}`,
      viewRule: `${OWN} || ${STAFF_WAREHOUSE}`,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'parcel',
          collectionId: parcels.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: 'relation', name: 'user', collectionId: users.id, maxSelect: 1, required: true, cascadeDelete: true },
        { type: 'select', name: 'source', maxSelect: 1, required: true, values: ['declaration', 'owner', 'mark'] },
        { type: 'text', name: 'description', max: 500 },
        { type: 'number', name: 'declared_value', min: 0, onlyInt: true },
        { type: 'select', name: 'status', maxSelect: 1, required: true, values: ['pending', 'accepted', 'rejected'] },
        { type: 'relation', name: 'decided_by', collectionId: staff.id, maxSelect: 1 },
        { type: 'autodate', name: 'created', onCreate: true },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX idx_parcel_claims_parcel_user ON parcel_claims (parcel, user)',
        'CREATE INDEX idx_parcel_claims_user ON parcel_claims (user, created)',
      ],
    });
    app.save(claims);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('parcel_claims'));
    const fulfillments = app.findCollectionByNameOrId('fulfillments');
    for (const name of FINAL_SIZES) fulfillments.fields.removeByName(name);
    app.save(fulfillments);
    const parcels = app.findCollectionByNameOrId('parcels');
    for (const name of SERVER_FIELDS) parcels.fields.removeByName(name);
    parcels.removeIndex('idx_parcels_in_review');
    parcels.removeIndex('idx_parcels_shelf');
    const suffix = ` && ${unset(SERVER_FIELDS)}`;
    parcels.createRule = parcels.createRule.replace(suffix, '').replace(/^\((.*)\)$/s, '$1');
    parcels.updateRule = parcels.updateRule.replace(suffix, '').replace(/^\((.*)\)$/s, '$1');
    app.save(parcels);
  },
);
