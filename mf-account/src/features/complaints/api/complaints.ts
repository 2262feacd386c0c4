import {
  allOf,
  fileToken,
  fileUrl,
  pb,
  where,
  type ComplaintMessageRecord,
  type ComplaintRecord,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type ParcelRecord,
  type RefundRecord,
  type SettingsRecord,
  type StaffRecord,
} from '@fwd/shared-contracts';

export type ComplaintRow = ComplaintRecord & {
  expand?: { order?: OrderRecord; parcel?: ParcelRecord; fulfillment?: FulfillmentRecord; refund?: RefundRecord };
};
export type ComplaintMessageRow = ComplaintMessageRecord & { expand?: { author_staff?: StaffRecord } };

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTOS_MAX = 5;
export const DESCRIPTION_MAX = 2000;
export const MESSAGE_MAX = 2000;

/** What a complaint is about, and its refund. */
const ABOUT_EXPAND = 'order,parcel,fulfillment,refund';

/** One page of the customer's complaints, newest first, with what each is about. */
export function complaintListParams(userId: string, page: number): ListParams {
  return { page, filter: where('user = {:me}', { me: userId }), sort: '-created', expand: ABOUT_EXPAND };
}

export function complaintParams(): ListParams {
  return { expand: ABOUT_EXPAND };
}

/** The thread of a complaint, oldest first (a complaint's thread is short: one page of 200). */
export function messageParams(complaintId: string): ListParams {
  return {
    perPage: 200,
    skipTotal: true,
    sort: 'created',
    filter: where('complaint = {:complaint}', { complaint: complaintId }),
    expand: 'author_staff',
  };
}

/** The customer's recent orders, parcels and shipments, what a complaint can be about. */
export function recentOrdersParams(userId: string): ListParams {
  return { perPage: 50, skipTotal: true, sort: '-created', filter: where('user = {:me}', { me: userId }) };
}

export function recentParcelsParams(userId: string): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    sort: '-created',
    filter: allOf(where('user = {:me}', { me: userId }), "status != 'expected'"),
  };
}

/** Shipments once paid (a draft or a cancelled one has nothing to complain about). */
export function recentShipmentsParams(userId: string): ListParams {
  return {
    perPage: 50,
    skipTotal: true,
    sort: '-created',
    filter: allOf(where('user = {:me}', { me: userId }), "status != 'draft'", "status != 'cancelled'"),
  };
}

export interface NewComplaint {
  order: string;
  parcel: string;
  fulfillment: string;
  type: string;
  description: string;
  photos: File[];
}

export function createComplaint(userId: string, complaint: NewComplaint): Promise<ComplaintRecord> {
  const form = new FormData();
  form.append('user', userId);
  if (complaint.order) form.append('order', complaint.order);
  if (complaint.parcel) form.append('parcel', complaint.parcel);
  if (complaint.fulfillment) form.append('fulfillment', complaint.fulfillment);
  form.append('type', complaint.type);
  form.append('description', complaint.description);
  for (const photo of complaint.photos) form.append('photos', photo);
  return pb.collection('complaints').create<ComplaintRecord>(form);
}

export function postMessage(userId: string, complaintId: string, body: string): Promise<ComplaintMessageRecord> {
  return pb
    .collection('complaint_messages')
    .create<ComplaintMessageRecord>({ complaint: complaintId, author_user: userId, body });
}

/** A file token for the complaint's protected photos (valid a few minutes). */
export function getFileToken(): Promise<string> {
  return fileToken();
}

export function photoUrl(record: ComplaintRecord, name: string, token: string): string {
  return fileUrl(record, 'photos', name, { token });
}

/** The shop's settings (public): the home currency refunds are in. */
export function getShopSettings(signal: AbortSignal): Promise<SettingsRecord> {
  return pb
    .collection('settings')
    .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
}
