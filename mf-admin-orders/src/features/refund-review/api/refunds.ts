import {
  allOf,
  pb,
  useRecord,
  where,
  type FulfillmentRecord,
  type OrderRecord,
  type RefundRecord,
  type UserRecord,
} from '@fwd/shared-contracts';
import { approveRefund, rejectRefund } from '@fwd/shared-contracts/api';
import type { ListTableOptions } from '@fwd/shared-ui';

export type RefundRow = RefundRecord & {
  expand?: {
    user?: Pick<UserRecord, 'id' | 'code' | 'name'>;
    order?: Pick<OrderRecord, 'id' | 'code'>;
    fulfillment?: Pick<FulfillmentRecord, 'id' | 'code'>;
    requested_by?: { id: string; name: string };
  };
};

const EXPAND = 'user,order,fulfillment,requested_by';

/** The queue's text filters, each a URL param (and its field's words, `refundReview.<name>`). */
export const REFUND_FILTERS = ['customer', 'code'] as const;

/** The queue for `useListTable('refunds', REFUND_QUEUE)`: by status (requested first), oldest first. */
export const REFUND_QUEUE: ListTableOptions = {
  filters: REFUND_FILTERS,
  filter: ({ customer, code }) =>
    allOf(
      customer?.trim() && where('user.code = {:code}', { code: customer.trim().toUpperCase() }),
      code?.trim() && where('order.code = {:for} || fulfillment.code = {:for}', { for: code.trim().toUpperCase() }),
    ),
  defaultSort: 'created',
  expand: EXPAND,
  tabs: { machine: 'refund', initial: 'requested' },
  live: 'refunds',
};

export function useRefund(id: string) {
  return useRecord<'refunds', RefundRow>('refunds', id, { expand: EXPAND });
}

export const approve = (id: string, reason: string) => approveRefund(pb, id, reason ? { reason } : {});
export const reject = (id: string, reason: string) => rejectRefund(pb, id, { reason });
