import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../format/intl';
import { useFormat, type Formatters } from '../format/use-format';
import { registerNamespace, type Catalog } from './i18n';

/**
 * A value of a notification's message: shown as it is (a string or number), or formatted for the
 * reader (an amount in the currency's minor unit, a number, an ISO date), or another message of
 * the catalog, or a list of values joined by spaces. The server writes them (backend lib/notify.js).
 */
export type NotificationValue =
  | string
  | number
  | { money: number; currency: string }
  | { number: number }
  | { date: string }
  | { key: string; values?: NotificationValues }
  | NotificationValue[];
export type NotificationValues = { [name: string]: NotificationValue };

/** What a notification's text is made of (a `notifications` row). */
export interface NotificationMessage {
  title: string;
  body: string;
  key?: string;
  values?: NotificationValues | null;
}

/** The namespace of the notification catalog (`i18n/notifications/<language>.json`). */
export const NOTIFY_NS = 'notify';

let registered: Promise<void> | undefined;

/**
 * Loads the notification catalog for the language on screen and each one switched to. It is a
 * byte-identical copy of the backend's (`backend/pb_hooks/lib/notification-words`), which writes
 * the English fallback text and the e-mails from it.
 */
export function loadNotificationWords(): Promise<void> {
  registered ??= registerNamespace(NOTIFY_NS, (language) =>
    import(`./notifications/${language}.json`).then((m: { default: Catalog }) => m.default),
  );
  return registered;
}

type Translate = (key: string, options: Record<string, unknown>) => string;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A date of the message: a day (`2026-01-31`) is that calendar day wherever the reader is. */
function formatDay(value: string, format: Formatters): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return format.date(value);
  return dateTimeFormat(format.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
}

/** One value as the reader's text. */
export function renderNotificationValue(value: unknown, t: Translate, format: Formatters): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((item) => renderNotificationValue(item, t, format))
      .filter(Boolean)
      .join(' ');
  }
  if (!isObject(value)) return String(value);
  if (typeof value.money === 'number' && typeof value.currency === 'string') {
    return format.money(value.money, value.currency);
  }
  if (typeof value.number === 'number') return format.number(value.number);
  if (typeof value.date === 'string') return formatDay(value.date, format);
  if (typeof value.key === 'string') return renderMessage(value.key, value.values, t, format);
  return '';
}

function renderMessage(path: string, values: unknown, t: Translate, format: Formatters): string {
  const options: Record<string, unknown> = { defaultValue: '' };
  if (isObject(values)) {
    for (const [name, value] of Object.entries(values)) {
      // `count` stays a number: it picks the plural form.
      options[name] = name === 'count' && typeof value === 'number' ? value : renderNotificationValue(value, t, format);
    }
  }
  return t(path, options);
}

/**
 * A notification's title and body in the reader's language: its message key and values through
 * the catalog, or the stored text for a row without a key (made before keys) or a key the catalog
 * does not know (yet).
 */
export function notificationText(
  notification: NotificationMessage,
  t: Translate,
  format: Formatters,
): { title: string; body: string } {
  const { key, values } = notification;
  const title = key ? renderMessage(`${key}.title`, values, t, format) : '';
  if (!title) return { title: notification.title, body: notification.body };
  return { title, body: renderMessage(`${key}.body`, values, t, format) };
}

/**
 * `(notification) => { title, body }` in the language on screen; re-renders when the catalog
 * arrives or the language changes.
 */
export function useNotificationText(): (notification: NotificationMessage) => { title: string; body: string } {
  const { t } = useTranslation(NOTIFY_NS);
  const format = useFormat();
  useEffect(() => {
    void loadNotificationWords();
  }, []);
  return useCallback(
    (notification: NotificationMessage) => notificationText(notification, t as unknown as Translate, format),
    [t, format],
  );
}
