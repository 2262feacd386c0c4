/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The per-customer upload quota (docs/security.md). Request bodies are capped by body_limit.go.

/** The customer uploads counted against the quota: collection → file field. */
const QUOTA_FIELDS = /** @type {Record<string, string>} */ ({
  recharges: 'proof',
  complaints: 'photos',
  complaint_messages: 'attachments',
  messages: 'attachments',
});

/** Total bytes a customer may upload; `UPLOAD_QUOTA_BYTES` overrides it (tests). */
function quotaBytes() {
  const configured = Number($os.getenv('UPLOAD_QUOTA_BYTES'));
  return Number.isSafeInteger(configured) && configured > 0 ? configured : 200 * 1024 * 1024;
}

/** @param {number} bytes */
function megabytes(bytes) {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Reserves `bytes` of the customer's quota in one conditional upsert (atomic, also against
 * concurrent uploads), or throws a 400 saying how much is used.
 * @param {core.App} app @param {string} userId @param {number} bytes @param {string} field
 */
function reserve(app, userId, bytes, field) {
  const quota = quotaBytes();
  const result =
    bytes > quota
      ? null
      : app
          .db()
          .newQuery(
            `INSERT INTO _fwd_upload_usage (user, bytes) VALUES ({:user}, {:bytes})
             ON CONFLICT(user) DO UPDATE SET bytes = bytes + {:bytes} WHERE bytes + {:bytes} <= {:quota}`,
          )
          .bind({ user: userId, bytes, quota })
          .execute();
  if (result && result.rowsAffected() > 0) return;
  const row = new DynamicModel({ bytes: 0 });
  try {
    app.db().newQuery('SELECT bytes FROM _fwd_upload_usage WHERE user = {:user}').bind({ user: userId }).one(row);
  } catch {
    // nothing uploaded yet
  }
  throw require(`${__hooks}/lib/http.js`).badRequest(
    `Your uploads are limited to ${megabytes(quota)} in total and you have used ${megabytes(row.bytes)}: this ${megabytes(bytes)} would go over it. Ask support if you need more room.`,
    { [field]: { code: 'validation_upload_quota', message: `Upload quota of ${megabytes(quota)} reached.` } },
  );
}

/** Gives back a reservation whose record was not saved. @param {core.App} app @param {string} userId @param {number} bytes */
function release(app, userId, bytes) {
  app
    .db()
    .newQuery('UPDATE _fwd_upload_usage SET bytes = MAX(0, bytes - {:bytes}) WHERE user = {:user}')
    .bind({ user: userId, bytes })
    .execute();
}

/**
 * Runs a customer's create or update request with the new files' bytes reserved against their
 * quota, given back when the save fails.
 * @param {core.RecordRequestEvent} e
 */
function withQuota(e) {
  if (!e.auth || e.auth.collection().name !== 'users') return e.next();
  const record = /** @type {core.Record} */ (e.record);
  const field = QUOTA_FIELDS[record.collection().name] ?? '';
  const bytes = record.getUnsavedFiles(field).reduce((sum, file) => sum + (file ? file.size : 0), 0);
  if (bytes <= 0) return e.next();
  const userId = e.auth.id;
  reserve(e.app, userId, bytes, field);
  try {
    e.next();
  } catch (error) {
    release(e.app, userId, bytes);
    throw error;
  }
}

/**
 * The files a multipart request sent under `field` (also as `field[]` or `field+`), none otherwise.
 * @param {core.RequestEvent} e @param {string} field
 * @returns {any[]}
 */
function uploadedFiles(e, field) {
  /** @type {any[]} */
  const files = [];
  for (const key of [field, `${field}[]`, `${field}+`]) {
    try {
      files.push(...e.findUploadedFiles(key));
    } catch {
      // no files under this key (or not a multipart request)
    }
  }
  return files;
}

module.exports = { QUOTA_FIELDS, reserve, release, quotaBytes, withQuota, uploadedFiles };
