import { useTranslation } from 'react-i18next';
import { currentLanguage, LOCALES, type Language } from '../i18n/i18n';
import { parsePbDate } from './dates';
import { dateTimeFormat, numberFormat } from './intl';
import { formatMoney } from './money';
import { plainNumber } from './plain-number';
import { formatWeight } from './weight';

export interface Formatters {
  locale: string;
  money: (amountMinor: number, currency: string) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** A weight in kg, to 0.01 kg, without the unit (`formatWeight`). */
  weight: (kg: number) => string;
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
}

const toDate = (value: string | Date) => (typeof value === 'string' ? parsePbDate(value) : value);

export function formatters(language: Language = currentLanguage()): Formatters {
  const locale = LOCALES[language];
  return {
    locale,
    money: (amount, currency) => formatMoney(amount, currency, locale),
    number: (value, options) => plainNumber(value, locale, options) ?? numberFormat(locale, options).format(value),
    weight: (kg) => formatWeight(kg, locale),
    date: (value) => (value ? dateTimeFormat(locale, { dateStyle: 'medium' }).format(toDate(value)) : ''),
    dateTime: (value) =>
      value ? dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(toDate(value)) : '',
  };
}

const perLanguage = new Map<Language, Formatters>();

/**
 * Money, numbers and dates in the user's language; re-renders when the language changes. The
 * same object for as long as the language stays, so columns or callbacks memoised on it (a
 * DataTable's cells) are not rebuilt on every render.
 */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = (LOCALES as Record<string, string>)[i18n.language] ? (i18n.language as Language) : 'en';
  let cached = perLanguage.get(language);
  if (!cached) {
    cached = formatters(language);
    perLanguage.set(language, cached);
  }
  return cached;
}
