import {
  allOf,
  where,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type RefundRecord,
} from '@fwd/shared-contracts';
import type { ListTableOptions } from '@fwd/shared-ui';

export type OrderChoice = Pick<OrderRecord, 'id' | 'code' | 'shop'>;
export type FulfillmentChoice = Pick<FulfillmentRecord, 'id' | 'code'>;
export type RefundRow = RefundRecord & { expand?: { order?: OrderChoice; fulfillment?: FulfillmentChoice } };

/** Shipment statuses in which the customer has paid its total (backend lib/refunds.js). */
const PAID_SHIPMENT = ['paid', 'packing', 'packed', 'shipped', 'delivered'] as const;
/** The newest orders or shipments offered in the form's select (older ones come in by `?order=`). */
const CHOICES = 50;

/** What a refund request is for (its order or shipment), expanded in the list and the drawer. */
export const REFUND_EXPAND = 'order,fulfillment';

/** The customer's refund requests for `useListTable('refunds', ...)`: newest first, with the code of what each is for. */
export function refundList(userId: string): ListTableOptions {
  return {
    filter: () => where('user = {:me}', { me: userId }),
    defaultSort: '-created',
    sorts: ['-created'],
    expand: REFUND_EXPAND,
    live: 'customer',
  };
}

/** The customer's latest orders that were paid for (a cancelled one was refunded in full). */
export function paidOrdersParams(userId: string): ListParams {
  return {
    perPage: CHOICES,
    skipTotal: true,
    sort: '-created',
    fields: 'id,code,shop',
    filter: allOf(where('user = {:me}', { me: userId }), 'paid > 0'),
  };
}

/** The customer's latest shipments that were paid for. */
export function paidShipmentsParams(userId: string): ListParams {
  return {
    perPage: CHOICES,
    skipTotal: true,
    sort: '-created',
    fields: 'id,code',
    filter: allOf(
      where('user = {:me}', { me: userId }),
      PAID_SHIPMENT.map((status) => where('status = {:status}', { status })).join(' || '),
    ),
  };
}
