/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// The `customer` realtime channel (docs/realtime.md, lib/customer-channel.js): once a change to a
// record owned by a customer is committed, that customer's clients subscribed to `customer` get
// `{ collection, action, id }`. The "...Success" hooks run after the transaction commits, so a
// rolled-back change is never announced and the client can re-read the record at once.

// The collection list is read once at load time (handlers cannot see top-level variables, so they
// require the module again).
const CUSTOMER_COLLECTIONS = require(`${__hooks}/lib/customer-channel.js`).COLLECTIONS;

onRecordAfterCreateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/customer-channel.js`).announce(e.app, e.record, 'create');
  },
  ...CUSTOMER_COLLECTIONS,
);

onRecordAfterUpdateSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/customer-channel.js`).announce(e.app, e.record, 'update');
  },
  ...CUSTOMER_COLLECTIONS,
);

onRecordAfterDeleteSuccess(
  (e) => {
    e.next();
    require(`${__hooks}/lib/customer-channel.js`).announce(e.app, e.record, 'delete');
  },
  ...CUSTOMER_COLLECTIONS,
);

// A customer's client subscribing to `customer` is indexed under their id (lib/customer-channel.js).
onRealtimeSubscribeRequest((e) => {
  require(`${__hooks}/lib/customer-channel.js`).remember(e);
  e.next();
});
