/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

/**
 * Tells a customer about something through a `notifications` row (shown in the bell, realtime).
 * @param {core.App} txApp @param {string} userId
 * @param {{ title: string, body?: string, link?: string }} message
 * @returns {core.Record}
 */
function notify(txApp, userId, { title, body = '', link = '' }) {
  const row = new Record(txApp.findCollectionByNameOrId('notifications'));
  row.set('user', userId);
  row.set('title', title.slice(0, 200));
  row.set('body', body.slice(0, 2000));
  row.set('link', link);
  txApp.save(row);
  return row;
}

module.exports = { notify };
