/// <reference path="../pb_data/types.d.ts" />
// @ts-check
// Default addresses: one per customer. The save and the fix-up of the other addresses and of
// `users.default_address` run in one transaction, so concurrent changes cannot leave two defaults.

onRecordCreateRequest((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    if (addresses.isFirst(txApp, e.record)) e.record?.set('is_default', true);
    e.next();
    if (e.record?.getBool('is_default')) addresses.makeDefault(txApp, e.record);
  });
}, 'addresses');

onRecordUpdateRequest((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    e.next();
    if (e.record?.getBool('is_default')) addresses.makeDefault(txApp, e.record);
  });
}, 'addresses');

onRecordDeleteRequest((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`);
  e.app.runInTransaction((txApp) => {
    e.app = txApp;
    const wasDefault = e.record?.getBool('is_default');
    const userId = e.record?.getString('user') ?? '';
    e.next();
    if (wasDefault) addresses.promoteNewest(txApp, userId);
  });
}, 'addresses');
