import { pb, readOptions, where, type ConversationRecord } from '@fwd/shared-contracts';
import type { MessageRow, Thread } from '../support';

/** The largest page asked of PocketBase at once (a multiple of THREAD_PAGE). */
const CHUNK = 300;
const NEWEST_FIRST = '-created,-id';

/**
 * Reads the newest `count` messages (newest first from the server, in chunks of at most 300) and
 * returns them oldest first. A message arriving between two chunks is not shown twice.
 */
export async function getThread(conversationId: string, count: number, signal?: AbortSignal): Promise<Thread> {
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
      ...readOptions(signal),
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

/** Sends a message (text and/or pictures) as the customer or a staff member. */
export function sendMessage(input: {
  conversationId: string;
  author: { user: string } | { staff: string };
  body: string;
  pictures: File[];
}): Promise<MessageRow> {
  const form = new FormData();
  form.append('conversation', input.conversationId);
  if ('user' in input.author) form.append('author_user', input.author.user);
  else form.append('author_staff', input.author.staff);
  form.append('body', input.body);
  for (const picture of input.pictures) form.append('attachments', picture, picture.name);
  return pb.collection('messages').create<MessageRow>(form);
}

/**
 * Marks the other side's messages read (each side may set `read_at`, and nothing else, on the
 * other's messages). One request per message; every one is tried, the first failure is thrown.
 */
export async function markMessagesRead(ids: readonly string[]): Promise<void> {
  const readAt = new Date().toISOString();
  const results = await Promise.allSettled(
    ids.map((id) => pb.collection('messages').update(id, { read_at: readAt }, readOptions())),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
