import { numberFormat } from './intl';
import { plainNumber } from './plain-number';

const OPTIONS: Intl.NumberFormatOptions = { maximumFractionDigits: 2 };

/**
 * A weight in kg as the reader writes numbers, to 0.01 kg (the finest a bench scale records), so a
 * sum of floats never shows its noise (2.9, not 2.9000000000000004). The unit is the sentence's.
 */
export function formatWeight(kg: number, locale = 'en-US'): string {
  const value = Number.isFinite(kg) ? Math.round(kg * 100) / 100 : 0;
  return plainNumber(value, locale, OPTIONS) ?? numberFormat(locale, OPTIONS).format(value);
}
