/** Currencies' minor units (ISO 4217). Money is always an integer in minor units. */
const MINOR_UNITS: Record<string, number> = { VND: 0, CNY: 2, USD: 2, JPY: 0, KRW: 0, EUR: 2 };

export function minorUnits(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

/*
 * Intl formatters are costly to make (a list of 50 prices made 50 of them, a measurable share of a
 * results page's first render on a phone) and free to reuse: one per locale and options.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.NumberFormat | undefined;
  if (!format) made.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = made.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) made.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const digits = minorUnits(currency);
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
