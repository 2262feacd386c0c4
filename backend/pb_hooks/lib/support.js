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

module.exports = { refreshStaffUnread };
