/**
 * The records the custom routes answer with, over the fields the pages rely on (ids, statuses,
 * money as integers in the currency's minor unit); other fields pass through untouched. Status
 * lists come from ../records, which backend/tests/schema-drift.test.ts keeps in step with the server.
 */
import { z } from 'zod/mini';
import {
  COMPLAINT_STATUSES,
  COMPLAINT_TYPES,
  FULFILLMENT_STATUSES,
  ORDER_STATUSES,
  PARCEL_OWNER_BASES,
  PARCEL_STATUSES,
  RECHARGE_STATUSES,
  REFUND_STATUSES,
  WALLET_TRANSACTION_KINDS,
} from '../records';
import { lazySchema } from './lazy-schema';

/** Money in a currency's minor unit. */
export const moneySchema = lazySchema(() => z.int());
const amount = lazySchema(() => moneySchema.check(z.nonnegative()));
/** A relation: a record id, or '' when empty. */
const relation = lazySchema(() => z.string());
/** A PocketBase date string, or '' when empty. */
const date = lazySchema(() => z.string());

const baseRecord = lazySchema(() => ({
  id: z.string(),
  collectionName: z.string(),
  created: date,
  updated: date,
}));

/** One step of a timeline (`status_history`): the status, when, and who moved it there. */
export function statusStepSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ status: z.enum(statuses), at: date, by: z.enum(['customer', 'staff', 'system']) });
}

/** A fulfillment's delivery address as it was when the draft was made (`address_snapshot`). */
export const addressSnapshotSchema = lazySchema(() =>
  z.strictObject({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    detail: z.string(),
    area: z.string(),
    area_name: z.string(),
    zone: z.string(),
  }),
);

/** A service fee tier of settings (`service_fee_tiers`): percent of the goods value up to `upTo`. */
export const serviceFeeTierSchema = lazySchema(() =>
  z.object({ upTo: z.nullable(z.int().check(z.positive())), percent: z.number() }),
);

export const orderRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    code: z.string(),
    user: relation,
    status: z.enum(ORDER_STATUSES),
    shop: z.string(),
    goods_value_src: amount,
    rate: z.number(),
    goods_value: amount,
    service_fee: amount,
    domestic_shipping: amount,
    total: amount,
    paid: amount,
    supplement_due: amount,
    seller_order_no: z.string(),
    tracking_codes: z.nullable(z.array(z.string())),
    status_history: z.nullable(z.array(statusStepSchema(ORDER_STATUSES))),
  }),
);

export const parcelRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    tracking_code: z.string(),
    user: relation,
    order: relation,
    status: z.enum(PARCEL_STATUSES),
    declared_value: amount,
    weight_kg: z.number(),
    length_cm: z.number(),
    width_cm: z.number(),
    height_cm: z.number(),
    volumetric_kg: z.number(),
    chargeable_kg: z.number(),
    photos: z.array(z.string()),
    shelf: z.string(),
    received_at: date,
    warehouse: relation,
    marked_code: z.string(),
    owner_basis: z.enum(['', ...PARCEL_OWNER_BASES]),
    in_review: z.boolean(),
    received_by: relation,
  }),
);

/** A shipment's fees as quoted, and as the fulfillment keeps them (home currency). */
export const fulfillmentFeesSchema = lazySchema(() =>
  z.object({
    shipping_fee: amount,
    storage_fee: amount,
    insurance: z.boolean(),
    declared_value: amount,
    insurance_fee: amount,
    total: amount,
  }),
);

export const fulfillmentRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    code: z.string(),
    user: relation,
    parcels: z.array(z.string()),
    address: relation,
    address_snapshot: z.nullable(addressSnapshotSchema),
    shipping_line: relation,
    chargeable_kg: z.number(),
    ...fulfillmentFeesSchema.shape,
    status: z.enum(FULFILLMENT_STATUSES),
    final_weight_kg: z.number(),
    final_length_cm: z.number(),
    final_width_cm: z.number(),
    final_height_cm: z.number(),
    carrier: z.string(),
    tracking_no: z.string(),
    paid_at: date,
    shipped_at: date,
    delivered_at: date,
    status_history: z.nullable(z.array(statusStepSchema(FULFILLMENT_STATUSES))),
  }),
);

export const rechargeRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    user: relation,
    amount,
    reference: z.string(),
    status: z.enum(RECHARGE_STATUSES),
    reviewed_by: relation,
    reviewed_at: date,
    reason: z.string(),
  }),
);

export const refundRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    user: relation,
    order: relation,
    fulfillment: relation,
    complaint: relation,
    amount,
    reason: z.string(),
    status: z.enum(REFUND_STATUSES),
    requested_by: relation,
    reviewed_by: relation,
    reviewed_at: date,
    review_note: z.string(),
  }),
);

export const walletTransactionRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    user: relation,
    /** Signed, never 0. */
    amount: moneySchema.check(z.refine((value) => value !== 0, 'A ledger row never moves 0.')),
    balance_after: amount,
    kind: z.enum(WALLET_TRANSACTION_KINDS),
    ref: z.string(),
    note: z.string(),
    actor: relation,
  }),
);

export const complaintRecordSchema = lazySchema(() =>
  z.looseObject({
    ...baseRecord,
    user: relation,
    order: relation,
    parcel: relation,
    type: z.enum(COMPLAINT_TYPES),
    description: z.string(),
    photos: z.array(z.string()),
    status: z.enum(COMPLAINT_STATUSES),
    resolution: z.string(),
    refund: relation,
  }),
);

/**
 * The shape of every JSON field of the business collections: backend/tests/json-fields.test.ts
 * checks this list against the server's JSON fields and parses what the server stores in each.
 */
export const JSON_FIELD_SCHEMAS = lazySchema(() => ({
  settings: { service_fee_tiers: z.nullable(z.array(serviceFeeTierSchema)) },
  /** A variant without a name shows its sku; without a price it costs the product's price. */
  products: {
    variants: z.nullable(
      z.array(
        z.object({
          sku: z.string(),
          name: z.optional(z.string()),
          price_src: z.optional(z.int().check(z.nonnegative())),
        }),
      ),
    ),
  },
  orders: {
    tracking_codes: z.nullable(z.array(z.string())),
    status_history: z.nullable(z.array(statusStepSchema(ORDER_STATUSES))),
  },
  fulfillments: {
    address_snapshot: z.nullable(addressSnapshotSchema),
    status_history: z.nullable(z.array(statusStepSchema(FULFILLMENT_STATUSES))),
  },
  /** A notification's message values by name (lib/notify.js): plain values, money, nested messages. */
  notifications: { values: z.nullable(z.record(z.string(), z.unknown())) },
  /** Whatever the audited record looked like: any JSON object. */
  audit_logs: {
    before: z.nullable(z.record(z.string(), z.unknown())),
    after: z.nullable(z.record(z.string(), z.unknown())),
  },
}));

export type OrderResponse = z.infer<typeof orderRecordSchema>;
export type ParcelResponse = z.infer<typeof parcelRecordSchema>;
export type FulfillmentResponse = z.infer<typeof fulfillmentRecordSchema>;
export type RechargeResponse = z.infer<typeof rechargeRecordSchema>;
export type RefundResponse = z.infer<typeof refundRecordSchema>;
export type WalletTransactionResponse = z.infer<typeof walletTransactionRecordSchema>;
export type ComplaintResponse = z.infer<typeof complaintRecordSchema>;
