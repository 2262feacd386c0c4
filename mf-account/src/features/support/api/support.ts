import {
  allOf,
  fileUrl,
  pb,
  queryKeys,
  useFileToken as useSessionFileToken,
  where,
  type ConversationRecord,
  type ListParams,
  type MessageRecord,
  type NotificationRecord,
} from '@fwd/shared-contracts';

/**
 * A message of the thread. `expand.author_staff` holds the staff member's name only if the server
 * lets the customer read it (today it does not: the staff collection is closed to customers, and
 * PocketBase then leaves the expand out without an error).
 */
export type MessageRow = MessageRecord & { expand?: { author_staff?: { id: string; name?: string } } };

/** Where the chat is: the link of the server's "Support replied" notifications. */
export const SUPPORT_PATH = '/account/conversation';

/** Messages shown per "page" of history. */
export const THREAD_PAGE = 30;
/** The largest page asked of PocketBase at once (a multiple of THREAD_PAGE). */
const CHUNK = 300;
const NEWEST_FIRST = '-created,-id';

/** The customer's one conversation (unique per user), or none yet. */
export function conversationParams(userId: string): ListParams {
  return { perPage: 1, skipTotal: true, filter: where('user = {:me}', { me: userId }) };
}

/** The newest `count` messages of a conversation, oldest first, and whether earlier ones exist. */
export interface Thread {
  items: MessageRow[];
  hasEarlier: boolean;
}

/** Key of the thread holding the newest `count` messages (starts with `messages`, so events refresh it). */
export function threadKey(conversationId: string, count: number) {
  return queryKeys.custom('messages', 'thread', conversationId, count);
}

/**
 * Reads the newest `count` messages (newest first from the server, in chunks of at most 300) and
 * returns them oldest first. A message arriving between two chunks is not shown twice.
 */
export async function getThread(conversationId: string, count: number, signal: AbortSignal): Promise<Thread> {
  const perPage = Math.min(count, CHUNK);
  const chunks = Math.ceil(count / perPage);
  const seen = new Set<string>();
  const newestFirst: MessageRow[] = [];
  let total = 0;
  for (let page = 1; page <= chunks; page += 1) {
    const result = await pb.collection('messages').getList<MessageRow>(page, perPage, {
      filter: where('conversation = {:conversation}', { conversation: conversationId }),
      sort: NEWEST_FIRST,
      expand: 'author_staff',
      signal,
      requestKey: null,
    });
    if (page === 1) total = result.totalItems;
    for (const message of result.items) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      newestFirst.push(message);
    }
    if (result.items.length < perPage) break;
  }
  const items = newestFirst.slice(0, count).reverse();
  return { items, hasEarlier: total > items.length };
}

/**
 * The customer's conversation, created if there is none yet. The server's hook answers a second
 * create with the existing conversation (get-or-create), so this is safe to call again.
 */
export function ensureConversation(userId: string): Promise<ConversationRecord> {
  return pb.collection('conversations').create<ConversationRecord>({ user: userId });
}

/** Sends a message (text and/or pictures); the server sets its author from the session. */
export function sendMessage(input: {
  conversationId: string;
  userId: string;
  body: string;
  pictures: File[];
}): Promise<MessageRow> {
  const form = new FormData();
  form.append('conversation', input.conversationId);
  form.append('author_user', input.userId);
  form.append('body', input.body);
  for (const picture of input.pictures) form.append('attachments', picture, picture.name);
  return pb.collection('messages').create<MessageRow>(form);
}

/**
 * Marks staff messages as read: the customer may set `read_at` (and nothing else) on the other
 * side's messages of their own conversation. One request per message; every one is tried.
 */
export async function markMessagesRead(ids: string[]): Promise<void> {
  const readAt = new Date().toISOString();
  const results = await Promise.allSettled(
    ids.map((id) => pb.collection('messages').update(id, { read_at: readAt }, { requestKey: null })),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** The customer's unread "Support replied" notifications, which the open chat has answered. */
export function supportNotificationsParams(userId: string): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    fields: 'id',
    filter: allOf(
      where('user = {:me}', { me: userId }),
      "read_at = ''",
      where('link = {:link}', { link: SUPPORT_PATH }),
    ),
  };
}

/** Marks notifications read (the customer may change only `read_at` of their own). */
export async function markNotificationsRead(ids: string[]): Promise<void> {
  const readAt = new Date().toISOString();
  await Promise.allSettled(
    ids.map((id) =>
      pb.collection('notifications').update<NotificationRecord>(id, { read_at: readAt }, { requestKey: null }),
    ),
  );
}

/** The address of a picture of a message, opened with a file token (the field is protected). */
export function pictureUrl(message: MessageRow, filename: string, token: string, thumb?: string): string {
  return fileUrl(message, 'attachments', filename, { token, thumb });
}

/** The signed-in customer's file token for their protected pictures (shared-contracts renews it). */
export function useFileToken(enabled: boolean) {
  return { data: useSessionFileToken(enabled) };
}
