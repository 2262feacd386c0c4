/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Business settings, exchange rates and the service fee (DESIGN section 6, docs/pricing.md).

/** Minor units per major unit of a currency (CNY has fen; VND has none). */
const MINOR_UNITS = /** @type {Record<string, number>} */ ({ VND: 1, JPY: 1, KRW: 1, CNY: 100, USD: 100, EUR: 100 });

/**
 * @typedef {{
 *   sourceCurrency: string, homeCurrency: string, freeStorageDays: number, storageFeePerDay: number,
 *   insuranceRate: number, serviceFeeTiers: { upTo: number | null, percent: number }[],
 *   serviceFeeMin: number, volumetricDivisor: number
 * }} Settings
 */

/**
 * The `settings` record with key `default`, as plain values.
 * @param {core.App} app
 * @returns {Settings}
 */
function loadSettings(app) {
  let record;
  try {
    record = app.findFirstRecordByData('settings', 'key', 'default');
  } catch {
    throw new BadRequestError('The shop is not configured yet (no settings): ask an administrator.');
  }
  const { jsonField } = require(`${__hooks}/lib/http.js`);
  const tiers = jsonField(record, 'service_fee_tiers', []);
  return {
    sourceCurrency: record.getString('source_currency') || 'CNY',
    homeCurrency: record.getString('home_currency') || 'VND',
    freeStorageDays: record.getInt('free_storage_days'),
    storageFeePerDay: record.getInt('storage_fee_per_day'),
    insuranceRate: record.getFloat('insurance_rate'),
    serviceFeeTiers: Array.isArray(tiers) ? tiers : [],
    serviceFeeMin: record.getInt('service_fee_min'),
    volumetricDivisor: record.getFloat('volumetric_divisor') || 6000,
  };
}

/**
 * The newest exchange rate from → to already in effect (one source unit in home units).
 * @param {core.App} app @param {string} from @param {string} to
 * @returns {number}
 */
function currentRate(app, from, to) {
  const rows = app.findRecordsByFilter(
    'exchange_rates',
    'from = {:from} && to = {:to} && effective_from <= @now',
    '-effective_from',
    1,
    0,
    { from, to },
  );
  const rate = rows.length > 0 && rows[0] ? rows[0].getFloat('rate') : 0;
  if (!(rate > 0))
    throw new BadRequestError(`No exchange rate from ${from} to ${to} is in effect: ask an administrator.`);
  return rate;
}

/**
 * Converts an amount in the source currency's minor unit into the home currency's minor unit,
 * rounded to the nearest integer.
 * @param {number} amountSrc @param {number} rate @param {Settings} settings
 */
function toHome(amountSrc, rate, settings) {
  const srcUnits = MINOR_UNITS[settings.sourceCurrency] ?? 100;
  const homeUnits = MINOR_UNITS[settings.homeCurrency] ?? 1;
  return Math.round((amountSrc * rate * homeUnits) / srcUnits);
}

/**
 * The service fee for a goods value (home currency): the percent of the first tier whose `upTo`
 * is at least the goods value (`null` = no limit) applied to the whole value, rounded, and never
 * below the minimum. No goods, no fee.
 * @param {number} goodsValue @param {Settings} settings
 * @returns {number}
 */
function serviceFee(goodsValue, settings) {
  if (goodsValue <= 0) return 0;
  const tiers = [...settings.serviceFeeTiers].sort(
    (a, b) => (a.upTo ?? Number.POSITIVE_INFINITY) - (b.upTo ?? Number.POSITIVE_INFINITY),
  );
  const tier =
    tiers.find((t) => t.upTo === null || t.upTo === undefined || goodsValue <= t.upTo) ?? tiers[tiers.length - 1];
  const percent = tier ? Number(tier.percent) || 0 : 0;
  return Math.max(settings.serviceFeeMin, Math.round((goodsValue * percent) / 100));
}

module.exports = { loadSettings, currentRate, serviceFee, toHome, MINOR_UNITS };
