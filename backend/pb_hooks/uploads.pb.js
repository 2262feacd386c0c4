/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Request bodies are capped at 64 KB by the Go middleware of backend/body_limit.go.

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
