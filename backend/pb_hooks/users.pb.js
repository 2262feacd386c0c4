/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Every customer gets a unique code (C10001, C10002, …) to write on the parcels they send us.
onRecordCreate((e) => {
  const { nextCustomerCode } = require(`${__hooks}/lib/customer-code.js`);
  e.record.set('code', nextCustomerCode(e.app));
  e.record.set('balance', 0);
  e.next();
}, 'users');
