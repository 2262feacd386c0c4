/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Complaints: a customer opens one about their order, parcel or shipment (records API), both sides talk in
// its thread, sales resolves it (maybe asking finance for a refund) or rejects it. Every status
// change notifies the customer; staff changes are audited.

// A customer's complaint is theirs, open, and about their own order/parcel/shipment.
onRecordCreateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { checkSubjects } = require(`${__hooks}/lib/complaints.js`);
  const userId = e.auth.id;
  const record = /** @type {core.Record} */ (e.record);
  checkSubjects(e.app, record, userId);
  record.set('user', userId);
  record.set('status', 'open');
  record.set('resolution', '');
  record.set('refund', '');
  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    send(txApp, userId, 'complaintReceived', { id: record.id });
  });
}, 'complaints');

// Sales may take a complaint in hand or reject it through the records API: tell the customer.
// Resolving goes through /api/admin/complaints/{id}/resolve (it may ask finance for a refund).
onRecordUpdateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'staff') return e.next();
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const { moveComplaint } = require(`${__hooks}/lib/complaints.js`);
  const staffId = /** @type {core.Record} */ (e.auth).id;
  transaction((/** @type {core.App} */ txApp) =>
    moveComplaint(txApp, /** @type {core.Record} */ (e.record), staffId, () => {
      e.app = txApp;
      e.next();
    }),
  );
}, 'complaints');

// A message in a complaint thread is written by whoever is signed in; a customer only in their own
// complaints. A staff reply takes an open complaint in hand and notifies the customer.
onRecordCreateRequest((e) => {
  const { addComplaintMessage } = require(`${__hooks}/lib/complaints.js`);
  const { writeMessage } = require(`${__hooks}/lib/threads.js`);
  writeMessage(e, { collection: 'complaints', field: 'complaint', noun: 'complaint' }, addComplaintMessage);
}, 'complaint_messages');

routerAdd('POST', '/api/admin/complaints/{id}/resolve', (e) => {
  const http = require(`${__hooks}/lib/http.js`);
  const { resolveComplaint } = require(`${__hooks}/lib/complaints.js`);
  const staff = http.requireStaff(e, 'sales');
  const body = http.readBody(e);
  const resolution = /** @type {string} */ (http.str(body, 'resolution', { required: true, max: 2000 }));
  const reject = http.bool(body, 'reject') ?? false;
  const refundAmount = http.int(body, 'refundAmount', { min: 0, max: 1e15 }) ?? 0;
  if (reject && refundAmount > 0) {
    throw http.badRequest('A rejected complaint cannot carry a refund.', {
      refundAmount: { code: 'not_allowed', message: 'Leave it empty when rejecting.' },
    });
  }
  const complaintId = e.request?.pathValue('id') ?? '';
  const complaint = http.transaction((/** @type {core.App} */ txApp) =>
    resolveComplaint(txApp, complaintId, staff.id, { resolution, reject, refundAmount }),
  );
  return e.json(200, complaint);
});
