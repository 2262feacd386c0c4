import {
  COMPLAINT_STATUSES,
  FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  PARCEL_STATUSES,
  RECHARGE_STATUSES,
  REFUND_STATUSES,
  type ComplaintStatus,
  type FulfillmentStatus,
  type OrderStatus,
  type ParcelStatus,
  type RechargeStatus,
  type RefundStatus,
} from '@fwd/shared-contracts';

export type StatusMachine = 'order' | 'parcel' | 'fulfillment' | 'recharge' | 'refund' | 'complaint';
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** Every status of every state machine (DESIGN.md section 5), as the records define them. */
export const MACHINE_STATUSES = {
  order: ORDER_STATUSES,
  parcel: PARCEL_STATUSES,
  fulfillment: FULFILLMENT_STATUSES,
  recharge: RECHARGE_STATUSES,
  refund: REFUND_STATUSES,
  complaint: COMPLAINT_STATUSES,
} as const satisfies Record<StatusMachine, readonly string[]>;

/**
 * The one place that decides how a status looks. Waiting on the customer or staff is a warning,
 * work in progress is info, a happy end is success, a refused end is danger, an inert one neutral.
 */
export const STATUS_TONES: {
  order: Record<OrderStatus, StatusTone>;
  parcel: Record<ParcelStatus, StatusTone>;
  fulfillment: Record<FulfillmentStatus, StatusTone>;
  recharge: Record<RechargeStatus, StatusTone>;
  refund: Record<RefundStatus, StatusTone>;
  complaint: Record<ComplaintStatus, StatusTone>;
} = {
  order: {
    placed: 'info',
    purchased: 'info',
    seller_shipped: 'info',
    at_warehouse: 'info',
    completed: 'success',
    cancelled: 'neutral',
    awaiting_supplement: 'warning',
  },
  parcel: {
    expected: 'neutral',
    received: 'info',
    unidentified: 'warning',
    packing: 'info',
    shipped: 'info',
    delivered: 'success',
    returned: 'danger',
  },
  fulfillment: {
    draft: 'neutral',
    paid: 'info',
    packing: 'info',
    packed: 'info',
    shipped: 'info',
    delivered: 'success',
    cancelled: 'neutral',
  },
  recharge: { pending: 'warning', approved: 'success', rejected: 'danger' },
  refund: { requested: 'warning', approved: 'success', rejected: 'danger' },
  complaint: { open: 'warning', in_progress: 'info', resolved: 'success', rejected: 'danger' },
};

/** Translation key (namespace `ui`) of a status label, e.g. for filters and tabs: `t(statusLabelKey(...))`. */
export function statusLabelKey(machine: StatusMachine, status: string): `ui:status.${string}` {
  return `ui:status.${machine}.${status}`;
}

/** Tone of a status; an unknown one (a newer server) is neutral. */
export function statusTone(machine: StatusMachine, status: string): StatusTone {
  return (STATUS_TONES[machine] as Record<string, StatusTone | undefined>)[status] ?? 'neutral';
}
