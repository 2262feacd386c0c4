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
