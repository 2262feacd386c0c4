/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// On `serve`: bring the schema up to date, then apply the environment (superuser, public URL,
// outgoing mail) and, in demo mode, make sure the demo accounts exist. See backend/README.md.
onBootstrap((e) => {
  e.next();
  if (!$os.args.includes('serve')) return;
  const { applyEnvironment } = require(`${__hooks}/lib/environment.js`);
  e.app.runAllMigrations();
  applyEnvironment(e.app);
  if ($os.getenv('DEMO') === '1') require(`${__hooks}/lib/seed.js`).seedDemo(e.app);
});
