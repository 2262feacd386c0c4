/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

/**
 * Keeps exactly one default address per customer, and `users.default_address` pointing at it.
 * Runs inside the save's transaction (`txApp`).
 * @param {core.App} txApp @param {core.Record} address
 */
function makeDefault(txApp, address) {
  const userId = address.getString('user');
  const others = txApp.findRecordsByFilter(
    'addresses',
    'user = {:user} && is_default = true && id != {:id}',
    '',
    0,
    0,
    { user: userId, id: address.id },
  );
  for (const other of others) {
    other.set('is_default', false);
    txApp.saveNoValidate(other);
  }
  const user = txApp.findRecordById('users', userId);
  if (user.getString('default_address') !== address.id) {
    user.set('default_address', address.id);
    txApp.saveNoValidate(user);
  }
}

/**
 * After the default address is deleted, the newest remaining one becomes the default.
 * @param {core.App} txApp @param {string} userId
 */
function promoteNewest(txApp, userId) {
  const rest = txApp.findRecordsByFilter('addresses', 'user = {:user}', '-created', 1, 0, { user: userId });
  const next = rest[0];
  if (!next) return;
  next.set('is_default', true);
  txApp.saveNoValidate(next);
  makeDefault(txApp, next);
}

/**
 * The first address of a customer is their default.
 * @param {core.App} txApp @param {core.Record} address
 */
function isFirst(txApp, address) {
  const existing = txApp.findRecordsByFilter('addresses', 'user = {:user}', '', 1, 0, {
    user: address.getString('user'),
  });
  return existing.length === 0;
}

module.exports = { makeDefault, promoteNewest, isFirst };
