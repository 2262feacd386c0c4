/// <reference path="../pb_data/types.d.ts" />
// Recharge proofs (bank screenshots), complaint photos and chat attachments are `protected`: their
// URLs answer only with a file token (`pb.files.getToken()`) of someone the record's view rule lets
// see it (the owner, and the staff role that handles it). Parcel and product photos stay public
// (docs/security.md).

const PROTECTED = [
  ['recharges', 'proof'],
  ['complaints', 'photos'],
  ['complaint_messages', 'attachments'],
  ['messages', 'attachments'],
];

/** @param {core.App} app @param {boolean} value */
function setProtected(app, value) {
  for (const [name, field] of PROTECTED) {
    const collection = app.findCollectionByNameOrId(name);
    const file = /** @type {any} */ (collection.fields.getByName(field));
    file.protected = value;
    app.save(collection);
  }
}

migrate(
  (app) => setProtected(app, true),
  (app) => setProtected(app, false),
);
