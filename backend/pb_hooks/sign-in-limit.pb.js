/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Password sign-ins (customers and staff) are limited per account as well as per address: see
// lib/sign-in-limit.js and docs/security.md.
onRecordAuthWithPasswordRequest((e) => {
  const limit = require(`${__hooks}/lib/sign-in-limit.js`);
  if (!limit.enabled()) return e.next();
  const account = limit.accountKey(e.collection.name, e.identity);
  limit.assertNotLocked(e.app, account);
  try {
    e.next();
  } catch (error) {
    limit.recordFailure(e.app, account);
    throw error;
  }
  limit.reset(e.app, account);
});
