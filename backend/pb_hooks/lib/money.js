/// <reference path="../../pb_data/types.d.ts" />
// @ts-check

// Money shown to people: amounts are stored in the currency's minor unit (VND has none, CNY fen).

/** Digits after the decimal point of each currency's minor unit; unknown codes get 2. */
const MINOR_DIGITS = /** @type {Record<string, number>} */ ({ VND: 0, CNY: 2, USD: 2, EUR: 2, JPY: 0, KRW: 0 });

/**
 * An amount in minor units as text with thousands separators and the code after the number,
 * e.g. `formatMoney(250000, 'VND')` = "250,000 VND", `formatMoney(1250, 'CNY')` = "12.50 CNY".
 * @param {number} amountMinor @param {string} currency
 */
function formatMoney(amountMinor, currency) {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const minor = Math.round(Number(amountMinor) || 0);
  const sign = minor < 0 ? '-' : '';
  const abs = String(Math.abs(minor)).padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = digits > 0 ? `.${abs.slice(abs.length - digits)}` : '';
  return `${sign}${whole}${fraction} ${currency}`;
}

module.exports = { formatMoney, MINOR_DIGITS };
