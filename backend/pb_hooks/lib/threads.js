/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The two message threads (a complaint's messages, a support conversation's) check their writer
// the same way: the author comes from the session, a customer writes only in their own thread and
// staff need the sales role.

/**
 * The thread a new message (`e.record`) goes to, its author set from the session: a 401 without
 * one, a 403 for staff without the sales role, a 404 when the thread is missing or another
 * customer's. `staffId` is '' for a customer.
 * @param {core.RequestEvent & { record?: core.Record }} e
 * @param {{ collection: string, field: string, noun: string }} thread
 * @returns {{ thread: core.Record, message: core.Record, staffId: string }}
 */
function messageAuthor(e, { collection, field, noun }) {
  const { notFound, requireStaff, unauthorized } = require(`${__hooks}/lib/http.js`);
  const auth = e.auth;
  if (!auth) throw unauthorized(`Sign in to write in a ${noun}.`);
  const isCustomer = auth.collection().name === 'users';
  if (!isCustomer) requireStaff(e, 'sales');
  const message = /** @type {core.Record} */ (e.record);
  /** @type {core.Record | null} */
  let thread = null;
  try {
    thread = e.app.findRecordById(collection, message.getString(field));
  } catch {
    thread = null;
  }
  if (!thread || (isCustomer && thread.getString('user') !== auth.id)) throw notFound(`No such ${noun}.`);
  message.set('author_user', isCustomer ? auth.id : '');
  message.set('author_staff', isCustomer ? '' : auth.id);
  return { thread, message, staffId: isCustomer ? '' : auth.id };
}

/**
 * A records-API create of a thread message: a superuser's as sent; anyone else's with its author
 * from the session (`messageAuthor`), then `add` (the thread's own step, which calls `save`, the
 * records API's save) in one transaction.
 * @param {core.RecordRequestEvent} e @param {{ collection: string, field: string, noun: string }} spec
 * @param {(txApp: core.App, threadId: string, message: core.Record, staffId: string, save: () => void) => void} add
 */
function writeMessage(e, spec, add) {
  const { transaction } = require(`${__hooks}/lib/http.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const { thread, message, staffId } = messageAuthor(e, spec);
  transaction((/** @type {core.App} */ txApp) =>
    add(txApp, thread.id, message, staffId, () => {
      e.app = txApp;
      e.next();
    }),
  );
}

module.exports = { messageAuthor, writeMessage };
