import type { OrderRecord, ParcelRecord } from '@fwd/shared-contracts';

/*
 * Records the account pages' tests answer the API with: one builder a record, its fields filled
 * with plain values, `extra` for what a test is about.
 */

/** The signed-in customer of `renderRoute({ session: 'customer' })`. */
export const ME = 'customer0000001';

/** The shop settings: prices in yuan, paid in dong. */
export const SETTINGS = { id: 'settings0000001', key: 'default', source_currency: 'CNY', home_currency: 'VND' };

/** An order of mine at `status` (placed by default), paid in full. */
export function orderRecord(id: string, code: string, extra: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id,
    collectionId: 'pbc_orders',
    collectionName: 'orders',
    created: '2026-11-02 09:00:00.000Z',
    updated: '2026-11-02 09:00:00.000Z',
    code,
    user: ME,
    status: 'placed',
    shop: 'Taobao Star Shop',
    goods_value_src: 12000,
    rate: 3500,
    goods_value: 420000,
    service_fee: 21000,
    domestic_shipping: 15000,
    total: 456000,
    paid: 456000,
    supplement_due: 0,
    seller_order_no: '',
    tracking_codes: null,
    note: '',
    status_history: [{ status: 'placed', at: '2026-11-02 09:00:00.000Z', by: 'customer' }],
    ...extra,
  };
}

type Counts = Partial<Record<string, number>>;

const STATUSES = {
  orders: ['placed', 'purchased', 'seller_shipped', 'at_warehouse', 'awaiting_supplement', 'completed', 'cancelled'],
  parcels: ['expected', 'received', 'unidentified', 'packing', 'shipped', 'delivered', 'returned'],
  fulfillments: ['draft', 'paid', 'packing', 'packed', 'shipped', 'delivered', 'cancelled'],
} as const;

const countsOf = (statuses: readonly string[], counts: Counts = {}) =>
  Object.fromEntries(statuses.map((status) => [status, counts[status] ?? 0]));

/** The answer of `/api/shop/summary`: every status counted 0 but those given, storage in `currency`. */
export function customerSummary(
  counts: { orders?: Counts; parcels?: Counts; fulfillments?: Counts } = {},
  currency = 'VND',
) {
  return {
    orders: countsOf(STATUSES.orders, counts.orders),
    parcels: countsOf(STATUSES.parcels, counts.parcels),
    fulfillments: countsOf(STATUSES.fulfillments, counts.fulfillments),
    storage: { freeDays: 30, feePerDay: 5000, currency, parcels: [] },
  };
}

/** A parcel as the pages read it, with whatever a test expands. */
export type ParcelRow = ParcelRecord & { expand?: Record<string, unknown> };

/** A parcel of mine at `status`, created on 1 November, nothing measured or described yet. */
export function parcelRecord(
  id: string,
  code: string,
  status: ParcelRecord['status'],
  extra: Partial<ParcelRow> = {},
): ParcelRow {
  return {
    id,
    collectionId: 'pbc_parcels',
    collectionName: 'parcels',
    created: '2026-11-01 09:00:00.000Z',
    updated: '2026-11-01 09:00:00.000Z',
    tracking_code: code,
    user: ME,
    order: '',
    status,
    description: '',
    declared_value: 0,
    weight_kg: 0,
    length_cm: 0,
    width_cm: 0,
    height_cm: 0,
    volumetric_kg: 0,
    chargeable_kg: 0,
    photos: [],
    shelf: '',
    received_at: '',
    warehouse: '',
    marked_code: '',
    owner_basis: 'declaration',
    in_review: false,
    received_by: '',
    ...extra,
  };
}

/** PocketBase's refusal of a payment whose total moved since it was shown (answer it with status 400). */
export function pricesChangedBody(total: number, expected: number, message: string) {
  return {
    status: 400,
    message: 'Prices changed.',
    data: { expectedTotal: { code: 'prices_changed', message, params: { total, expected } } },
  };
}
