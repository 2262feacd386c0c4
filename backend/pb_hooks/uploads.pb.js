/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Every request body is capped at 64 KB except uploads to the routes that take files, which keep
// PocketBase's per-collection cap. Checked before anything reads the body: a 413 from the
// Content-Length, or once 64 KB have been read from a body of unknown length. nginx applies the
// same caps in front (nginx/forwardly.conf.template). docs/security.md.
routerUse(
  new Middleware(
    (e) => {
      const { JSON_BODY_LIMIT, isUpload } = require(`${__hooks}/lib/uploads.js`);
      if (isUpload(e)) return e.next();
      if (e.request && e.request.contentLength > JSON_BODY_LIMIT) {
        // The body is never read: the connection cannot serve another request after this answer.
        e.response.header().set('Connection', 'close');
        throw new ApiError(413, `Request bodies are limited to ${JSON_BODY_LIMIT / 1024} KB here.`);
      }
      return /** @type {any} */ ($apis.bodyLimit(JSON_BODY_LIMIT)).func(e);
    },
    -990,
    'fwdJsonBodyLimit',
  ),
);

// A customer's uploads count against their quota; the space is reserved before the record is
// saved and given back when the save fails. A recharge's proof may be added after its creation.
onRecordCreateRequest(
  (e) => require(`${__hooks}/lib/uploads.js`).withQuota(e),
  'recharges',
  'complaints',
  'complaint_messages',
  'messages',
);
onRecordUpdateRequest((e) => require(`${__hooks}/lib/uploads.js`).withQuota(e), 'recharges');
