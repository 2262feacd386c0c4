import {
  fileUrl,
  pb,
  where,
  useList,
  useRecord,
  type ConversationRecord,
  type MessageRecord,
  type OrderRecord,
  type UserRecord,
} from '@fwd/shared-contracts';

export type Customer = Pick<UserRecord, 'id' | 'code' | 'name' | 'balance'>;
export type ConversationRow = ConversationRecord & { expand?: { user?: Customer } };
export type MessageRow = MessageRecord & { expand?: { author_staff?: { id: string; name: string } } };

/** Conversations with unread customer messages first, then the most recent. */
export function useInbox(page: number) {
  return useList<'conversations', ConversationRow>('conversations', {
    page,
    sort: '-staff_unread,-last_message_at',
    expand: 'user',
    fields: '*,expand.user.id,expand.user.code,expand.user.name,expand.user.balance',
  });
}

export function useConversation(id: string) {
  return useRecord<'conversations', ConversationRow>('conversations', id, { expand: 'user' });
}

/** The newest 200 messages of a conversation, oldest first. */
export function useMessages(conversationId: string) {
  return useList<'messages', MessageRow>('messages', {
    perPage: 200,
    sort: 'created',
    expand: 'author_staff',
    filter: where('conversation = {:id}', { id: conversationId }),
  });
}

/** The customer's orders still under way, newest first. */
export function useOpenOrders(userId: string) {
  return useList<'orders', OrderRecord>(
    'orders',
    {
      perPage: 10,
      sort: '-created',
      fields: 'id,code,status,total',
      filter: where("user = {:user} && status != 'completed' && status != 'cancelled'", { user: userId }),
    },
    { enabled: !!userId },
  );
}

/** Marks the customer's unread messages read (the server recounts the conversation's unread). */
export async function markRead(messages: MessageRow[]): Promise<void> {
  const now = new Date().toISOString();
  for (const message of messages) {
    if (message.author_user && !message.read_at) {
      await pb.collection('messages').update(message.id, { read_at: now }, { requestKey: null });
    }
  }
}

export function reply(conversation: string, me: string, body: string, pictures: File[]) {
  const form = new FormData();
  form.append('conversation', conversation);
  form.append('author_staff', me);
  form.append('body', body);
  for (const picture of pictures) form.append('attachments', picture);
  return pb.collection('messages').create(form);
}

/** A picture of a message (a protected file: `token` from `useFileToken`). */
export function attachmentUrl(message: MessageRecord, name: string, token: string): string {
  return fileUrl(message, 'attachments', name, { token });
}
