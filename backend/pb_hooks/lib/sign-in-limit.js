/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Limits on failed password sign-ins that slow guessers without letting a stranger lock the owner
// out (docs/security.md). Two counts, each within WINDOW_SECONDS:
// - per account and client address: after PAIR_MAX_FAILURES failures for one account from one
//   address, that address may not try that account again until the window ends (the owner, from
//   anywhere else, still signs in);
// - per client address: after ADDRESS_MAX_FAILURES failures from one address, whatever the
//   accounts, that address may not sign in at all until the window ends.
// A success clears its account-and-address count only. The address is the one PocketBase's rate
// limiter uses (the rightmost X-Forwarded-For entry behind nginx, TRUSTED_PROXY); IPv6 counts per
// /64, what one subscriber usually holds. Counted in the plain table `_fwd_sign_in_failures`
// (migration 1763900600; its `account` column holds the key) with one atomic upsert each.

const PAIR_MAX_FAILURES = 10;
const ADDRESS_MAX_FAILURES = 30;
const WINDOW_SECONDS = 15 * 60;

/** An IPv4 address as it is, an IPv6 one as its /64. @param {string} ip */
function network(ip) {
  if (!ip.includes(':')) return ip;
  return ip.split(':').slice(0, 4).join(':');
}

/**
 * The keys counted for one attempt.
 * @param {string} collection @param {string} identity @param {string} ip
 */
function keys(collection, identity, ip) {
  const from = network(ip);
  return {
    pair: `${collection}:${identity.trim().toLowerCase()}`.slice(0, 300) + `@${from}`,
    address: `address@${from}`,
  };
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Minutes until the key's window ends when it has used up `max` failures in it, else 0.
 * @param {core.App} app @param {string} key @param {number} max
 */
function lockedMinutes(app, key, max) {
  const row = new DynamicModel({ failures: 0, window_start: 0 });
  try {
    app
      .db()
      .newQuery('SELECT failures, window_start FROM _fwd_sign_in_failures WHERE account = {:key}')
      .bind({ key })
      .one(row);
  } catch {
    return 0;
  }
  const ends = row.window_start + WINDOW_SECONDS;
  if (row.failures < max || ends <= now()) return 0;
  return Math.max(1, Math.ceil((ends - now()) / 60));
}

/** @param {number} minutes */
const inMinutes = (minutes) => `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * Throws a 429 when this address has used up its failures, for this account or for all.
 * @param {core.App} app @param {{ pair: string, address: string }} attempt
 */
function assertNotLocked(app, attempt) {
  const address = lockedMinutes(app, attempt.address, ADDRESS_MAX_FAILURES);
  if (address > 0) {
    throw new TooManyRequestsError(`Too many failed sign-ins from your network: ${inMinutes(address)}.`);
  }
  const pair = lockedMinutes(app, attempt.pair, PAIR_MAX_FAILURES);
  if (pair > 0) {
    throw new TooManyRequestsError(
      `Too many failed sign-ins for this account from your network: ${inMinutes(pair)} or reset the password.`,
    );
  }
}

/** Counts one failure on each key (a new window when the last one ended) and forgets ended windows. @param {core.App} app @param {{ pair: string, address: string }} attempt */
function recordFailure(app, attempt) {
  const at = now();
  const cutoff = at - WINDOW_SECONDS;
  for (const key of [attempt.pair, attempt.address]) {
    app
      .db()
      .newQuery(
        `INSERT INTO _fwd_sign_in_failures (account, failures, window_start) VALUES ({:key}, 1, {:at})
         ON CONFLICT(account) DO UPDATE SET
           failures = CASE WHEN window_start <= {:cutoff} THEN 1 ELSE failures + 1 END,
           window_start = CASE WHEN window_start <= {:cutoff} THEN {:at} ELSE window_start END`,
      )
      .bind({ key, at, cutoff })
      .execute();
  }
  app.db().newQuery('DELETE FROM _fwd_sign_in_failures WHERE window_start <= {:cutoff}').bind({ cutoff }).execute();
}

/** A success: this account may be tried from this address afresh. @param {core.App} app @param {{ pair: string }} attempt */
function reset(app, attempt) {
  app.db().newQuery('DELETE FROM _fwd_sign_in_failures WHERE account = {:key}').bind({ key: attempt.pair }).execute();
}

/** Off only with RATE_LIMITS=off (test runs, where every request shares one address). */
function enabled() {
  return $os.getenv('RATE_LIMITS') !== 'off';
}

module.exports = {
  keys,
  assertNotLocked,
  recordFailure,
  reset,
  enabled,
  PAIR_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  WINDOW_SECONDS,
};
