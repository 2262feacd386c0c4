/*
 * The support domain: a customer's one conversation with the team, its messages (text and
 * pictures, read marks both ways) and the staff inbox. The customer chat and the staff inbox read,
 * write and refresh through here. Imported as `@fwd/shared-contracts/domains/support`.
 */
import {
  fileUrl,
  queryKeys,
  where,
  type ConversationRecord,
  type ListParams,
  type MessageRecord,
  type UserRecord,
} from '@fwd/shared-contracts';
import { ensureConversation, getThread, markMessagesRead, sendMessage } from './api/support';

export { ensureConversation, getThread, markMessagesRead, sendMessage };

/**
 * A message of a thread. `expand.author_staff` holds the staff member's name only where the reader
 * may see it (staff do; customers do not: PocketBase then leaves the expand out without an error).
 */
export type MessageRow = MessageRecord & { expand?: { author_staff?: { id: string; name?: string } } };
export type SupportCustomer = Pick<UserRecord, 'id' | 'code' | 'name' | 'balance'>;
export type ConversationRow = ConversationRecord & { expand?: { user?: SupportCustomer } };

/** Where the chat is: the link of the server's "Support replied" notifications. */
export const SUPPORT_PATH = '/account/conversation';

/** Messages shown per "page" of the customer's history. */
export const THREAD_PAGE = 30;

export const supportDomain = {
  collection: 'conversations',
  /** What each write refreshes, for the customer's chat and the staff inbox alike. */
  refreshes: {
    /** A message, or the first one that opens the conversation (the server recounts unread). */
    send: ['messages', 'conversations'],
    /** Read marks (the server recounts the conversation's unread). */
    read: ['messages', 'conversations'],
  },
  staff: {
    /** Conversations with unread customer messages first, then the most recent. */
    inbox: {
      defaultSort: '-staff_unread,-last_message_at',
      sorts: ['-staff_unread,-last_message_at'],
      expand: 'user',
      fields: '*,expand.user.id,expand.user.code,expand.user.name,expand.user.balance',
    },
  },
} as const;

/** The customer's one conversation (unique per user), or none yet. */
export function conversationParams(userId: string): ListParams {
  return { perPage: 1, skipTotal: true, filter: where('user = {:me}', { me: userId }) };
}

/** A conversation as the staff open it, with its customer. */
export const staffConversationParams: ListParams = { expand: 'user' };

/** The newest 200 messages of a conversation, oldest first (the staff view). */
export function messagesParams(conversationId: string): ListParams {
  return {
    perPage: 200,
    sort: 'created',
    expand: 'author_staff',
    filter: where('conversation = {:id}', { id: conversationId }),
  };
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

/** The customer's messages a staff member has not read yet. */
export function unreadByStaff(messages: readonly MessageRow[]): string[] {
  return messages.filter((message) => message.author_user && !message.read_at).map((message) => message.id);
}

/** The address of a picture of a message (a protected field: `token` from `useFileToken`). */
export function pictureUrl(message: MessageRecord, filename: string, token: string | undefined, thumb?: string) {
  return fileUrl(message, 'attachments', filename, { token, thumb });
}
