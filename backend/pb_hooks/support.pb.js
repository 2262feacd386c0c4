/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Support chat: one conversation per customer, messages from the customer or from sales. The
// author always comes from the session; a staff reply notifies the customer (who also gets it
// through realtime on `messages`).

// Creating a conversation when the customer already has one returns that one (get-or-create). The
// look-up and the insert run in one transaction, which holds the only write connection: of two
// simultaneous creates the second finds the first's conversation instead of failing on the unique
// index with a 400.
onRecordCreateRequest((e) => {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const userId = e.auth.id;
  const existing = transaction((/** @type {core.App} */ txApp) => {
    const found = txApp.findRecordsByFilter('conversations', 'user = {:user}', '', 1, 0, { user: userId });
    if (found.length > 0 && found[0]) return found[0];
    e.record?.set('user', userId);
    e.record?.set('status', 'open');
    e.record?.set('last_message_at', '');
    e.app = txApp;
    e.next();
    return null;
  });
  if (existing) return e.json(200, existing);
}, 'conversations');

onRecordCreateRequest((e) => {
  const { addSupportMessage } = require(`${__hooks}/lib/support.js`);
  const { writeMessage } = require(`${__hooks}/lib/threads.js`);
  writeMessage(e, { collection: 'conversations', field: 'conversation', noun: 'conversation' }, addSupportMessage);
}, 'messages');

// Staff reading the customer's messages (read_at) brings the conversation's unread count down.
onRecordUpdateRequest((e) => {
  const { transaction } = require(`${__hooks}/lib/http.js`);
  const conversationId = e.record?.getString('conversation') ?? '';
  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    require(`${__hooks}/lib/support.js`).refreshStaffUnread(txApp, conversationId);
  });
}, 'messages');
