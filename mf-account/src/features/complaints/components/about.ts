import type { ComplaintRow } from '@fwd/shared-contracts/domains/complaints';

/** What a complaint is about: words of the `complaints.about` keys with their values, and its page. */
export function aboutOf(complaint: ComplaintRow): { key: string; code: string; to: string } {
  const { order, parcel, fulfillment } = complaint.expand ?? {};
  if (order) return { key: 'complaints.about.order', code: order.code, to: recordPage('order', order.id) };
  if (parcel)
    return { key: 'complaints.about.parcel', code: parcel.tracking_code, to: recordPage('parcel', parcel.id) };
  if (fulfillment) {
    return { key: 'complaints.about.shipment', code: fulfillment.code, to: recordPage('fulfillment', fulfillment.id) };
  }
  return { key: 'complaints.about.none', code: '', to: '' };
}

const recordPage = (page: string, id: string) => `/account/${page}?id=${encodeURIComponent(id)}`;
