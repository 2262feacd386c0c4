import {
  allOf,
  pb,
  where,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type RefundRecord,
  type SettingsRecord,
} from '@fwd/shared-contracts';
import { getRefundable, type Refundable } from '@fwd/shared-contracts/api';

/** What a refund can be asked on: one of the customer's orders or shipments. */
export type RefundTarget = { order: string } | { fulfillment: string };

export type OrderChoice = Pick<OrderRecord, 'id' | 'code' | 'shop'>;
export type FulfillmentChoice = Pick<FulfillmentRecord, 'id' | 'code'>;
export type RefundRow = RefundRecord & { expand?: { order?: OrderChoice; fulfillment?: FulfillmentChoice } };

/** Shipment statuses in which the customer has paid its total (backend lib/refunds.js). */
const PAID_SHIPMENT = ['paid', 'packing', 'packed', 'shipped', 'delivered'] as const;
/** The newest orders or shipments offered in the form's select (older ones come in by `?order=`). */
const CHOICES = 50;

/** The customer's refund requests, newest first, with the code of what each is for. */
export function refundListParams(userId: string, page: number): ListParams {
  return {
    page,
    filter: where('user = {:me}', { me: userId }),
    sort: '-created',
    expand: 'order,fulfillment',
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

/** What a new request on this order or shipment may still ask: paid, refunded or pending, left. */
export function getRefundCap(target: RefundTarget, signal: AbortSignal): Promise<Refundable> {
  return getRefundable({ send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) }, target);
}

/** The shop's settings (public): the home currency refunds are paid in. */
export function getShopSettings(signal: AbortSignal): Promise<SettingsRecord> {
  return pb
    .collection('settings')
    .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
}

export interface NewRefund {
  target: RefundTarget;
  /** Home currency, minor units. */
  amount: number;
  reason: string;
}

/** Asks for a refund; the server checks the owner and caps the amount (a field error on `amount`). */
export function createRefund(userId: string, { target, amount, reason }: NewRefund): Promise<RefundRecord> {
  return pb.collection('refunds').create<RefundRecord>({ user: userId, ...target, amount, reason });
}
