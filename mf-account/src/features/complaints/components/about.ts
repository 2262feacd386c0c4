import type { ComplaintRow } from '../api/complaints';

/** What a complaint is about, as words of the `complaints.about` keys with their values. */
export function aboutOf(complaint: ComplaintRow): { key: string; code: string } {
  if (complaint.expand?.order) return { key: 'complaints.about.order', code: complaint.expand.order.code };
  if (complaint.expand?.parcel) return { key: 'complaints.about.parcel', code: complaint.expand.parcel.tracking_code };
  return { key: 'complaints.about.none', code: '' };
}
