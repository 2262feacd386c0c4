import { useList, useRecord, where, type OrderRecord } from '@fwd/shared-contracts';
import {
  messagesParams,
  staffConversationParams,
  type ConversationRow,
  type MessageRow,
} from '@fwd/shared-contracts/domains/support';

export function useConversation(id: string) {
  return useRecord<'conversations', ConversationRow>('conversations', id, staffConversationParams);
}

export function useMessages(conversationId: string) {
  return useList<'messages', MessageRow>('messages', messagesParams(conversationId));
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
