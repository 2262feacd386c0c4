import { numberFormat } from './intl';
import { plainMoney } from './plain-number';

/** Currencies' minor units (ISO 4217). Money is always an integer in minor units. */
const MINOR_UNITS: Record<string, number> = { VND: 0, CNY: 2, USD: 2, JPY: 0, KRW: 0, EUR: 2 };

export function minorUnits(currency: string): number {
  return MINOR_UNITS[currency.toUpperCase()] ?? 2;
}

export function formatMoney(amountMinor: number, currency: string, locale = 'en-US'): string {
  const digits = minorUnits(currency);
  const plain = plainMoney(amountMinor, currency.toUpperCase(), digits, locale);
  if (plain !== null) return plain;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
