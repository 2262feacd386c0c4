import { dateTimeFormat } from './intl';
/** PocketBase dates look like `2026-11-22 10:00:00.123Z`. */
export function parsePbDate(value: string): Date {
  return new Date(value.replace(' ', 'T'));
}

export function formatDateTime(value: string | Date, locale = 'en-GB'): string {
  const date = typeof value === 'string' ? parsePbDate(value) : value;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
