/// <reference path="../pb_data/types.d.ts" />
// @ts-check

// Every morning, warn customers whose parcels' free storage ends within three days. Superusers can
// run it at once with `POST /api/crons/storage-warning` (PocketBase's built-in cron API).
cronAdd('storage-warning', '0 8 * * *', () => {
  const { sendStorageWarnings } = require(`${__hooks}/lib/storage-warning.js`);
  const sent = sendStorageWarnings($app);
  if (sent > 0) $app.logger().info('storage-warning: notified customers', 'count', sent);
});
