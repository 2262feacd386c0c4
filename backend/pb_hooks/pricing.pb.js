/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Exchange rates and business settings (finance; admins may delete a wrong rate): every value is
// checked against sane bounds (lib/settings.js, docs/security.md) and every change is audited.

onRecordCreateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { validateRate } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  const body = http.readBody(e);
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    validateRate(txApp, record, body);
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'exchange_rate.create', 'exchange_rates', record.id, null, record.publicExport());
  });
}, 'exchange_rates');

onRecordUpdateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { validateRate } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  const before = record.original().publicExport();
  const body = http.readBody(e);
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    validateRate(txApp, record, body);
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'exchange_rate.update', 'exchange_rates', record.id, before, record.publicExport());
  });
}, 'exchange_rates');

onRecordDeleteRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  const before = record.publicExport();
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'exchange_rate.delete', 'exchange_rates', record.id, before, null);
  });
}, 'exchange_rates');

onRecordCreateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { validateSettings } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  validateSettings(record);
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'settings.create', 'settings', record.id, null, record.publicExport());
  });
}, 'settings');

onRecordUpdateRequest((e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { validateSettings } = require(`${__hooks}/lib/settings.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  validateSettings(record);
  const before = record.original().publicExport();
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'settings.update', 'settings', record.id, before, record.publicExport());
  });
}, 'settings');
