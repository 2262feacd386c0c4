/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Staff accounts are deactivated, never deleted: ledger lines, audit rows and reviews name the
// member who made them, and a delete would clear those names. Every change to a staff account
// through the API (create, name, email, roles, active, a password set) is audited with before
// and after; the password hash and token key never appear in the log (docs/security.md).

onRecordDeleteRequest(() => {
  throw require(`${__hooks}/lib/http.js`).badRequest(
    'Staff accounts cannot be deleted: deactivate the account instead (set active to false).',
    { id: { code: 'staff_not_deletable', message: 'Deactivate the account instead of deleting it.' } },
  );
}, 'staff');

onRecordCreateRequest((e) => {
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const { audit, staffSnapshot } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    audit(txApp, actor, 'staff.create', 'staff', record.id, null, staffSnapshot(record, true));
  });
}, 'staff');

onRecordUpdateRequest((e) => {
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const { audit, staffSnapshot } = require(`${__hooks}/lib/audit.js`);
  const record = /** @type {core.Record} */ (e.record);
  const original = record.original();
  const passwordSet = record.getString('password:hash') !== original.getString('password:hash');
  const before = staffSnapshot(original, false);
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    const after = staffSnapshot(record, passwordSet);
    const changed = Object.keys(after).filter((key) => JSON.stringify(after[key]) !== JSON.stringify(before[key]));
    if (changed.length === 0) return;
    // A password set by someone else (an admin resetting it) is named as such in the history.
    const action = changed.length === 1 && passwordSet && actor !== record.id ? 'staff.password_set' : 'staff.update';
    audit(txApp, actor, action, 'staff', record.id, before, after);
  });
}, 'staff');
