/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// What a complaint may be about (DESIGN section 2.1): the customer's own order, parcel or shipment.

/** @type {ReadonlyArray<{ field: string, collection: string, noun: string }>} */
const COMPLAINT_SUBJECTS = [
  { field: 'order', collection: 'orders', noun: 'order' },
  { field: 'parcel', collection: 'parcels', noun: 'parcel' },
  { field: 'fulfillment', collection: 'fulfillments', noun: 'shipment' },
];

/**
 * A 400 `not_found` on the first subject of a customer's new complaint (order, parcel, shipment)
 * that is not one of theirs.
 * @param {core.App} app @param {core.Record} record @param {string} userId
 */
function checkSubjects(app, record, userId) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  for (const { field, collection, noun } of COMPLAINT_SUBJECTS) {
    const relatedId = record.getString(field);
    if (!relatedId) continue;
    /** @type {core.Record | null} */
    let related = null;
    try {
      related = app.findRecordById(collection, relatedId);
    } catch {
      related = null;
    }
    if (!related || related.getString('user') !== userId) {
      throw badRequest(`No such ${noun} among yours.`, {
        [field]: { code: 'not_found', message: `No such ${noun}.` },
      });
    }
  }
}

/**
 * Sales closes a complaint: resolved (asking finance for a refund of `refundAmount` when above 0)
 * or rejected, with the resolution the customer reads. The refund is charged against the
 * complaint's order, else its parcel's order, else the paid fulfillment holding its parcel, and never
 * exceeds what is left there (lib/refunds.js).
 * @param {core.App} txApp @param {string} complaintId @param {string} staffId
 * @param {{ resolution: string, reject: boolean, refundAmount: number }} decision
 * @returns {core.Record}
 */
function resolveComplaint(txApp, complaintId, staffId, { resolution, reject, refundAmount }) {
  const http = require(`${__hooks}/lib/http.js`);
  const refunds = require(`${__hooks}/lib/refunds.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const record = http.findOr404(txApp, 'complaints', complaintId, 'complaint');
  const to = reject ? 'rejected' : 'resolved';
  assertTransition('complaint', record, to, 'staff');
  record.set('resolution', resolution);

  if (refundAmount > 0) {
    const { order, fulfillment } = refunds.complaintTarget(txApp, record);
    if (!order && !fulfillment) {
      throw http.badRequest(
        'This complaint is about no order and no paid fulfillment, so there is nothing to refund: resolve it without a refund amount.',
        { refundAmount: { code: 'not_allowed', message: 'Nothing was paid that this refund could give back.' } },
      );
    }
    for (const [field, target] of /** @type {const} */ ([
      ['order', order],
      ['fulfillment', fulfillment],
    ])) {
      if (target)
        refunds.assertWithinCap(txApp, field, target, refundAmount, { withPending: true, name: 'refundAmount' });
    }
    const refund = new Record(txApp.findCollectionByNameOrId('refunds'));
    refund.set('user', record.getString('user'));
    refund.set('order', order ? order.id : '');
    refund.set('fulfillment', fulfillment ? fulfillment.id : '');
    refund.set('complaint', record.id);
    refund.set('amount', refundAmount);
    refund.set('reason', `Complaint: ${resolution}`.slice(0, 1000));
    refund.set('status', 'requested');
    refund.set('requested_by', staffId);
    refunds.saveRefundRequest(txApp, refund, { staffId });
    record.set('refund', refund.id);
  }
  transition(txApp, 'complaint', record, to, {
    actor: 'staff',
    staffId,
    payload: { resolution, refund: record.getString('refund') },
  });
  send(txApp, record.getString('user'), 'complaintStatus', {
    id: record.id,
    status: to,
    resolution,
    refund: refundAmount,
  });
  return record;
}

/**
 * Staff's records-API update of a complaint (`record`, saved by `save`): a move of its status goes
 * through the machine and tells the customer; a closed complaint stays as it was decided (its
 * resolution may have asked for a refund). The API rule lets only `in_progress` and `rejected`
 * through: resolving is /api/admin/complaints/{id}/resolve.
 * @param {core.App} txApp @param {core.Record} record @param {string} staffId @param {() => void} save
 */
function moveComplaint(txApp, record, staffId, save) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const from = record.original().getString('status');
  const to = record.getString('status');
  if (from === to && (from === 'resolved' || from === 'rejected')) {
    throw badRequest(`This complaint is ${from}: it can no longer be changed.`, {
      status: { code: 'closed', message: `The complaint is ${from}.` },
    });
  }
  if (from === to) return save();
  // The move is made on the stored record like any other; then the records API saves the
  // request's record (the same status, with the request's other fields) and answers with it.
  const stored = txApp.findRecordById('complaints', record.id);
  const resolution = record.getString('resolution');
  transition(txApp, 'complaint', stored, to, { actor: 'staff', staffId, payload: { resolution } });
  save();
  send(txApp, record.getString('user'), 'complaintStatus', { id: record.id, status: to, resolution });
}

/**
 * Saves a message in a complaint (`save`: the records API's own) unless the complaint is closed. A
 * staff reply (`staffId` set) takes an open complaint in hand and notifies the customer.
 * The status is read inside the transaction that writes the message: transactions hold the only
 * write connection, so a resolution either committed before (the message is refused) or comes
 * after it. Checked outside, messages read `open`, waited for the resolution and landed after it.
 * @param {core.App} txApp @param {string} complaintId @param {core.Record} message
 * @param {string} staffId @param {() => void} save
 */
function addComplaintMessage(txApp, complaintId, message, staffId, save) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { transition } = require(`${__hooks}/lib/transitions.js`);
  const complaint = txApp.findRecordById('complaints', complaintId);
  const status = complaint.getString('status');
  if (status === 'resolved' || status === 'rejected') {
    throw badRequest(`This complaint is ${status}: open a new one if something is still wrong.`, {
      complaint: { code: 'closed', message: `The complaint is ${status}.` },
    });
  }
  save();
  if (!staffId) return;
  if (status === 'open') transition(txApp, 'complaint', complaint, 'in_progress', { actor: 'staff', staffId });
  send(txApp, complaint.getString('user'), 'complaintReply', {
    id: complaint.id,
    body: message.getString('body').slice(0, 200),
  });
}

module.exports = { COMPLAINT_SUBJECTS, checkSubjects, resolveComplaint, moveComplaint, addComplaintMessage };
