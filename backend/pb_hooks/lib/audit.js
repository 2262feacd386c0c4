/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

/**
 * Appends a row to `audit_logs` (shown at /admin/history) for a change made by staff.
 * @param {core.App} txApp @param {string} staffId @param {string} action
 * @param {string} collection @param {string} recordId
 * @param {unknown} before @param {unknown} after
 * @returns {core.Record}
 */
function audit(txApp, staffId, action, collection, recordId, before, after) {
  const row = new Record(txApp.findCollectionByNameOrId('audit_logs'));
  row.set('staff', staffId);
  row.set('action', action);
  row.set('collection', collection);
  row.set('record', recordId);
  row.set('before', before ?? null);
  row.set('after', after ?? null);
  txApp.save(row);
  return row;
}

/**
 * What the audit log keeps of a staff account: never the password hash or the token key, only
 * whether this change set a password.
 * @param {core.Record} staff @param {boolean} passwordSet
 * @returns {Record<string, unknown>}
 */
function staffSnapshot(staff, passwordSet) {
  return {
    email: staff.email(),
    name: staff.getString('name'),
    roles: staff.getStringSlice('roles'),
    active: staff.getBool('active'),
    verified: staff.verified(),
    password: passwordSet ? 'set' : 'unchanged',
  };
}

/**
 * Runs a records-API create, update or delete (`e` of an on…Request hook) in one transaction
 * with its audit row: `action` ends in `.create`, `.update` or `.delete`, which decides the
 * before/after snapshots; `check` runs first, inside the transaction.
 * @param {any} e @param {string} action @param {string} collection
 * @param {(txApp: core.App) => void} [check]
 */
function auditedRequest(e, action, collection, check) {
  const http = require(`${__hooks}/lib/http.js`);
  const record = /** @type {core.Record} */ (e.record);
  const kind = action.slice(action.lastIndexOf('.') + 1);
  const before =
    kind === 'create' ? null : kind === 'update' ? record.original().publicExport() : record.publicExport();
  const actor = e.auth && e.auth.collection().name === 'staff' ? e.auth.id : '';
  http.transaction((/** @type {core.App} */ txApp) => {
    if (check) check(txApp);
    e.app = txApp;
    e.next();
    audit(txApp, actor, action, collection, record.id, before, kind === 'delete' ? null : record.publicExport());
  });
}

module.exports = { audit, auditedRequest, staffSnapshot };
