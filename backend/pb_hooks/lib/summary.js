/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// The customer dashboard's summary (GET /api/shop/summary): counts of the customer's orders,
// parcels and fulfillments by status, and the received parcels whose free storage ends within
// WARN_DAYS days or has ended (the same window and exclusions as the storage-warning job).

/** The collections counted; each has an index on (user, status, created). */
const COUNTED = ['orders', 'parcels', 'fulfillments'];

/**
 * `{ status: count }` of the user's records in `collection`, every status of the select field
 * present (0 when none). One GROUP BY on the owner, served by the (user, status, …) index.
 * @param {core.App} app @param {string} collection @param {string} userId
 * @returns {Record<string, number>}
 */
function countByStatus(app, collection, userId) {
  const field = /** @type {any} */ (app.findCollectionByNameOrId(collection).fields.getByName('status'));
  /** @type {Record<string, number>} */
  const counts = {};
  for (const status of /** @type {string[]} */ (field?.values ?? [])) counts[status] = 0;
  const rows = arrayOf(new DynamicModel({ status: '', n: 0 }));
  // The table name is one of COUNTED; only the owner is bound.
  app
    .db()
    .newQuery(`SELECT status, COUNT(*) AS n FROM ${collection} WHERE user = {:user} GROUP BY status`)
    .bind({ user: userId })
    .all(rows);
  for (const row of rows) if (row.status !== '') counts[row.status] = row.n;
  return counts;
}

/**
 * @typedef {{ id: string, trackingCode: string, receivedAt: string, freeUntil: string, daysLeft: number }} StorageWarning
 * @typedef {{ freeDays: number, feePerDay: number, currency: string, parcels: StorageWarning[] }} StorageSummary
 */

/**
 * The user's received parcels whose free storage ends within WARN_DAYS days or has ended, most
 * urgent first; parcels already in a paid (or later) fulfillment are left out (their storage is
 * settled). Nothing to warn about when storage is free or the shop has no settings yet.
 * @param {core.App} app @param {string} userId
 * @returns {StorageSummary}
 */
function storageSummary(app, userId) {
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const { WARN_DAYS } = require(`${__hooks}/lib/storage-warning.js`);
  const { LIVE_STATUSES, DAY_SECONDS } = require(`${__hooks}/lib/fulfillment-pricing.js`);

  let settings;
  try {
    settings = loadSettings(app);
  } catch {
    return { freeDays: 0, feePerDay: 0, currency: '', parcels: [] };
  }
  const storage = {
    freeDays: settings.freeStorageDays,
    feePerDay: settings.storageFeePerDay,
    currency: settings.homeCurrency,
    parcels: /** @type {StorageWarning[]} */ ([]),
  };
  if (!(settings.storageFeePerDay > 0)) return storage;

  const nowMs = Date.now();
  const nowUnix = Math.floor(nowMs / 1000);
  const freeSeconds = settings.freeStorageDays * DAY_SECONDS;
  // Received at or before (now - free + WARN_DAYS days): the free period ends within WARN_DAYS or has ended.
  const latest = new DateTime(new Date((nowUnix - freeSeconds + WARN_DAYS * DAY_SECONDS) * 1000).toISOString());
  const parcels = app.findRecordsByFilter(
    'parcels',
    "user = {:user} && status = 'received' && received_at != '' && received_at <= {:latest}",
    'received_at',
    0,
    0,
    { user: userId, latest: latest.string() },
  );
  if (parcels.length === 0) return storage;

  // One query for the parcels whose storage a live fulfillment of this customer already settles.
  const settled = new Set();
  const live = app.findRecordsByFilter(
    'fulfillments',
    `user = {:user} && (${LIVE_STATUSES.map((/** @type {string} */ s) => `status = '${s}'`).join(' || ')})`,
    '',
    0,
    0,
    { user: userId },
  );
  for (const fulfillment of live) for (const id of fulfillment?.getStringSlice('parcels') ?? []) settled.add(id);

  for (const parcel of parcels) {
    if (!parcel || settled.has(parcel.id)) continue;
    const received = parcel.getDateTime('received_at');
    const endsMs = received.time().unixMilli() + freeSeconds * 1000;
    storage.parcels.push({
      id: parcel.id,
      trackingCode: parcel.getString('tracking_code'),
      receivedAt: received.string(),
      freeUntil: new DateTime(new Date(endsMs).toISOString()).string(),
      daysLeft: Math.max(0, Math.ceil((endsMs - nowMs) / (DAY_SECONDS * 1000))),
    });
  }
  return storage;
}

/**
 * The whole summary for one customer.
 * @param {core.App} app @param {string} userId
 */
function customerSummary(app, userId) {
  const [orders, parcels, fulfillments] = COUNTED.map((name) => countByStatus(app, name, userId));
  return { orders, parcels, fulfillments, storage: storageSummary(app, userId) };
}

module.exports = { customerSummary, countByStatus, storageSummary };
