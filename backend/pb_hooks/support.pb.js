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
  const { badRequest, notFound, requireStaff, transaction, unauthorized } = require(`${__hooks}/lib/http.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  if (e.hasSuperuserAuth()) return e.next();
  const auth = e.auth;
  if (!auth) throw unauthorized('Sign in to write to support.');
  const isCustomer = auth.collection().name === 'users';
  if (!isCustomer) requireStaff(e, 'sales');

  const message = /** @type {core.Record} */ (e.record);
  /** @type {core.Record | null} */
  let conversation = null;
  try {
    conversation = e.app.findRecordById('conversations', message.getString('conversation'));
  } catch {
    conversation = null;
  }
  if (!conversation || (isCustomer && conversation.getString('user') !== auth.id)) {
    throw notFound('No such conversation.');
  }
  const body = message.getString('body').trim();
  const attachments = /** @type {any} */ (message.get('attachments'));
  if (!body && !(attachments && attachments.length > 0)) {
    throw badRequest('Write a message or attach a picture.', {
      body: { code: 'validation_required', message: 'Write a message or attach a picture.' },
    });
  }
  message.set('body', body);
  message.set('author_user', isCustomer ? auth.id : '');
  message.set('author_staff', isCustomer ? '' : auth.id);
  message.set('read_at', '');
  const conversationId = conversation.id;

  transaction((/** @type {core.App} */ txApp) => {
    e.app = txApp;
    e.next();
    const current = txApp.findRecordById('conversations', conversationId);
    current.set('last_message_at', new DateTime());
    // A new message reopens a closed conversation.
    current.set('status', 'open');
    txApp.save(current);
    require(`${__hooks}/lib/support.js`).refreshStaffUnread(txApp, conversationId);
    if (!isCustomer) {
      send(txApp, current.getString('user'), 'supportReply', { body });
    }
  });
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
