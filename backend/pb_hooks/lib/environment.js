/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

const DEMO_PASSWORD_DEFAULT = 'demo-password-1';

/** @param {string} name @param {string} [fallback] */
function env(name, fallback = '') {
  const value = $os.getenv(name);
  return value === '' ? fallback : value;
}

/** @param {core.App} app */
function applyEnvironment(app) {
  const demo = env('DEMO') === '1';
  upsertSuperuser(app, demo);
  applySettings(app);
  if (demo) ensureDemoAccounts(app);
}

/** @param {core.App} app @param {boolean} demo */
function upsertSuperuser(app, demo) {
  const email = env('PB_SUPERUSER_EMAIL', demo ? 'admin@example.com' : '');
  const password = env('PB_SUPERUSER_PASSWORD', demo ? DEMO_PASSWORD_DEFAULT : '');
  if (!email || !password) {
    app.logger().warn('No PB_SUPERUSER_EMAIL/PB_SUPERUSER_PASSWORD set: superuser left unchanged');
    return;
  }
  let superuser;
  try {
    superuser = app.findAuthRecordByEmail('_superusers', email);
  } catch {
    superuser = new Record(app.findCollectionByNameOrId('_superusers'));
    superuser.setEmail(email);
  }
  superuser.setPassword(password);
  app.save(superuser);
}

/** @param {core.App} app */
function applySettings(app) {
  const settings = app.settings();
  settings.meta.appName = env('APP_NAME', 'Forwardly');
  settings.meta.appURL = env('APP_URL', settings.meta.appURL || 'http://127.0.0.1:8080');
  settings.meta.senderName = env('MAIL_FROM_NAME', settings.meta.appName);
  settings.meta.senderAddress = env('MAIL_FROM', settings.meta.senderAddress || 'support@forwardly.test');
  const host = env('SMTP_HOST');
  settings.smtp.enabled = host !== '';
  if (host) {
    settings.smtp.host = host;
    settings.smtp.port = Number(env('SMTP_PORT', '587'));
    settings.smtp.username = env('SMTP_USERNAME');
    settings.smtp.password = env('SMTP_PASSWORD');
    settings.smtp.tls = env('SMTP_TLS', 'false') === 'true';
  }
  applyRateLimits(settings);
  app.save(settings);
}

/**
 * Per client IP limits against password guessing, sign-up floods and mass record creation; the
 * first matching label wins (`users:create` before `*:create`). `RATE_LIMITS=off` turns them off
 * for test runs, where every request comes from the same address.
 * @type {{ label: string, maxRequests: number, duration: number }[]}
 */
const RATE_LIMIT_RULES = [
  { label: '*:auth', maxRequests: 10, duration: 60 },
  { label: '*:requestPasswordReset', maxRequests: 5, duration: 60 },
  { label: '*:requestVerification', maxRequests: 5, duration: 60 },
  { label: '*:requestEmailChange', maxRequests: 5, duration: 60 },
  { label: '*:requestOTP', maxRequests: 5, duration: 60 },
  { label: 'users:create', maxRequests: 5, duration: 60 },
  { label: '*:create', maxRequests: 60, duration: 10 },
  { label: '/api/batch', maxRequests: 3, duration: 1 },
  { label: '/api/', maxRequests: 600, duration: 10 },
];

/** @param {core.Settings} settings */
function applyRateLimits(settings) {
  settings.rateLimits.enabled = env('RATE_LIMITS', 'on') !== 'off';
  // Plain objects: the JS VM converts them into PocketBase's rule structs.
  settings.rateLimits.rules = /** @type {any} */ (RATE_LIMIT_RULES.map((rule) => ({ ...rule, audience: '' })));
  // Behind nginx (TRUSTED_PROXY set, as npm start does), nginx appends the client address to
  // X-Forwarded-For: the rightmost entry is the one nginx saw, so limits apply per real client.
  // Without it the header is anyone's to write, and only the connection's address counts.
  settings.trustedProxy.headers = trustedProxyHeaders();
  settings.trustedProxy.useLeftmostIP = false;
}

/** `TRUSTED_PROXY`: empty = no proxy; `1` = X-Forwarded-For; otherwise the header's name. */
function trustedProxyHeaders() {
  const value = env('TRUSTED_PROXY').trim();
  if (value === '' || value === '0' || value === 'off') return [];
  return [value === '1' ? 'X-Forwarded-For' : value];
}

const DEMO_STAFF = [
  { email: 'admin@staff.test', name: 'Ada Admin', roles: ['admin'] },
  { email: 'sales@staff.test', name: 'Sam Sales', roles: ['sales'] },
  { email: 'warehouse@staff.test', name: 'Wes Warehouse', roles: ['warehouse'] },
  { email: 'finance@staff.test', name: 'Fay Finance', roles: ['finance'] },
];

/** Creates the demo accounts that are missing; never overwrites changes made to existing ones. @param {core.App} app */
function ensureDemoAccounts(app) {
  const password = env('DEMO_PASSWORD', DEMO_PASSWORD_DEFAULT);
  for (const member of DEMO_STAFF) {
    ensureAccount(app, 'staff', member.email, password, { name: member.name, roles: member.roles, active: true });
  }
  ensureAccount(app, 'users', 'customer@example.com', password, { name: 'Chris Customer', phone: '+84 912 345 678' });
}

/**
 * @param {core.App} app @param {string} collection @param {string} email @param {string} password
 * @param {Record<string, unknown>} fields
 */
function ensureAccount(app, collection, email, password, fields) {
  try {
    app.findAuthRecordByEmail(collection, email);
    return;
  } catch {
    const record = new Record(app.findCollectionByNameOrId(collection));
    record.setEmail(email);
    record.setPassword(password);
    record.setVerified(true);
    for (const [key, value] of Object.entries(fields)) record.set(key, value);
    app.save(record);
  }
}

module.exports = { applyEnvironment };
