/**
 * Record types of the PocketBase collections (docs/schema.md). Field lists and select values are
 * also exported as runtime constants: backend/tests/schema-drift.test.ts compares them with the
 * running server's schema, so a migration and these types cannot drift apart unnoticed.
 *
 * Money is an integer in the currency's minor unit (`*_src`: source currency, others: home
 * currency). Relations are record ids ('' when empty), dates are PocketBase date strings
 * ('' when empty), file fields hold file names.
 */
import type PocketBase from 'pocketbase';
import type { RecordService } from 'pocketbase';
import type { NotificationValues } from './i18n/notification-text';

/** Fields every record has. */
export interface BaseRecord {
  id: string;
  collectionId: string;
  collectionName: string;
  created: string;
  updated: string;
}

/** Fields every auth record has (password and token key are never returned). */
export interface AuthRecord extends BaseRecord {
  email: string;
  emailVisibility: boolean;
  verified: boolean;
}

export const STAFF_ROLES = ['admin', 'sales', 'warehouse', 'finance'] as const;
export const AREA_KINDS = ['region', 'province', 'district'] as const;
export const SHIPPING_LINE_KINDS = ['air_express', 'air', 'sea'] as const;
export const PRODUCT_SOURCES = ['taobao', '1688', 'tmall', 'other'] as const;
export const ORDER_STATUSES = [
  'placed',
  'purchased',
  'seller_shipped',
  'at_warehouse',
  'completed',
  'cancelled',
  'awaiting_supplement',
] as const;
export const PARCEL_STATUSES = [
  'expected',
  'received',
  'unidentified',
  'packing',
  'shipped',
  'delivered',
  'returned',
] as const;
export const FULFILLMENT_STATUSES = [
  'draft',
  'paid',
  'packing',
  'packed',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const WALLET_TRANSACTION_KINDS = [
  'recharge',
  'order_payment',
  'order_refund',
  'supplement',
  'fulfillment_payment',
  'fulfillment_refund',
  'refund',
  'adjustment',
] as const;
export const RECHARGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const REFUND_STATUSES = ['requested', 'approved', 'rejected'] as const;
export const COMPLAINT_TYPES = ['missing_item', 'damaged', 'wrong_item', 'late', 'other'] as const;
export const COMPLAINT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;
export const CONVERSATION_STATUSES = ['open', 'closed'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];
export type AreaKind = (typeof AREA_KINDS)[number];
export type ShippingLineKind = (typeof SHIPPING_LINE_KINDS)[number];
export type ProductSource = (typeof PRODUCT_SOURCES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];
/** How a parcel's owner was decided (docs/parcels.md "Ownership"); evidence is `mark`, `order`, `staff`. */
export const PARCEL_OWNER_BASES = ['declaration', 'claim', 'mark', 'order', 'staff'] as const;
export type ParcelOwnerBasis = (typeof PARCEL_OWNER_BASES)[number];
export const PARCEL_CLAIM_SOURCES = ['declaration', 'owner', 'mark'] as const;
export const PARCEL_CLAIM_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ParcelClaimStatus = (typeof PARCEL_CLAIM_STATUSES)[number];
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
export type WalletTransactionKind = (typeof WALLET_TRANSACTION_KINDS)[number];
export type RechargeStatus = (typeof RECHARGE_STATUSES)[number];
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

/** A service fee tier: `percent` of the goods value up to `upTo` (home currency; null = no limit). */
export interface ServiceFeeTier {
  upTo: number | null;
  percent: number;
}

/** A product's variant; without a name it shows its sku, without a price it costs the product's. */
export interface ProductVariant {
  sku: string;
  name?: string;
  price_src?: number;
}

/** One step of a record's timeline: the status it moved to, when (PocketBase date) and by whom. */
export interface StatusStep<S extends string = string> {
  status: S;
  at: string;
  by: 'customer' | 'staff' | 'system';
}

/** The delivery address as it was when a fulfillment was created (lib/fulfillment-pricing.js). */
export interface AddressSnapshot {
  /** The address record it was copied from. */
  id: string;
  name: string;
  phone: string;
  detail: string;
  /** The district (areas id) and its path, `District, Province, Region`. */
  area: string;
  area_name: string;
  zone: string;
}

/** The languages a customer's account may be in (the app's `LANGUAGES`). */
export const USER_LANGUAGES = ['en', 'vi'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

export interface UserRecord extends AuthRecord {
  name: string;
  avatar: string;
  phone: string;
  /** Unique customer code (C10001, …), set by the server. */
  code: string;
  /** Wallet balance in home currency, set by the server only. */
  balance: number;
  default_address: string;
  /** The language of the customer's e-mails; set at sign-up and when they switch it ('' before). */
  language: '' | UserLanguage;
}

export interface StaffRecord extends AuthRecord {
  name: string;
  roles: StaffRole[];
  active: boolean;
}

export interface AreaRecord extends BaseRecord {
  name: string;
  kind: AreaKind;
  parent: string;
  zone: string;
}

export interface AddressRecord extends BaseRecord {
  user: string;
  name: string;
  phone: string;
  area: string;
  detail: string;
  is_default: boolean;
}

export interface WarehouseRecord extends BaseRecord {
  code: string;
  name: string;
  address: string;
  active: boolean;
}

export interface SettingsRecord extends BaseRecord {
  key: string;
  source_currency: string;
  home_currency: string;
  free_storage_days: number;
  storage_fee_per_day: number;
  insurance_rate: number;
  service_fee_tiers: ServiceFeeTier[] | null;
  service_fee_min: number;
  volumetric_divisor: number;
  /** Our bank account for top-ups, shown on the recharge page with a VietQR code. */
  bank_name: string;
  /** The bank's NAPAS BIN (6 digits), which VietQR codes name the bank by. */
  bank_bin: string;
  bank_account_no: string;
  bank_account_name: string;
  /** The smallest top-up a customer may ask for (home currency). */
  min_recharge: number;
}

export interface ExchangeRateRecord extends BaseRecord {
  from: string;
  to: string;
  /** One source unit in home units. */
  rate: number;
  effective_from: string;
}

export interface ShippingLineRecord extends BaseRecord {
  name: string;
  kind: ShippingLineKind;
  zone: string;
  price_per_kg: number;
  min_kg: number;
  eta_days: number;
  active: boolean;
}

export interface ProductRecord extends BaseRecord {
  title: string;
  description: string;
  images: string[];
  source: ProductSource;
  source_url: string;
  shop: string;
  price_src: number;
  variants: ProductVariant[] | null;
  active: boolean;
  /** Marketplace + item id of `source_url` (server-set), what a pasted link is matched by. */
  source_key: string;
}

export interface CollectionRecord extends BaseRecord {
  title: string;
  slug: string;
  description: string;
  image: string;
  products: string[];
  sort: number;
  active: boolean;
}

export interface CartItemRecord extends BaseRecord {
  user: string;
  /** Empty for a manual item. */
  product: string;
  sku: string;
  link: string;
  title: string;
  variant: string;
  image_url: string;
  shop: string;
  qty: number;
  unit_price_src: number;
  note: string;
}

export interface OrderRecord extends BaseRecord {
  code: string;
  user: string;
  status: OrderStatus;
  shop: string;
  goods_value_src: number;
  rate: number;
  goods_value: number;
  service_fee: number;
  domestic_shipping: number;
  total: number;
  paid: number;
  supplement_due: number;
  seller_order_no: string;
  tracking_codes: string[] | null;
  note: string;
  /** Every status the order has had, oldest first (server-set). */
  status_history: StatusStep<OrderStatus>[] | null;
}

export interface OrderItemRecord extends BaseRecord {
  order: string;
  product: string;
  title: string;
  variant: string;
  sku: string;
  link: string;
  image_url: string;
  qty: number;
  unit_price_src: number;
  note: string;
}

export interface ParcelRecord extends BaseRecord {
  tracking_code: string;
  /** Empty while the parcel is unidentified. */
  user: string;
  order: string;
  status: ParcelStatus;
  description: string;
  declared_value: number;
  weight_kg: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  volumetric_kg: number;
  chargeable_kg: number;
  photos: string[];
  shelf: string;
  received_at: string;
  warehouse: string;
  /** The customer code written on the parcel, as captured at inbound. */
  marked_code: string;
  /** Empty while nobody owns it. */
  owner_basis: ParcelOwnerBasis | '';
  /** Held for the warehouse's review of competing claims: it does not ship until staff decide. */
  in_review: boolean;
  /** The staff member who scanned it in. */
  received_by: string;
}

/** A customer's claim on a parcel whose owner is in question (server-written only). */
export interface ParcelClaimRecord extends BaseRecord {
  parcel: string;
  user: string;
  source: (typeof PARCEL_CLAIM_SOURCES)[number];
  description: string;
  declared_value: number;
  status: ParcelClaimStatus;
  decided_by: string;
}

export interface FulfillmentRecord extends BaseRecord {
  code: string;
  user: string;
  parcels: string[];
  address: string;
  address_snapshot: AddressSnapshot | null;
  shipping_line: string;
  chargeable_kg: number;
  shipping_fee: number;
  storage_fee: number;
  insurance: boolean;
  declared_value: number;
  insurance_fee: number;
  total: number;
  status: FulfillmentStatus;
  final_weight_kg: number;
  final_length_cm: number;
  final_width_cm: number;
  final_height_cm: number;
  carrier: string;
  tracking_no: string;
  paid_at: string;
  shipped_at: string;
  delivered_at: string;
  /** Every status the shipment has had, oldest first (server-set). */
  status_history: StatusStep<FulfillmentStatus>[] | null;
  /** The parcels ticked at the packing bench so far (server-set by the pick route). */
  picked: string[];
}

export interface WalletTransactionRecord extends BaseRecord {
  user: string;
  /** Signed, never 0. */
  amount: number;
  balance_after: number;
  kind: WalletTransactionKind;
  /** Unique together with kind (the id of the order, recharge, … it belongs to). */
  ref: string;
  note: string;
  /** The staff member who made it; empty for the customer's own payments. */
  actor: string;
}

/**
 * What a ledger line is about, as the server resolves its `ref` (backend/pb_hooks/lib/ledger-references.js):
 * the order, shipment or top-up with the code a person knows it by; a refund names its order or
 * shipment. Null for an adjustment or a record no longer there.
 */
export interface LedgerReference {
  collection: 'orders' | 'fulfillments' | 'recharges';
  id: string;
  code: string;
}

/** A ledger line as the records API reads it out: with `reference` (backend/pb_hooks/ledger-references.pb.js). */
export type LedgerLine = WalletTransactionRecord & { reference?: LedgerReference | null };

export interface RechargeRecord extends BaseRecord {
  user: string;
  amount: number;
  reference: string;
  proof: string;
  status: RechargeStatus;
  reviewed_by: string;
  reviewed_at: string;
  reason: string;
}

export interface RefundRecord extends BaseRecord {
  user: string;
  order: string;
  fulfillment: string;
  complaint: string;
  amount: number;
  reason: string;
  status: RefundStatus;
  requested_by: string;
  reviewed_by: string;
  reviewed_at: string;
  review_note: string;
}

export interface ComplaintRecord extends BaseRecord {
  user: string;
  order: string;
  parcel: string;
  /** The shipment it is about ('' when it is about an order or parcel). */
  fulfillment: string;
  type: ComplaintType;
  description: string;
  photos: string[];
  status: ComplaintStatus;
  resolution: string;
  refund: string;
  /** The sales member who took it in hand ('' while nobody has). */
  assignee: string;
}

export interface ComplaintMessageRecord extends BaseRecord {
  complaint: string;
  author_user: string;
  author_staff: string;
  body: string;
  attachments: string[];
}

export interface ConversationRecord extends BaseRecord {
  user: string;
  status: ConversationStatus;
  last_message_at: string;
  /** The customer's messages staff have not read yet (server-kept). */
  staff_unread: number;
}

export interface MessageRecord extends BaseRecord {
  conversation: string;
  author_user: string;
  author_staff: string;
  body: string;
  attachments: string[];
  read_at: string;
}

export interface NotificationRecord extends BaseRecord {
  user: string;
  /** English text, shown as it is when the row has no message key (rows made before keys). */
  title: string;
  body: string;
  /** Message key of the notification catalog (i18n/notifications) and its values; '' / null on old rows. */
  key: string;
  values: NotificationValues | null;
  link: string;
  read_at: string;
}

export interface AuditLogRecord extends BaseRecord {
  staff: string;
  action: string;
  collection: string;
  record: string;
  before: unknown;
  after: unknown;
}

export interface CollectionRecords {
  users: UserRecord;
  staff: StaffRecord;
  areas: AreaRecord;
  addresses: AddressRecord;
  warehouses: WarehouseRecord;
  settings: SettingsRecord;
  exchange_rates: ExchangeRateRecord;
  shipping_lines: ShippingLineRecord;
  products: ProductRecord;
  collections: CollectionRecord;
  cart_items: CartItemRecord;
  orders: OrderRecord;
  order_items: OrderItemRecord;
  parcels: ParcelRecord;
  parcel_claims: ParcelClaimRecord;
  fulfillments: FulfillmentRecord;
  wallet_transactions: WalletTransactionRecord;
  recharges: RechargeRecord;
  refunds: RefundRecord;
  complaints: ComplaintRecord;
  complaint_messages: ComplaintMessageRecord;
  conversations: ConversationRecord;
  messages: MessageRecord;
  notifications: NotificationRecord;
  audit_logs: AuditLogRecord;
}

export type CollectionName = keyof CollectionRecords;

type OwnFields<K extends CollectionName> = Exclude<
  keyof CollectionRecords[K],
  keyof BaseRecord | (K extends 'users' | 'staff' ? keyof AuthRecord : never)
>;

/**
 * Every collection's own fields, in schema order (without id, created, updated and the auth
 * system fields).
 */
export const RECORD_FIELDS = {
  users: ['name', 'avatar', 'phone', 'code', 'balance', 'default_address', 'language'],
  staff: ['name', 'roles', 'active'],
  areas: ['name', 'kind', 'zone', 'parent'],
  addresses: ['user', 'name', 'phone', 'area', 'detail', 'is_default'],
  warehouses: ['code', 'name', 'address', 'active'],
  settings: [
    'key',
    'source_currency',
    'home_currency',
    'free_storage_days',
    'storage_fee_per_day',
    'insurance_rate',
    'service_fee_tiers',
    'service_fee_min',
    'volumetric_divisor',
    'bank_name',
    'bank_bin',
    'bank_account_no',
    'bank_account_name',
    'min_recharge',
  ],
  exchange_rates: ['from', 'to', 'rate', 'effective_from'],
  shipping_lines: ['name', 'kind', 'zone', 'price_per_kg', 'min_kg', 'eta_days', 'active'],
  products: [
    'title',
    'description',
    'images',
    'source',
    'source_url',
    'shop',
    'price_src',
    'variants',
    'active',
    'source_key',
  ],
  collections: ['title', 'slug', 'description', 'image', 'products', 'sort', 'active'],
  cart_items: [
    'user',
    'product',
    'sku',
    'link',
    'title',
    'variant',
    'image_url',
    'shop',
    'qty',
    'unit_price_src',
    'note',
  ],
  orders: [
    'code',
    'user',
    'status',
    'shop',
    'goods_value_src',
    'rate',
    'goods_value',
    'service_fee',
    'domestic_shipping',
    'total',
    'paid',
    'supplement_due',
    'seller_order_no',
    'tracking_codes',
    'note',
    'status_history',
  ],
  order_items: ['order', 'product', 'title', 'variant', 'sku', 'link', 'image_url', 'qty', 'unit_price_src', 'note'],
  parcels: [
    'tracking_code',
    'user',
    'order',
    'status',
    'description',
    'declared_value',
    'weight_kg',
    'length_cm',
    'width_cm',
    'height_cm',
    'volumetric_kg',
    'chargeable_kg',
    'photos',
    'shelf',
    'received_at',
    'warehouse',
    'marked_code',
    'owner_basis',
    'in_review',
    'received_by',
  ],
  parcel_claims: ['parcel', 'user', 'source', 'description', 'declared_value', 'status', 'decided_by'],
  fulfillments: [
    'code',
    'user',
    'parcels',
    'address',
    'address_snapshot',
    'shipping_line',
    'chargeable_kg',
    'shipping_fee',
    'storage_fee',
    'insurance',
    'declared_value',
    'insurance_fee',
    'total',
    'status',
    'final_weight_kg',
    'final_length_cm',
    'final_width_cm',
    'final_height_cm',
    'carrier',
    'tracking_no',
    'paid_at',
    'shipped_at',
    'delivered_at',
    'status_history',
    'picked',
  ],
  wallet_transactions: ['user', 'amount', 'balance_after', 'kind', 'ref', 'note', 'actor'],
  recharges: ['user', 'amount', 'reference', 'proof', 'status', 'reviewed_by', 'reviewed_at', 'reason'],
  refunds: [
    'user',
    'order',
    'fulfillment',
    'complaint',
    'amount',
    'reason',
    'status',
    'requested_by',
    'reviewed_by',
    'reviewed_at',
    'review_note',
  ],
  complaints: [
    'user',
    'order',
    'parcel',
    'fulfillment',
    'type',
    'description',
    'photos',
    'status',
    'resolution',
    'refund',
    'assignee',
  ],
  complaint_messages: ['complaint', 'author_user', 'author_staff', 'body', 'attachments'],
  conversations: ['user', 'status', 'last_message_at', 'staff_unread'],
  messages: ['conversation', 'author_user', 'author_staff', 'body', 'attachments', 'read_at'],
  notifications: ['user', 'title', 'body', 'key', 'values', 'link', 'read_at'],
  audit_logs: ['staff', 'action', 'collection', 'record', 'before', 'after'],
} as const satisfies { readonly [K in CollectionName]: readonly OwnFields<K>[] };

/** Compile-time check: every interface field is listed in RECORD_FIELDS (fails to compile otherwise). */
type MustBeNever<T extends never> = T;
export type UnlistedRecordFields = MustBeNever<
  { [K in CollectionName]: Exclude<OwnFields<K>, (typeof RECORD_FIELDS)[K][number]> }[CollectionName]
>;

/** The allowed values of every select field, by collection and field. */
export const SELECT_VALUES = {
  users: { language: USER_LANGUAGES },
  staff: { roles: STAFF_ROLES },
  areas: { kind: AREA_KINDS },
  shipping_lines: { kind: SHIPPING_LINE_KINDS },
  products: { source: PRODUCT_SOURCES },
  orders: { status: ORDER_STATUSES },
  parcels: { status: PARCEL_STATUSES, owner_basis: PARCEL_OWNER_BASES },
  parcel_claims: { source: PARCEL_CLAIM_SOURCES, status: PARCEL_CLAIM_STATUSES },
  fulfillments: { status: FULFILLMENT_STATUSES },
  wallet_transactions: { kind: WALLET_TRANSACTION_KINDS },
  recharges: { status: RECHARGE_STATUSES },
  refunds: { status: REFUND_STATUSES },
  complaints: { type: COMPLAINT_TYPES, status: COMPLAINT_STATUSES },
  conversations: { status: CONVERSATION_STATUSES },
} as const satisfies { [K in CollectionName]?: { [F in OwnFields<K>]?: readonly string[] } };

/** A PocketBase client whose `collection(name)` returns typed record services. */
export interface TypedPocketBase extends Omit<PocketBase, 'collection'> {
  /** Only the collections of the schema: a misspelt or unknown name does not compile. */
  collection<K extends CollectionName>(idOrName: K): RecordService<CollectionRecords[K]>;
}
