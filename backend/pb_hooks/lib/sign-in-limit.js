/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Per-account limit on failed password sign-ins, whatever address they come from: after
// MAX_FAILURES failures for one account (collection + identity) within WINDOW_SECONDS, every
// further attempt for it is a 429 until the window ends. A success resets the count. Counted in
// the plain table `_fwd_sign_in_failures` (migration 1763900600) with one atomic upsert.

const MAX_FAILURES = 10;
const WINDOW_SECONDS = 15 * 60;

/** @param {string} collection @param {string} identity */
function accountKey(collection, identity) {
  return `${collection}:${identity.trim().toLowerCase()}`.slice(0, 300);
}

const now = () => Math.floor(Date.now() / 1000);

/** Throws a 429 when the account has used up its failures in the current window. @param {core.App} app @param {string} account */
function assertNotLocked(app, account) {
  const row = new DynamicModel({ failures: 0, window_start: 0 });
  try {
    app
      .db()
      .newQuery('SELECT failures, window_start FROM _fwd_sign_in_failures WHERE account = {:account}')
      .bind({ account })
      .one(row);
  } catch {
    return;
  }
  const ends = row.window_start + WINDOW_SECONDS;
  if (row.failures >= MAX_FAILURES && ends > now()) {
    const minutes = Math.max(1, Math.ceil((ends - now()) / 60));
    throw new TooManyRequestsError(
      `Too many failed sign-ins for this account: try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset the password.`,
    );
  }
}

/** Counts one failure (a new window when the last one ended) and forgets ended windows. @param {core.App} app @param {string} account */
function recordFailure(app, account) {
  const at = now();
  const cutoff = at - WINDOW_SECONDS;
  app
    .db()
    .newQuery(
      `INSERT INTO _fwd_sign_in_failures (account, failures, window_start) VALUES ({:account}, 1, {:at})
       ON CONFLICT(account) DO UPDATE SET
         failures = CASE WHEN window_start <= {:cutoff} THEN 1 ELSE failures + 1 END,
         window_start = CASE WHEN window_start <= {:cutoff} THEN {:at} ELSE window_start END`,
    )
    .bind({ account, at, cutoff })
    .execute();
  app.db().newQuery('DELETE FROM _fwd_sign_in_failures WHERE window_start <= {:cutoff}').bind({ cutoff }).execute();
}

/** @param {core.App} app @param {string} account */
function reset(app, account) {
  app.db().newQuery('DELETE FROM _fwd_sign_in_failures WHERE account = {:account}').bind({ account }).execute();
}

/** Off only with RATE_LIMITS=off (test runs, where every request shares one address). */
function enabled() {
  return $os.getenv('RATE_LIMITS') !== 'off';
}

module.exports = { accountKey, assertNotLocked, recordFailure, reset, enabled, MAX_FAILURES, WINDOW_SECONDS };
