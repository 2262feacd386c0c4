/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Failed password sign-ins (customers and staff) are limited per account and address, and per
// address: see lib/sign-in-limit.js and docs/security.md.
onRecordAuthWithPasswordRequest((e) => {
  const limit = require(`${__hooks}/lib/sign-in-limit.js`);
  if (!limit.enabled()) return e.next();
  const attempt = limit.keys(e.collection.name, e.identity, e.realIP());
  limit.assertNotLocked(e.app, attempt);
  try {
    e.next();
  } catch (error) {
    limit.recordFailure(e.app, attempt);
    throw error;
  }
  limit.reset(e.app, attempt);
});
