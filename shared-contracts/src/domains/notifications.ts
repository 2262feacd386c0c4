/*
 * The notifications domain: a customer's inbox (unread first, then read, each newest first) and
 * marking read, the only change a customer may make to a notification. The inbox page, the support
 * chat (which reads its "Support replied" ones) and the header bell refresh through here. Imported
 * as `@fwd/shared-contracts/domains/notifications`.
 */
import { allOf, queryKeys, where, type NotificationRecord } from '@fwd/shared-contracts';
import { INBOX_PER_PAGE, inboxPage, type FetchPart, type InboxPage, type InboxPart } from './api/inbox-page';
import { getInboxPage, listUnreadIds, markNotificationRead, markNotificationsRead } from './api/notifications';

export { INBOX_PER_PAGE, inboxPage, type FetchPart, type InboxPage, type InboxPart };
export { getInboxPage, listUnreadIds, markNotificationRead, markNotificationsRead };

export type NotificationRow = NotificationRecord;

export const notificationsDomain = {
  collection: 'notifications',
  /** What marking one or all read refreshes (the inbox and the header bell). */
  refreshes: { read: ['notifications'] },
} as const;

/** Key of one inbox page (starts with `notifications`, so events and marks refresh it). */
export function inboxKey(userId: string, page: number) {
  return queryKeys.custom('notifications', 'inbox', userId, page);
}

/** The customer's unread notifications that link to `path` (the support chat reads its own). */
export function unreadLinkingParams(userId: string, path: string) {
  return {
    perPage: 50,
    skipTotal: true,
    fields: 'id',
    filter: allOf(where('user = {:me}', { me: userId }), "read_at = ''", where('link = {:link}', { link: path })),
  };
}
