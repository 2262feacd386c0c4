// Component tests render the page inside the shell's providers; only tests cross this boundary.
// eslint-disable-next-line import-x/no-restricted-paths
import { json, listResult, type FetchStub } from '../../../shell/src/testing/render-route';
import { ME } from './fixtures';

type Step = { status: string; at: string; by: 'customer' | 'staff' | 'system' };

/** The air line to Ha Noi every test shipment travels on. */
export const FAST_AIR = {
  id: 'line00000000001',
  collectionName: 'shipping_lines',
  name: 'Fast Air',
  kind: 'air_express',
  zone: 'HN',
  price_per_kg: 150_000,
  min_kg: 1,
  eta_days: 4,
  active: true,
};

/**
 * A shipment of mine at `status`, expanded as the pages ask for it: one parcel of 1.3 kg to Ha
 * Noi on Fast Air, uninsured, paid unless a draft or cancelled; `extra` for what a test is about.
 */
export function shipmentRecord(id: string, code: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    collectionId: 'pbc_fulfillments',
    collectionName: 'fulfillments',
    created: '2026-11-20 09:00:00.000Z',
    updated: '2026-11-20 09:00:00.000Z',
    code,
    user: ME,
    parcels: ['parcel000000001'],
    address: 'address00000001',
    address_snapshot: {
      id: 'address00000001',
      name: 'Lan Nguyen',
      phone: '+84912345678',
      detail: '12 Kim Ma',
      area: 'district0000001',
      area_name: 'Ba Dinh, Ha Noi, North',
      zone: 'HN',
    },
    shipping_line: FAST_AIR.id,
    chargeable_kg: 1.3,
    shipping_fee: 195_001,
    storage_fee: 7_000,
    insurance: false,
    declared_value: 500_000,
    insurance_fee: 0,
    total: 202_001,
    status,
    final_weight_kg: 0,
    final_length_cm: 0,
    final_width_cm: 0,
    final_height_cm: 0,
    carrier: '',
    tracking_no: '',
    paid_at: status === 'draft' || status === 'cancelled' ? '' : '2026-11-20 10:00:00.000Z',
    shipped_at: '',
    delivered_at: '',
    status_history: [{ status: 'draft', at: '2026-11-20 09:00:00.000Z', by: 'customer' }] as Step[],
    expand: {
      parcels: [
        { id: 'parcel000000001', collectionName: 'parcels', tracking_code: 'YT0000000001', chargeable_kg: 1.3 },
      ],
      shipping_line: FAST_AIR,
    },
    ...extra,
  };
}

/**
 * PocketBase's answers for one collection of mine as a list page asks for it: the list (only with
 * my owner filter, narrowed by a `status = "…"` tab), one record by id, a 404 for any other id.
 */
export function myRecords<Row extends { id: string; status: string }>(
  collection: string,
  rows: () => readonly Row[],
): FetchStub {
  const base = `/api/collections/${collection}/records`;
  return (url) => {
    const path = url.pathname;
    if (path === base) {
      const filter = url.searchParams.get('filter') ?? '';
      if (!filter.includes(`user = "${ME}"`)) return json(listResult([]));
      const status = /status = "(\w+)"/.exec(filter)?.[1];
      return json(listResult(rows().filter((row) => !status || row.status === status)));
    }
    if (!path.startsWith(`${base}/`)) return undefined;
    const found = rows().find((row) => path === `${base}/${row.id}`);
    return found ? json(found) : json({ status: 404, message: "The requested resource wasn't found.", data: {} }, 404);
  };
}
