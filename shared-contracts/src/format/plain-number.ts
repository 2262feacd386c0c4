/*
 * Prices and whole numbers in the app's two languages, written without Intl. A page's first
 * Intl.NumberFormat loads the browser's number data: 25–50 ms of a phone's main thread (100–200 ms
 * at Lighthouse's 4× CPU), paid by every page that shows a price, before it can show one
 * (docs/decisions.md). The text is Intl's own, character for character (plain-number.test.ts
 * compares them); what this does not know (another locale or currency, a fraction, an option)
 * answers null, and the caller asks Intl.
 */

interface Conventions {
  group: string;
  decimal: string;
  /** The currency symbol after the number, with a no-break space: `1.234 ₫`. */
  symbolAfter: boolean;
  symbols: Readonly<Record<string, string>>;
}

const EN: Conventions = {
  group: ',',
  decimal: '.',
  symbolAfter: false,
  symbols: { VND: '₫', CNY: 'CN¥', USD: '$', EUR: '€', JPY: '¥', KRW: '₩' },
};
const VI: Conventions = {
  group: '.',
  decimal: ',',
  symbolAfter: true,
  symbols: { VND: '₫', CNY: 'CN¥', USD: 'US$', EUR: '€', JPY: '¥', KRW: '₩' },
};
const BY_LOCALE: Readonly<Record<string, Conventions>> = { en: EN, 'en-US': EN, vi: VI, 'vi-VN': VI };

/** The options this writes itself; any other Intl option is left to Intl. */
const OWN_OPTIONS = new Set(['minimumFractionDigits', 'maximumFractionDigits']);
/** Every option Intl.NumberFormat reads (i18next passes its own values in the same object). */
const INTL_OPTIONS = new Set([
  'localeMatcher',
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingPriority',
  'roundingIncrement',
  'roundingMode',
  'trailingZeroDisplay',
  'notation',
  'compactDisplay',
  'useGrouping',
  'signDisplay',
  'numberingSystem',
]);

function grouped(digits: string, separator: string): string {
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part}${separator}${out}` : part;
  }
  return out;
}

/** A safe integer of minor units as `1,234.50`, without its sign. */
function unsigned(minor: number, fractionDigits: number, conventions: Conventions): string {
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0');
  const whole = grouped(digits.slice(0, digits.length - fractionDigits), conventions.group);
  return fractionDigits ? `${whole}${conventions.decimal}${digits.slice(-fractionDigits)}` : whole;
}

const isPlainInteger = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

/**
 * `amountMinor` minor units of `currency` with `fractionDigits` decimals, as
 * `Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fractionDigits,
 * maximumFractionDigits: fractionDigits })` writes it; null when this cannot.
 */
export function plainMoney(
  amountMinor: number,
  currency: string,
  fractionDigits: number,
  locale: string,
): string | null {
  const conventions = BY_LOCALE[locale];
  const symbol = conventions?.symbols[currency];
  if (!conventions || !symbol || !isPlainInteger(amountMinor)) return null;
  const sign = amountMinor < 0 ? '-' : '';
  const number = unsigned(amountMinor, fractionDigits, conventions);
  return conventions.symbolAfter ? `${sign}${number}\u00a0${symbol}` : `${sign}${symbol}${number}`;
}

/**
 * A whole number as `Intl.NumberFormat(locale, options)` writes it, when `options` hold at most
 * the fraction digits (other keys, such as i18next's values, are ignored as Intl ignores them);
 * null when this cannot.
 */
export function plainNumber(value: number, locale: string, options: object = {}): string | null {
  const conventions = BY_LOCALE[locale];
  if (!conventions || !isPlainInteger(value)) return null;
  const set = options as Record<string, unknown>;
  for (const key of Object.keys(set)) {
    if (INTL_OPTIONS.has(key) && !OWN_OPTIONS.has(key) && set[key] !== undefined) return null;
  }
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max } = set;
  if (typeof min !== 'number' || !Number.isInteger(min) || min < 0 || min > 20) return null;
  if (max !== undefined && (typeof max !== 'number' || !Number.isInteger(max) || max < min || max > 20)) return null;
  const sign = value < 0 ? '-' : '';
  const whole = grouped(String(Math.abs(value)), conventions.group);
  return min ? `${sign}${whole}${conventions.decimal}${'0'.repeat(min)}` : `${sign}${whole}`;
}
