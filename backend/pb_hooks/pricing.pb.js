/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Exchange rates and business settings (finance; admins may delete a wrong rate): every value is
// checked against sane bounds (lib/settings.js, docs/security.md) and every change is audited.

onRecordCreateRequest((e) => {
  const { validateRate } = require(`${__hooks}/lib/settings.js`);
  const body = require(`${__hooks}/lib/http.js`).readBody(e);
  require(`${__hooks}/lib/audit.js`).auditedRequest(e, 'exchange_rate.create', 'exchange_rates', (txApp) =>
    validateRate(txApp, /** @type {core.Record} */ (e.record), body),
  );
}, 'exchange_rates');

onRecordUpdateRequest((e) => {
  const { validateRate } = require(`${__hooks}/lib/settings.js`);
  const body = require(`${__hooks}/lib/http.js`).readBody(e);
  require(`${__hooks}/lib/audit.js`).auditedRequest(e, 'exchange_rate.update', 'exchange_rates', (txApp) =>
    validateRate(txApp, /** @type {core.Record} */ (e.record), body),
  );
}, 'exchange_rates');

onRecordDeleteRequest((e) => {
  require(`${__hooks}/lib/audit.js`).auditedRequest(e, 'exchange_rate.delete', 'exchange_rates');
}, 'exchange_rates');

onRecordCreateRequest((e) => {
  require(`${__hooks}/lib/settings.js`).validateSettings(/** @type {core.Record} */ (e.record));
  require(`${__hooks}/lib/audit.js`).auditedRequest(e, 'settings.create', 'settings');
}, 'settings');

onRecordUpdateRequest((e) => {
  require(`${__hooks}/lib/settings.js`).validateSettings(/** @type {core.Record} */ (e.record));
  require(`${__hooks}/lib/audit.js`).auditedRequest(e, 'settings.update', 'settings');
}, 'settings');
