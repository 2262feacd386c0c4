import { allOf, where, type ListParams } from '@fwd/shared-contracts';

/** The customer's unread notifications: only the count is read. */
export function unreadNotifications(userId: string): ListParams {
  return { perPage: 1, fields: 'id', filter: allOf(where('user = {:me}', { me: userId }), "read_at = ''") };
}

/** Support messages from customers that no staff member has read yet. */
export const unreadSupportMessages: ListParams = {
  perPage: 1,
  fields: 'id',
  filter: allOf("author_user != ''", "read_at = ''"),
};
