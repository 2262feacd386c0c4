/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Complaints: a customer opens one about their order, parcel or shipment (records API), both sides talk in
// its thread, sales resolves it (maybe asking finance for a refund) or rejects it. Every status
// change notifies the customer; staff changes are audited.

// A customer's complaint is theirs, open, and about their own order/parcel/shipment.
onRecordCreateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const { badRequest, transaction } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { COMPLAINT_SUBJECTS } = require(`${__hooks}/lib/complaints.js`);
  const userId = e.auth.id;
  const record = /** @type {core.Record} */ (e.record);
  for (const { field, collection, noun } of COMPLAINT_SUBJECTS) {
    const relatedId = record.getString(field);
    if (!relatedId) continue;
    /** @type {core.Record | null} */
    let related = null;
    try {
      related = e.app.findRecordById(collection, relatedId);
    } catch {
      related = null;
    }
    if (!related || related.getString('user') !== userId) {
      throw badRequest(`No such ${noun} among yours.`, {
        [field]: { code: 'not_found', message: `No such ${noun}.` },
      });
    }
  }
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
  const { badRequest, transaction } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const record = /** @type {core.Record} */ (e.record);
  const original = record.original();
  const from = original.getString('status');
  const to = record.getString('status');
  // A closed complaint stays as it was decided (its resolution may have asked for a refund).
  if (from === to && (from === 'resolved' || from === 'rejected')) {
    throw badRequest(`This complaint is ${from}: it can no longer be changed.`, {
      status: { code: 'closed', message: `The complaint is ${from}.` },
    });
  }
  if (from === to) return e.next();
  // The API rule lets only `in_progress` and `rejected` through here: resolving is the route below.
  const staffId = /** @type {core.Record} */ (e.auth).id;
  transaction((/** @type {core.App} */ txApp) => {
    // The move is made on the stored record like any other; then the records API saves the
    // request's record (the same status, with the request's other fields) and answers with it.
    const stored = txApp.findRecordById('complaints', record.id);
    const resolution = record.getString('resolution');
    transition(txApp, 'complaint', stored, to, { actor: 'staff', staffId, payload: { resolution } });
    e.app = txApp;
    e.next();
    send(txApp, record.getString('user'), 'complaintStatus', {
      id: record.id,
      status: to,
      resolution: record.getString('resolution'),
    });
  });
}, 'complaints');

// A message in a complaint thread is written by whoever is signed in; a customer only in their own
// complaints. A staff reply takes an open complaint in hand and notifies the customer.
onRecordCreateRequest((e) => {
  const { badRequest, notFound, requireStaff, transaction, unauthorized } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const auth = e.auth;
  if (!auth) throw unauthorized('Sign in to write in a complaint.');
  const isCustomer = auth.collection().name === 'users';
  if (!isCustomer) requireStaff(e, 'sales');

  /** @type {core.Record | null} */
  let complaint = null;
  try {
    complaint = e.app.findRecordById('complaints', e.record?.getString('complaint') ?? '');
  } catch {
    complaint = null;
  }
  if (!complaint || (isCustomer && complaint.getString('user') !== auth.id)) {
    throw notFound('No such complaint.');
  }
  const message = /** @type {core.Record} */ (e.record);
  message.set('author_user', isCustomer ? auth.id : '');
  message.set('author_staff', isCustomer ? '' : auth.id);
  const complaintId = complaint.id;

  // The status is read inside the transaction that writes the message: transactions hold the only
  // write connection, so a resolution either committed before (the message is refused) or comes
  // after it. Checked outside, messages read `open`, waited for the resolution and landed after it.
  transaction((/** @type {core.App} */ txApp) => {
    const current = txApp.findRecordById('complaints', complaintId);
    const status = current.getString('status');
    if (status === 'resolved' || status === 'rejected') {
      throw badRequest(`This complaint is ${status}: open a new one if something is still wrong.`, {
        complaint: { code: 'closed', message: `The complaint is ${status}.` },
      });
    }
    e.app = txApp;
    e.next();
    if (isCustomer) return;
    if (current.getString('status') === 'open') {
      transition(txApp, 'complaint', current, 'in_progress', { actor: 'staff', staffId: auth.id });
    }
    send(txApp, current.getString('user'), 'complaintReply', {
      id: current.id,
      body: message.getString('body').slice(0, 200),
    });
  });
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
