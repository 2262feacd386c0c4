/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Every customer gets a unique code (C10001, C10002, …) to write on the parcels they send us.

// A sign-up (records API) runs in one transaction. Transactions hold PocketBase's single write
// connection, so the next code is read and the user inserted with no other write in between: two
// simultaneous sign-ups cannot compute the same code (outside a transaction they could, and the
// second one failed on the unique index with a 400).
onRecordCreateRequest((e) => {
  const { transaction } = require(`${__hooks}/lib/http.js`);
  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
  });
}, 'users');

// Every save of a new user (sign-up, OAuth2, superuser, seed) sets the code from the app it is saved
// with: inside the sign-up's transaction above, that read is serialised with the insert.
onRecordCreate((e) => {
  const { nextCustomerCode } = require(`${__hooks}/lib/customer-code.js`);
  e.record?.set('code', nextCustomerCode(e.app));
  e.record?.set('balance', 0);
  e.next();
}, 'users');
