/*
 * The complaints domain: a customer's complaint on an order, a parcel or a shipment, its photos,
 * its thread with the team, and the staff's take / resolve / reject. Customer pages and the staff
 * desk read, write and refresh through here. Imported as `@fwd/shared-contracts/domains/complaints`.
 */
import {
  allowedTransitions,
  allOf,
  fileUrl,
  where,
  type ComplaintMessageRecord,
  type ComplaintRecord,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type ParcelRecord,
  type RefundRecord,
  type UserRecord,
} from '@fwd/shared-contracts';

export {
  createComplaint,
  postComplaintMessage,
  rejectComplaint,
  resolveComplaintWith,
  takeComplaint,
  type NewComplaint,
} from './api/complaints';

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTOS_MAX = 5;
export const DESCRIPTION_MAX = 2000;
export const MESSAGE_MAX = 2000;

/** A complaint with what it is about (customer pages expand the refund, staff the customer and assignee). */
export type ComplaintRow = ComplaintRecord & {
  expand?: {
    user?: Pick<UserRecord, 'id' | 'code' | 'name'>;
    order?: Pick<OrderRecord, 'id' | 'code' | 'shop' | 'paid'>;
    parcel?: Pick<ParcelRecord, 'id' | 'tracking_code'>;
    fulfillment?: Pick<FulfillmentRecord, 'id' | 'code'>;
    refund?: Pick<RefundRecord, 'id' | 'amount' | 'status'>;
    assignee?: { id: string; name: string };
  };
};
export type ComplaintMessageRow = ComplaintMessageRecord & { expand?: { author_staff?: { id: string; name: string } } };

const CUSTOMER_EXPAND = 'order,parcel,fulfillment,refund';
const STAFF_EXPAND = 'user,order,parcel,fulfillment,assignee';

export const complaintsDomain = {
  collection: 'complaints',
  machine: 'complaint',
  /** What each write refreshes, for customer and staff pages alike. */
  refreshes: {
    open: ['complaints'],
    reply: ['complaint_messages'],
    take: ['complaints'],
    /** Resolving may pay a refund and posts the resolution in the thread. */
    decide: ['complaints', 'complaint_messages', 'refunds'],
  },
  customer: { expand: CUSTOMER_EXPAND, defaultSort: '-created' },
  staff: {
    expand: STAFF_EXPAND,
    /** The queue opens on the complaints waiting to be taken, the longest waiting first. */
    initialStatus: 'open',
    defaultSort: 'created',
    sorts: ['created', '-created'],
    filters: ['mine', 'customer'],
  },
} as const;

/** Whether the complaint still moves (staff may take, resolve or reject it; either side may write). */
export function complaintIsOpen(status: string): boolean {
  return allowedTransitions('complaint', status, 'staff').length > 0;
}

/** The customer's own complaints (their list's filter; newest first, `complaintsDomain.customer`). */
export function customerComplaintsFilter(userId: string): string {
  return where('user = {:me}', { me: userId });
}

/** The staff queue's filter besides its status tab: only mine, or one customer's (by code). */
export function complaintQueueFilter(me: string) {
  return (filters: Record<string, string>): string =>
    allOf(
      filters.mine === '1' && where('assignee = {:me}', { me }),
      filters.customer?.trim() && where('user.code = {:code}', { code: filters.customer.trim().toUpperCase() }),
    );
}

/** The thread of a complaint, oldest first (a complaint's thread is short: one page of 200). */
export function complaintMessagesParams(complaintId: string): ListParams {
  return {
    perPage: 200,
    skipTotal: true,
    sort: 'created',
    filter: where('complaint = {:complaint}', { complaint: complaintId }),
    expand: 'author_staff',
  };
}

/** What a customer can complain about: their recent orders, parcels once declared, shipments once paid. */
export const complaintSubjectsParams = {
  order: (userId: string): ListParams => recent(userId),
  parcel: (userId: string): ListParams => recent(userId, "status != 'expected'"),
  fulfillment: (userId: string): ListParams => recent(userId, "status != 'draft'", "status != 'cancelled'"),
};

function recent(userId: string, ...filters: string[]): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    sort: '-created',
    filter: allOf(where('user = {:me}', { me: userId }), ...filters),
  };
}

/** A photo of the complaint (a protected file: `token` from `useFileToken`). */
export function complaintPhotoUrl(record: ComplaintRecord, name: string, token: string | undefined): string {
  return fileUrl(record, 'photos', name, { token });
}

/** A picture in the complaint's thread (a protected file too). */
export function complaintAttachmentUrl(
  record: ComplaintMessageRecord,
  name: string,
  token: string | undefined,
): string {
  return fileUrl(record, 'attachments', name, { token });
}
