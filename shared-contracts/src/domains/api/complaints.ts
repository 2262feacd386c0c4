import { pb, type ComplaintMessageRecord, type ComplaintRecord } from '@fwd/shared-contracts';
import { resolveComplaint } from '@fwd/shared-contracts/api';

export interface NewComplaint {
  order?: string;
  parcel?: string;
  fulfillment?: string;
  type: string;
  description: string;
  photos: File[];
}

export function createComplaint(userId: string, complaint: NewComplaint): Promise<ComplaintRecord> {
  const form = new FormData();
  form.append('user', userId);
  for (const subject of ['order', 'parcel', 'fulfillment'] as const) {
    const id = complaint[subject];
    if (id) form.append(subject, id);
  }
  form.append('type', complaint.type);
  form.append('description', complaint.description);
  for (const photo of complaint.photos) form.append('photos', photo);
  return pb.collection('complaints').create<ComplaintRecord>(form);
}

/** A message in the complaint's thread, by the customer or a staff member, maybe with pictures. */
export function postComplaintMessage(
  complaintId: string,
  author: { user: string } | { staff: string },
  body: string,
  pictures: File[] = [],
): Promise<ComplaintMessageRecord> {
  const form = new FormData();
  form.append('complaint', complaintId);
  if ('user' in author) form.append('author_user', author.user);
  else form.append('author_staff', author.staff);
  form.append('body', body);
  for (const picture of pictures) form.append('attachments', picture);
  return pb.collection('complaint_messages').create<ComplaintMessageRecord>(form);
}

/** Takes the complaint in hand: assigned to me, in progress. */
export function takeComplaint(id: string, me: string): Promise<ComplaintRecord> {
  return pb.collection('complaints').update<ComplaintRecord>(id, { assignee: me, status: 'in_progress' });
}

/** Resolves the complaint, maybe with a refund (capped by the server). */
export function resolveComplaintWith(id: string, resolution: string, refundAmount?: number | null) {
  return resolveComplaint(pb, id, refundAmount ? { resolution, refundAmount } : { resolution });
}

export function rejectComplaint(id: string, resolution: string) {
  return resolveComplaint(pb, id, { resolution, reject: true });
}
