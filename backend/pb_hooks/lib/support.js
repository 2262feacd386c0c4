/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

/**
 * Recounts the customer's messages staff have not read (`conversations.staff_unread`), so the
 * staff inbox can sort unread first on an index. Saved through the record (realtime tells the inbox).
 * @param {core.App} txApp @param {string} conversationId
 */
function refreshStaffUnread(txApp, conversationId) {
  const row = new DynamicModel({ n: 0 });
  txApp
    .db()
    .newQuery("SELECT COUNT(*) AS n FROM messages WHERE conversation = {:id} AND author_user != '' AND read_at = ''")
    .bind({ id: conversationId })
    .one(row);
  const conversation = txApp.findRecordById('conversations', conversationId);
  if (conversation.getInt('staff_unread') === row.n) return;
  conversation.set('staff_unread', row.n);
  txApp.save(conversation);
}

/**
 * A support message holds words or a picture; its body is kept trimmed and it starts unread.
 * @param {core.Record} message
 */
function checkSupportMessage(message) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  const body = message.getString('body').trim();
  const attachments = /** @type {any} */ (message.get('attachments'));
  if (!body && !(attachments && attachments.length > 0)) {
    throw badRequest('Write a message or attach a picture.', {
      body: { code: 'validation_required', message: 'Write a message or attach a picture.' },
    });
  }
  message.set('body', body);
  message.set('read_at', '');
}

/**
 * Checks and saves a support message (`save`: the records API's own), reopens its conversation, recounts
 * what staff have not read and, for a staff reply (`staffId` set), notifies the customer.
 * @param {core.App} txApp @param {string} conversationId @param {core.Record} message
 * @param {string} staffId @param {() => void} save
 */
function addSupportMessage(txApp, conversationId, message, staffId, save) {
  const { send } = require(`${__hooks}/lib/notify.js`);
  checkSupportMessage(message);
  save();
  const conversation = txApp.findRecordById('conversations', conversationId);
  conversation.set('last_message_at', new DateTime());
  conversation.set('status', 'open');
  txApp.save(conversation);
  refreshStaffUnread(txApp, conversationId);
  if (staffId) send(txApp, conversation.getString('user'), 'supportReply', { body: message.getString('body') });
}

module.exports = { refreshStaffUnread, addSupportMessage };
