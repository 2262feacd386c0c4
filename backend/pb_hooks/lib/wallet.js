/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The wallet: `users.balance` is always the sum of the user's `wallet_transactions` and never
// negative. Every movement happens inside the caller's transaction: re-read the balance, refuse a
// debit that would go below zero, write the new balance and append one ledger row. SQLite runs
// one write transaction at a time, so two concurrent payments can never both see the old balance.
// The unique (kind, ref) index on the ledger refuses a second credit or debit for the same thing,
// and the schema's select field is the one list of ledger kinds.

/**
 * `data.shortfall` of a refused payment: `{ code: 'insufficient_balance', message, params: { amount } }`.
 * PocketBase keeps only code, message and params of an error item, so the amount travels in params
 * (and in the message).
 * @param {number} shortfall @param {string} currency
 */
function shortfallError(shortfall, currency) {
  const error = new ValidationError('insufficient_balance', `Short by ${shortfall} ${currency}`);
  try {
    return /** @type {any} */ (error).setParams({ amount: shortfall });
  } catch {
    return error;
  }
}

/**
 * A 400 for a payment the balance does not cover; `data.shortfall` carries the missing amount.
 * @param {number} balance @param {number} amount @param {string} currency the home currency
 */
function insufficientBalance(balance, amount, currency) {
  const { formatMoney } = require(`${__hooks}/lib/money.js`);
  const shortfall = amount - balance;
  return new BadRequestError(
    `Insufficient balance: this needs ${formatMoney(amount, currency)} but the wallet holds ${formatMoney(balance, currency)} (short by ${formatMoney(shortfall, currency)}).`,
    { shortfall: shortfallError(shortfall, currency) },
  );
}

/**
 * @typedef {{ kind: string, ref: string, note?: string, actor?: string }} Movement
 */

/**
 * Moves `amount` (signed) in or out of the wallet and appends the ledger row.
 * @param {core.App} txApp @param {string} userId @param {number} amount @param {Movement} movement
 * @returns {core.Record} the ledger row
 */
function move(txApp, userId, amount, { kind, ref, note = '', actor = '' }) {
  const { badRequest } = require(`${__hooks}/lib/http.js`);
  if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`wallet: invalid amount ${amount}`);
  if (!ref) throw new Error('wallet: a ref is required');
  const user = txApp.findRecordById('users', userId);
  const balance = user.getInt('balance');
  const after = balance + amount;
  if (after < 0) {
    const { loadCurrencies } = require(`${__hooks}/lib/settings.js`);
    throw insufficientBalance(balance, -amount, loadCurrencies(txApp).homeCurrency);
  }
  if (!Number.isSafeInteger(after)) {
    throw badRequest('This would make the balance too large.', {
      amount: { code: 'balance_too_large', message: 'The balance would be too large.' },
    });
  }

  const existing = txApp.findRecordsByFilter('wallet_transactions', 'kind = {:kind} && ref = {:ref}', '', 1, 0, {
    kind,
    ref,
  });
  if (existing.length > 0) {
    const what = kind.replace(/_/g, ' ');
    throw badRequest(`This ${what} was already booked.`, {
      ref: { code: 'already_booked', message: `This ${what} was already booked.` },
    });
  }

  user.set('balance', after);
  txApp.save(user);

  const row = new Record(txApp.findCollectionByNameOrId('wallet_transactions'));
  row.set('user', userId);
  row.set('amount', amount);
  row.set('balance_after', after);
  row.set('kind', kind);
  row.set('ref', ref);
  row.set('note', note.slice(0, 500));
  row.set('actor', actor);
  txApp.save(row);
  return row;
}

/**
 * Takes `amount` (> 0) from the wallet, or throws a 400 with `data.shortfall`.
 * @param {core.App} txApp @param {string} userId @param {number} amount @param {Movement} movement
 */
function debit(txApp, userId, amount, movement) {
  if (!(amount > 0)) throw new Error(`wallet: a debit must be positive, got ${amount}`);
  return move(txApp, userId, -amount, movement);
}

/**
 * Adds `amount` (> 0) to the wallet.
 * @param {core.App} txApp @param {string} userId @param {number} amount @param {Movement} movement
 */
function credit(txApp, userId, amount, movement) {
  if (!(amount > 0)) throw new Error(`wallet: a credit must be positive, got ${amount}`);
  return move(txApp, userId, amount, movement);
}

/**
 * Whether a ledger row exists for (kind, ref).
 * @param {core.App} app @param {string} kind @param {string} ref
 */
function booked(app, kind, ref) {
  return (
    app.findRecordsByFilter('wallet_transactions', 'kind = {:kind} && ref = {:ref}', '', 1, 0, { kind, ref }).length > 0
  );
}

/**
 * Finance approves (one credit) or rejects (with `reason`) a pending recharge; the customer is
 * told. Reviewing it again to the same status books nothing more.
 * @param {core.App} txApp @param {string} rechargeId @param {'approved' | 'rejected'} to
 * @param {string} staffId @param {string} reason
 * @returns {core.Record}
 */
function reviewRecharge(txApp, rechargeId, to, staffId, reason) {
  const { findOr404 } = require(`${__hooks}/lib/http.js`);
  const { assertTransition, transition } = require(`${__hooks}/lib/transitions.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const record = findOr404(txApp, 'recharges', rechargeId, 'recharge');
  if (record.getString('status') === to) return record;
  assertTransition('recharge', record, to, 'staff');
  record.set('reviewed_by', staffId);
  record.set('reviewed_at', new DateTime());
  record.set('reason', reason);
  const amount = record.getInt('amount');
  const reference = record.getString('reference');
  transition(txApp, 'recharge', record, to, { actor: 'staff', staffId, payload: { amount, reason } });
  if (to === 'approved') {
    credit(txApp, record.getString('user'), amount, {
      kind: 'recharge',
      ref: record.id,
      note: `Recharge ${reference}`,
      actor: staffId,
    });
  }
  send(txApp, record.getString('user'), to === 'approved' ? 'rechargeApproved' : 'rechargeRejected', {
    id: record.id,
    reference,
    amount,
    reason,
  });
  return record;
}

/**
 * Finance corrects a balance by a signed, non-zero `amount` with a reason (never below zero),
 * audited as `wallet.adjust`; the customer is told. Returns the ledger row.
 * @param {core.App} txApp @param {string} userId @param {number} amount @param {string} reason
 * @param {string} staffId
 * @returns {core.Record}
 */
function adjustBalance(txApp, userId, amount, reason, staffId) {
  const { findOr404 } = require(`${__hooks}/lib/http.js`);
  const { audit } = require(`${__hooks}/lib/audit.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const user = findOr404(txApp, 'users', userId, 'customer');
  const movement = { kind: 'adjustment', ref: `adj-${$security.randomString(15)}`, note: reason, actor: staffId };
  const before = { balance: user.getInt('balance') };
  const ledger = amount > 0 ? credit(txApp, user.id, amount, movement) : debit(txApp, user.id, -amount, movement);
  audit(txApp, staffId, 'wallet.adjust', 'users', user.id, before, {
    balance: ledger.getInt('balance_after'),
    amount,
    reason,
  });
  send(txApp, user.id, 'walletAdjusted', { amount, reason });
  return ledger;
}

/**
 * Finance's review of a recharge or a refund as `/api/admin/<collection>/{id}/{approve|reject}`
 * asks it: a 404 for any other action, finance only, the reason (`reason` in the body) up to
 * `max` characters, required to reject when `requiredToReject`.
 * @param {core.RequestEvent} e @param {{ max: number, requiredToReject: boolean }} options
 * @returns {{ id: string, to: 'approved' | 'rejected', staff: core.Record, reason: string }}
 */
function readReview(e, { max, requiredToReject }) {
  const http = require(`${__hooks}/lib/http.js`);
  const action = e.request?.pathValue('action');
  if (action !== 'approve' && action !== 'reject') throw http.notFound();
  const staff = http.requireStaff(e, 'finance');
  const reason = http.str(http.readBody(e), 'reason', { max, required: requiredToReject && action === 'reject' }) ?? '';
  const to = action === 'approve' ? 'approved' : 'rejected';
  return { id: e.request?.pathValue('id') ?? '', to, staff, reason };
}

/**
 * A new recharge request before it is saved: its amount at least the shop's minimum, its customer
 * existing, pending, and its transfer reference made from the customer's code.
 * @param {core.App} app @param {core.Record} record @param {Record<string, any>} body
 */
function prepareRecharge(app, record, body) {
  const http = require(`${__hooks}/lib/http.js`);
  const { newRechargeReference } = require(`${__hooks}/lib/codes.js`);
  let minimum = 10_000;
  try {
    minimum = app.findFirstRecordByData('settings', 'key', 'default').getInt('min_recharge') || minimum;
  } catch {
    // No settings yet: the default minimum.
  }
  http.int(body, 'amount', { min: minimum, max: 500_000_000, required: true });
  let user;
  try {
    user = app.findRecordById('users', record.getString('user'));
  } catch {
    throw http.fieldError('user', 'validation_not_found', 'No such customer.');
  }
  record.set('status', 'pending');
  record.set('reviewed_by', '');
  record.set('reviewed_at', '');
  record.set('reason', '');
  record.set('reference', newRechargeReference(app, user.getString('code')));
}

module.exports = {
  debit,
  credit,
  booked,
  insufficientBalance,
  reviewRecharge,
  adjustBalance,
  prepareRecharge,
  readReview,
};
