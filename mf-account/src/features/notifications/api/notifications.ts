import { allOf, pb, queryKeys, where, type NotificationRecord } from '@fwd/shared-contracts';
import { INBOX_PER_PAGE, inboxPage, type InboxPage, type InboxPart } from '../inbox';

export type NotificationRow = NotificationRecord;

const NEWEST_FIRST = '-created,-id';

function partFilter(userId: string, part: InboxPart): string {
  return allOf(where('user = {:me}', { me: userId }), part === 'unread' ? "read_at = ''" : "read_at != ''");
}

/** Key of one inbox page (starts with `notifications`, so events and marks refresh it). */
export function inboxKey(userId: string, page: number) {
  return queryKeys.custom('notifications', 'inbox', userId, page);
}

/** Page `page` of the customer's notifications: unread first, then read, each newest first. */
export function getInboxPage(userId: string, page: number, signal: AbortSignal): Promise<InboxPage<NotificationRow>> {
  return inboxPage<NotificationRow>(page, INBOX_PER_PAGE, (part, partPage, perPage) =>
    pb.collection('notifications').getList<NotificationRow>(partPage, perPage, {
      filter: partFilter(userId, part),
      sort: NEWEST_FIRST,
      ...(perPage === 1 ? { fields: 'id' } : {}),
      signal,
      requestKey: null,
    }),
  );
}

/** Marks one notification read: the only change a customer may make to it (`read_at`). */
export function markNotificationRead(id: string): Promise<NotificationRow> {
  return pb
    .collection('notifications')
    .update<NotificationRow>(id, { read_at: new Date().toISOString() }, { requestKey: null });
}

/** Ids of every unread notification of the customer (there is no bulk "mark all" route). */
export async function listUnreadIds(userId: string): Promise<string[]> {
  const rows = await pb.collection('notifications').getFullList<Pick<NotificationRow, 'id'>>({
    filter: partFilter(userId, 'unread'),
    sort: NEWEST_FIRST,
    fields: 'id',
    batch: 500,
    requestKey: null,
  });
  return rows.map((row) => row.id);
}
