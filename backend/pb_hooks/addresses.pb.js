/// <reference path="../pb_data/types.d.ts" />
// @ts-check
// Default addresses: one per customer, kept in the same transaction as the save (docs/decisions.md).

onRecordCreate((e) => {
  const addresses = require(`${__hooks}/lib/addresses.js`);
  if (addresses.isFirst(e.app, e.record)) e.record.set('is_default', true);
  e.next();
  if (e.record.getBool('is_default')) addresses.makeDefault(e.app, e.record);
}, 'addresses');

onRecordUpdate((e) => {
  e.next();
  if (e.record.getBool('is_default')) require(`${__hooks}/lib/addresses.js`).makeDefault(e.app, e.record);
}, 'addresses');

onRecordDelete((e) => {
  const wasDefault = e.record.getBool('is_default');
  const userId = e.record.getString('user');
  e.next();
  if (wasDefault) require(`${__hooks}/lib/addresses.js`).promoteNewest(e.app, userId);
}, 'addresses');
