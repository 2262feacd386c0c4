/// <reference path="../pb_data/types.d.ts" />
// Failed password sign-ins per account (collection + lower-cased identity), for the per-account
// limit of pb_hooks/sign-in-limit.pb.js. A plain table, not a collection: no API reaches it, and
// one atomic upsert per failure counts concurrent attempts exactly.

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        'CREATE TABLE IF NOT EXISTS _fwd_sign_in_failures (account TEXT PRIMARY KEY NOT NULL, failures INTEGER NOT NULL, window_start INTEGER NOT NULL)',
      )
      .execute();
    app
      .db()
      .newQuery('CREATE INDEX IF NOT EXISTS idx_fwd_sign_in_failures_window ON _fwd_sign_in_failures (window_start)')
      .execute();
  },
  (app) => {
    app.db().newQuery('DROP TABLE IF EXISTS _fwd_sign_in_failures').execute();
  },
);
