import { complaintsDomain, customerComplaintsFilter } from '@fwd/shared-contracts/domains/complaints';
import type { ListTableOptions } from '@fwd/shared-ui';

/** The customer's complaints, newest first, with what each is about; live. */
export function complaintList(userId: string): ListTableOptions {
  return {
    filter: () => customerComplaintsFilter(userId),
    defaultSort: complaintsDomain.customer.defaultSort,
    expand: complaintsDomain.customer.expand,
    live: 'customer',
  };
}
