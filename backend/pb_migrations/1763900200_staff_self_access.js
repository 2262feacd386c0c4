/// <reference path="../pb_data/types.d.ts" />
// A deactivated staff member keeps a valid token until it expires: every staff rule, including
// reading and editing their own record, now asks for `active = true`.

const ACTIVE_STAFF = "@request.auth.collectionName = 'staff' && @request.auth.active = true";
const STAFF_ADMIN = `${ACTIVE_STAFF} && @request.auth.roles:each ?= 'admin'`;
const SELF = `id = @request.auth.id && ${ACTIVE_STAFF}`;

migrate(
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    staff.listRule = `(${SELF}) || (${STAFF_ADMIN})`;
    staff.viewRule = staff.listRule;
    staff.updateRule = `(${STAFF_ADMIN}) || (${SELF} && @request.body.roles:isset = false && @request.body.active:isset = false)`;
    app.save(staff);
  },
  (app) => {
    const staff = app.findCollectionByNameOrId('staff');
    staff.listRule = `id = @request.auth.id || (${STAFF_ADMIN})`;
    staff.viewRule = staff.listRule;
    staff.updateRule = `(${STAFF_ADMIN}) || (id = @request.auth.id && @request.body.roles:isset = false && @request.body.active:isset = false)`;
    app.save(staff);
  },
);
