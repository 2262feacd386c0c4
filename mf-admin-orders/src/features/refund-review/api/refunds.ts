import {
  allOf,
  pb,
  queryKeys,
  useApiQuery,
  useList,
  useRecord,
  where,
  type FulfillmentRecord,
  type OrderRecord,
  type RefundRecord,
  type UserRecord,
} from '@fwd/shared-contracts';
import { approveRefund, getRefundable, rejectRefund, type RefundableQuery } from '@fwd/shared-contracts/api';

export type RefundRow = RefundRecord & {
  expand?: {
    user?: Pick<UserRecord, 'id' | 'code' | 'name'>;
    order?: Pick<OrderRecord, 'id' | 'code'>;
    fulfillment?: Pick<FulfillmentRecord, 'id' | 'code'>;
    requested_by?: { id: string; name: string };
  };
};

const EXPAND = 'user,order,fulfillment,requested_by';

export function useRefundQueue(
  filters: { status: string; customer?: string; code?: string },
  page: number,
  sort: string,
) {
  return useList<'refunds', RefundRow>('refunds', {
    page,
    sort,
    expand: EXPAND,
    filter: allOf(
      where('status = {:status}', { status: filters.status }),
      filters.customer?.trim() && where('user.code = {:code}', { code: filters.customer.trim().toUpperCase() }),
      filters.code?.trim() &&
        where('order.code = {:for} || fulfillment.code = {:for}', { for: filters.code.trim().toUpperCase() }),
    ),
  });
}

export function useRefund(id: string) {
  return useRecord<'refunds', RefundRow>('refunds', id, { expand: EXPAND });
}

/** What is still refundable on the refund's order or shipment (the server's figure). */
export function useRefundable(refund: RefundRow | undefined) {
  const query: RefundableQuery | null = refund?.order
    ? { order: refund.order }
    : refund?.fulfillment
      ? { fulfillment: refund.fulfillment }
      : null;
  return useApiQuery(
    queryKeys.custom('refunds', 'refundable', query),
    (signal) => getRefundable(pb, query ?? { order: '' }, { signal }),
    { enabled: query !== null },
  );
}

export const approve = (id: string, reason: string) => approveRefund(pb, id, reason ? { reason } : {});
export const reject = (id: string, reason: string) => rejectRefund(pb, id, { reason });
