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
    throw require(`${__hooks}/lib/http.js`).badRequest(
      'The shop is not configured yet (no settings): ask an administrator.',
      { settings: { code: 'not_configured', message: 'The shop is not configured yet.' } },
    );
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
 * The shop's currencies, for labelling money; falls back to VND (home) and CNY (source) when the
 * settings record is missing, so that a message never fails for want of configuration.
 * @param {core.App} app
 * @returns {{ homeCurrency: string, sourceCurrency: string }}
 */
function loadCurrencies(app) {
  let record;
  try {
    record = app.findFirstRecordByData('settings', 'key', 'default');
  } catch {
    return { homeCurrency: 'VND', sourceCurrency: 'CNY' };
  }
  return {
    homeCurrency: record.getString('home_currency') || 'VND',
    sourceCurrency: record.getString('source_currency') || 'CNY',
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
  if (!(rate > 0)) {
    throw require(`${__hooks}/lib/http.js`).badRequest(
      `No exchange rate from ${from} to ${to} is in effect: ask an administrator.`,
      { rate: { code: 'no_rate', message: `No ${from}→${to} rate is in effect.` } },
    );
  }
  return rate;
}

/**
 * The settings' current source → home rate, or 0 while none is in effect (a listing then shows
 * source prices only).
 * @param {core.App} app @param {Settings} settings
 * @returns {number}
 */
function rateOrZero(app, settings) {
  try {
    return currentRate(app, settings.sourceCurrency, settings.homeCurrency);
  } catch {
    return 0;
  }
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
 * toHome as SQL, for pages of many prices (the catalog): `of(column)` is the expression over an
 * amount column, with the same double operations in the same order; SQLite's round() is
 * Math.round for results of 1 and more (below that they differ only at 0.5 minus one ulp).
 * `params` binds {:toHomeRate}, {:toHomeUnits} and {:toHomeSrcUnits}. A test compares it with
 * toHome over awkward amounts at a fractional rate.
 * @param {number} rate @param {Settings} settings
 * @returns {{ of: (column: string) => string, params: Record<string, number> }}
 */
function toHomeSql(rate, settings) {
  return {
    of: (column) =>
      `CAST(round(CAST(${column} AS REAL) * {:toHomeRate} * {:toHomeUnits} / {:toHomeSrcUnits}) AS INTEGER)`,
    params: {
      toHomeRate: rate,
      toHomeUnits: MINOR_UNITS[settings.homeCurrency] ?? 1,
      toHomeSrcUnits: MINOR_UNITS[settings.sourceCurrency] ?? 100,
    },
  };
}

/**
 * The service fee for a goods value (home currency): the percent of the first tier whose `upTo`
 * is at least the goods value (`null` = no limit) applied to the whole value, rounded, and never
 * below the minimum, which always applies (checkout refuses goods worth nothing anyway).
 * @param {number} goodsValue @param {Settings} settings
 * @returns {number}
 */
function serviceFee(goodsValue, settings) {
  const tiers = [...settings.serviceFeeTiers].sort(
    (a, b) => (a.upTo ?? Number.POSITIVE_INFINITY) - (b.upTo ?? Number.POSITIVE_INFINITY),
  );
  const tier =
    tiers.find((t) => t.upTo === null || t.upTo === undefined || goodsValue <= t.upTo) ?? tiers[tiers.length - 1];
  const percent = tier ? Number(tier.percent) || 0 : 0;
  return Math.max(settings.serviceFeeMin, Math.round((goodsValue * percent) / 100));
}

/** Bounds of an exchange rate (home units per source unit); the field allows up to 1,000,000. */
const RATE_MIN = 0.0001;
const RATE_MAX = 1_000_000;
/** A new rate further than this from the one in effect needs `confirmLargeChange: true`. */
const LARGE_RATE_CHANGE_PERCENT = 20;

/**
 * Refuses an exchange rate outside the bounds, or one moving more than 20 % from the rate in effect
 * for its pair without `confirmLargeChange: true` in the body. A back-dated rate (older than the
 * one in effect) never becomes the current one and is only bounds-checked.
 * @param {core.App} app @param {core.Record} record @param {Record<string, any>} body
 */
function validateRate(app, record, body) {
  const http = require(`${__hooks}/lib/http.js`);
  const rate = record.getFloat('rate');
  if (!(rate >= RATE_MIN && rate <= RATE_MAX)) {
    throw http.fieldError('rate', 'validation_out_of_range', `Must be between ${RATE_MIN} and ${RATE_MAX}.`);
  }
  const confirmed = http.bool(body, 'confirmLargeChange') === true;
  const from = record.getString('from');
  const to = record.getString('to');
  const rows = app.findRecordsByFilter(
    'exchange_rates',
    'from = {:from} && to = {:to} && effective_from <= @now && id != {:id}',
    '-effective_from',
    1,
    0,
    { from, to, id: record.id },
  );
  const current = rows[0];
  if (!current || confirmed) return;
  if (record.getDateTime('effective_from').unix() < current.getDateTime('effective_from').unix()) return;
  const previous = current.getFloat('rate');
  const change = ((rate - previous) / previous) * 100;
  if (Math.abs(change) > LARGE_RATE_CHANGE_PERCENT) {
    const sign = change > 0 ? '+' : '';
    throw http.badRequest(
      `The ${from}→${to} rate would move from ${previous} to ${rate} (${sign}${change.toFixed(1)} %), more than ${LARGE_RATE_CHANGE_PERCENT} %: send confirmLargeChange: true if this is intended.`,
      {
        rate: {
          code: 'validation_large_change',
          message: `Moves ${sign}${change.toFixed(1)} % from ${previous}; confirm the large change.`,
        },
      },
    );
  }
}

/**
 * Refuses service fee tiers that are not a non-empty list of `{ upTo, percent }` with percent
 * 0–100 and `upTo` positive whole amounts in increasing order (only the last may be null = no
 * limit), and a negative minimum fee.
 * @param {core.Record} record
 */
function validateSettings(record) {
  const http = require(`${__hooks}/lib/http.js`);
  const tiers = http.jsonField(record, 'service_fee_tiers', null);
  const invalid = (/** @type {string} */ message) =>
    http.fieldError('service_fee_tiers', 'validation_invalid_tiers', message);
  if (!Array.isArray(tiers) || tiers.length === 0 || tiers.length > 20) {
    throw invalid('Give 1 to 20 tiers of { upTo, percent }.');
  }
  let previous = 0;
  tiers.forEach((tier, index) => {
    if (!tier || typeof tier !== 'object' || Array.isArray(tier)) throw invalid('Each tier is { upTo, percent }.');
    const percent = tier.percent;
    if (typeof percent !== 'number' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
      throw invalid(`Tier ${index + 1}: percent must be between 0 and 100.`);
    }
    const last = index === tiers.length - 1;
    if (tier.upTo === null || tier.upTo === undefined) {
      if (!last) throw invalid(`Tier ${index + 1}: only the last tier may have no upper limit.`);
      return;
    }
    if (!Number.isSafeInteger(tier.upTo) || tier.upTo <= previous) {
      throw invalid(`Tier ${index + 1}: upTo must be a whole amount above ${previous} (tiers in increasing order).`);
    }
    previous = tier.upTo;
  });
  if (record.getInt('service_fee_min') < 0) {
    throw http.fieldError('service_fee_min', 'validation_min', 'Must be at least 0.');
  }
}

module.exports = {
  loadSettings,
  loadCurrencies,
  currentRate,
  rateOrZero,
  serviceFee,
  toHome,
  toHomeSql,
  validateRate,
  validateSettings,
  MINOR_UNITS,
  RATE_MIN,
  RATE_MAX,
  LARGE_RATE_CHANGE_PERCENT,
};
