import type { ListTableOptions } from '@fwd/shared-ui';
import { addressListParams } from '@fwd/shared-contracts/domains/addresses';

/** The customer's address book for `useListTable('addresses', ...)`: their own, default first, live. */
export function addressList(userId: string): ListTableOptions {
  const { filter = '', sort = '', expand } = addressListParams(userId, 1);
  return { filter: () => filter, defaultSort: sort, sorts: [sort], expand, live: 'customer' };
}
