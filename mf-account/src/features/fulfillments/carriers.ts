/**
 * Where a carrier lets anyone follow a parcel by its tracking number. Staff type the carrier's
 * name when a shipment leaves (free text), so names are matched loosely: case, spaces,
 * punctuation and Vietnamese marks are ignored, and the usual short and long names both work.
 */
const CARRIERS: { names: string[]; url: (trackingNo: string) => string }[] = [
  {
    names: ['vnpost', 'vietnampost', 'buudienvietnam', 'ems', 'vnpostems'],
    url: (no) => `https://vnpost.vn/vi-vn/dinh-vi/buu-pham?key=${no}`,
  },
  {
    names: ['viettelpost', 'viettel', 'vtp'],
    url: (no) => `https://viettelpost.vn/thong-tin-don-hang?peopleTracking=sender&orderNumber=${no}`,
  },
  {
    names: ['ghn', 'giaohangnhanh', 'ghnexpress'],
    url: (no) => `https://donhang.ghn.vn/?order_code=${no}`,
  },
  {
    names: ['ghtk', 'giaohangtietkiem'],
    url: (no) => `https://i.ghtk.vn/${no}`,
  },
  {
    names: ['jt', 'jtexpress', 'jandt', 'jtexpressvn'],
    url: (no) => `https://jtexpress.vn/vi/tracking?type=track&billcode=${no}`,
  },
];

/** A carrier's name reduced to its letters and digits, without marks ("J&T Express" → "jtexpress"). */
export function carrierKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** The carrier's public tracking page for this number, or null when the carrier is not known. */
export function trackingUrl(carrier: string, trackingNo: string): string | null {
  const no = trackingNo.trim();
  if (!no) return null;
  const key = carrierKey(carrier);
  const found = CARRIERS.find((entry) => entry.names.includes(key));
  return found ? found.url(encodeURIComponent(no)) : null;
}
