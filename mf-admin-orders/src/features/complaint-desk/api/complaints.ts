import {
  fileUrl,
  allOf,
  pb,
  where,
  useList,
  useRecord,
  type ComplaintMessageRecord,
  type ComplaintRecord,
  type FulfillmentRecord,
  type ListParams,
  type OrderRecord,
  type ParcelRecord,
  type UserRecord,
} from '@fwd/shared-contracts';
import { resolveComplaint } from '@fwd/shared-contracts/api';

export type ComplaintRow = ComplaintRecord & {
  expand?: {
    user?: Pick<UserRecord, 'id' | 'code' | 'name'>;
    order?: Pick<OrderRecord, 'id' | 'code' | 'paid'>;
    parcel?: Pick<ParcelRecord, 'id' | 'tracking_code'>;
    fulfillment?: Pick<FulfillmentRecord, 'id' | 'code'>;
    assignee?: { id: string; name: string };
  };
};
export type ComplaintMessageRow = ComplaintMessageRecord & { expand?: { author_staff?: { id: string; name: string } } };

const EXPAND = 'user,order,parcel,fulfillment,assignee';

/** The queue: by status, oldest first (the longest waiting on top), maybe only mine or one customer's. */
export function complaintQueueParams(
  filters: { status?: string; mine?: string; customer?: string },
  me: string,
  page: number,
  sort: string,
): ListParams {
  return {
    page,
    sort,
    expand: EXPAND,
    filter: allOf(
      filters.status && where('status = {:status}', { status: filters.status }),
      filters.mine === '1' && where('assignee = {:me}', { me }),
      filters.customer?.trim() && where('user.code = {:code}', { code: filters.customer.trim().toUpperCase() }),
    ),
  };
}

export function useComplaint(id: string) {
  return useRecord<'complaints', ComplaintRow>('complaints', id, { expand: EXPAND });
}

export function useComplaintMessages(id: string) {
  return useList<'complaint_messages', ComplaintMessageRow>('complaint_messages', {
    perPage: 200,
    sort: 'created',
    expand: 'author_staff',
    filter: where('complaint = {:id}', { id }),
  });
}

/** A photo of the complaint (a protected file: `token` from `useFileToken`). */
export function photoUrl(record: ComplaintRecord, name: string, token: string): string {
  return fileUrl(record, 'photos', name, { token });
}

/** A picture in the complaint's thread (a protected file too). */
export function attachmentUrl(record: ComplaintMessageRecord, name: string, token: string): string {
  return fileUrl(record, 'attachments', name, { token });
}

/** Takes the complaint in hand: assigned to me, in progress. */
export function takeComplaint(id: string, me: string): Promise<ComplaintRecord> {
  return pb.collection('complaints').update<ComplaintRecord>(id, { assignee: me, status: 'in_progress' });
}

/** A reply in the complaint's thread, with pictures. */
export function replyToComplaint(complaint: string, me: string, body: string, pictures: File[]) {
  const form = new FormData();
  form.append('complaint', complaint);
  form.append('author_staff', me);
  form.append('body', body);
  for (const picture of pictures) form.append('attachments', picture);
  return pb.collection('complaint_messages').create(form);
}

export const resolve = (id: string, resolution: string, refundAmount?: number) =>
  resolveComplaint(pb, id, refundAmount ? { resolution, refundAmount } : { resolution });

export const reject = (id: string, resolution: string) => resolveComplaint(pb, id, { resolution, reject: true });
