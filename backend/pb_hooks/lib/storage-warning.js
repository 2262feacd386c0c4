/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Warns a customer, once per parcel, when the free storage period of a received parcel ends within
// WARN_DAYS days (storage fees are charged per full day after it, see lib/fulfillment-pricing.js).
// Parcels already in a paid (or later) fulfillment are skipped: their storage is settled.

const WARN_DAYS = 3;
/** The English title of the warnings made before they held their message key. */
const TITLE = 'Free storage ends soon';

/**
 * Sends the warnings that are due now; returns how many were sent.
 * @param {core.App} app
 * @returns {number}
 */
function sendStorageWarnings(app) {
  const { loadSettings } = require(`${__hooks}/lib/settings.js`);
  const { send } = require(`${__hooks}/lib/notify.js`);
  const { parcelLink } = require(`${__hooks}/lib/parcels.js`);
  const { LIVE_STATUSES, DAY_SECONDS } = require(`${__hooks}/lib/fulfillment-pricing.js`);

  let settings;
  try {
    settings = loadSettings(app);
  } catch {
    return 0; // not configured yet: nothing to warn about
  }
  if (!(settings.storageFeePerDay > 0)) return 0;

  const nowUnix = new DateTime().unix();
  const freeSeconds = settings.freeStorageDays * DAY_SECONDS;
  // Received between (now - free) and (now - free + WARN_DAYS days): the free period ends within WARN_DAYS.
  const from = new DateTime(new Date((nowUnix - freeSeconds) * 1000).toISOString());
  const to = new DateTime(new Date((nowUnix - freeSeconds + WARN_DAYS * DAY_SECONDS) * 1000).toISOString());
  const parcels = app.findRecordsByFilter(
    'parcels',
    "status = 'received' && user != '' && received_at > {:from} && received_at <= {:to}",
    'received_at',
    0,
    0,
    { from: from.string(), to: to.string() },
  );

  let sent = 0;
  for (const parcel of parcels) {
    if (!parcel) continue;
    const userId = parcel.getString('user');
    const link = parcelLink(parcel.id);
    const settled = app.findRecordsByFilter(
      'fulfillments',
      `parcels.id ?= {:parcel} && (${LIVE_STATUSES.map((/** @type {string} */ s) => `status = '${s}'`).join(' || ')})`,
      '',
      1,
      0,
      { parcel: parcel.id },
    );
    if (settled.length > 0) continue;
    const already = app.findRecordsByFilter(
      'notifications',
      "user = {:user} && link = {:link} && (key = 'storageWarning' || title = {:title})",
      '',
      1,
      0,
      { user: userId, link, title: TITLE },
    );
    if (already.length > 0) continue;

    const endsUnix = parcel.getDateTime('received_at').unix() + freeSeconds;
    const ends = new Date(endsUnix * 1000).toISOString().slice(0, 10);
    const daysLeft = Math.max(1, Math.ceil((endsUnix - nowUnix) / DAY_SECONDS));
    send(
      app,
      userId,
      'storageWarning',
      {
        trackingCode: parcel.getString('tracking_code'),
        ends,
        daysLeft,
        feePerDay: settings.storageFeePerDay,
        link,
      },
      settings.homeCurrency,
    );
    sent++;
  }
  return sent;
}

module.exports = { sendStorageWarnings, WARN_DAYS, TITLE };
