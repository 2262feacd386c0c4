import { allOf, pb, readOptions, where } from '@fwd/shared-contracts';
import type { NotificationRow } from '../notifications';
import { INBOX_PER_PAGE, inboxPage, type InboxPage, type InboxPart } from './inbox-page';

const NEWEST_FIRST = '-created,-id';

function partFilter(userId: string, part: InboxPart): string {
  return allOf(where('user = {:me}', { me: userId }), part === 'unread' ? "read_at = ''" : "read_at != ''");
}

/** Page `page` of the customer's notifications: unread first, then read, each newest first. */
export function getInboxPage(userId: string, page: number, signal?: AbortSignal): Promise<InboxPage<NotificationRow>> {
  return inboxPage<NotificationRow>(page, INBOX_PER_PAGE, (part, partPage, perPage) =>
    pb.collection('notifications').getList<NotificationRow>(partPage, perPage, {
      filter: partFilter(userId, part),
      sort: NEWEST_FIRST,
      ...(perPage === 1 ? { fields: 'id' } : {}),
      ...readOptions(signal),
    }),
  );
}

/** Marks one notification read: the only change a customer may make to it (`read_at`). */
export function markNotificationRead(id: string): Promise<NotificationRow> {
  return pb
    .collection('notifications')
    .update<NotificationRow>(id, { read_at: new Date().toISOString() }, readOptions());
}

/** Marks these notifications read, every one tried (there is no bulk route). */
export async function markNotificationsRead(ids: readonly string[]): Promise<void> {
  await Promise.allSettled(ids.map(markNotificationRead));
}

/** Ids of every unread notification of the customer. */
export async function listUnreadIds(userId: string): Promise<string[]> {
  const rows = await pb.collection('notifications').getFullList<Pick<NotificationRow, 'id'>>({
    filter: partFilter(userId, 'unread'),
    sort: NEWEST_FIRST,
    fields: 'id',
    batch: 500,
    ...readOptions(),
  });
  return rows.map((row) => row.id);
}
