/// <reference path="../pb_data/types.d.ts" />
// Bytes each customer has uploaded (recharge proofs, complaint photos, complaint and chat
// attachments), for the per-customer quota of pb_hooks/uploads.pb.js. A plain table, not a
// collection: no API reaches it, and one conditional upsert reserves space atomically.

migrate(
  (app) => {
    app
      .db()
      .newQuery('CREATE TABLE IF NOT EXISTS _fwd_upload_usage (user TEXT PRIMARY KEY NOT NULL, bytes INTEGER NOT NULL)')
      .execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _fwd_upload_usage').execute();
  },
);
