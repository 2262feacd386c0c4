import { randomUUID } from 'node:crypto';
import PocketBase, { type RecordModel } from 'pocketbase';
import {
  createFulfillment,
  inboundParcelFormData,
  inboundParcelResponseSchema,
  receiveInboundParcel,
  type InboundParcelBody,
  type InboundParcelResponse,
} from '../../shared-contracts/src/api';
import { newCustomer, newStaff, superuser } from './clients';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The values these fixtures create the shared `settings` row with when no test has yet. */
export const DEFAULT_SETTINGS = {
  key: 'default',
  source_currency: 'CNY',
  home_currency: 'VND',
  free_storage_days: 14,
  storage_fee_per_day: 5000,
  insurance_rate: 0.01,
  service_fee_tiers: [{ upTo: null, percent: 5 }],
  service_fee_min: 10000,
  volumetric_divisor: 6000,
};

export interface Settings {
  free_storage_days: number;
  storage_fee_per_day: number;
  insurance_rate: number;
  volumetric_divisor: number;
}

export { failure } from './fixtures';

/**
 * The shared settings row, created when missing. Test files run in parallel against one server, so
 * an existing row is never changed: tests compute what they expect from the values returned here.
 */
export async function ensureSettings(admin?: PocketBase): Promise<Settings & RecordModel> {
  const pb = admin ?? (await superuser());
  try {
    return await pb.collection('settings').getFirstListItem<Settings & RecordModel>("key = 'default'");
  } catch {
    try {
      return await pb.collection('settings').create<Settings & RecordModel>(DEFAULT_SETTINGS);
    } catch {
      // another test file created it at the same moment
      return await pb.collection('settings').getFirstListItem<Settings & RecordModel>("key = 'default'");
    }
  }
}

export function uniqueCode(prefix = 'T'): string {
  return `${prefix}${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
}

/** A delivery zone of its own (so no other test's lines interfere), with an area in it. */
export async function seedZone(admin: PocketBase): Promise<{ zone: string; area: RecordModel }> {
  const zone = `Z${randomUUID().slice(0, 8)}`;
  const area = await admin.collection('areas').create({ name: `Area ${zone}`, kind: 'province', zone });
  return { zone, area };
}

export async function seedLine(
  admin: PocketBase,
  zone: string,
  fields: Partial<{ price_per_kg: number; min_kg: number; active: boolean; kind: string; name: string }> = {},
): Promise<RecordModel> {
  return admin.collection('shipping_lines').create({
    name: `Air ${zone}`,
    kind: 'air',
    zone,
    price_per_kg: 100_000,
    min_kg: 1,
    eta_days: 7,
    active: true,
    ...fields,
  });
}

export async function seedAddress(customer: PocketBase, areaId: string): Promise<RecordModel> {
  return customer.collection('addresses').create({
    user: customer.authStore.record!.id,
    name: 'Nguyen Van A',
    phone: '+84 912 000 111',
    area: areaId,
    detail: '1 Le Loi, District 1',
  });
}

/** Puts money in a customer's wallet the way the ledger does: a balance change plus one ledger row. */
export async function creditWallet(admin: PocketBase, userId: string, amount: number): Promise<void> {
  const user = await admin.collection('users').getOne(userId);
  const balance = (user.balance as number) + amount;
  await admin.collection('users').update(userId, { balance });
  await admin.collection('wallet_transactions').create({
    user: userId,
    amount,
    balance_after: balance,
    kind: 'adjustment',
    ref: `test-${randomUUID()}`,
    note: 'test credit',
  });
}

export async function balanceOf(admin: PocketBase, userId: string): Promise<number> {
  return (await admin.collection('users').getOne(userId)).balance as number;
}

/** An inbound scan: the code, and measures that default to a 1 kg parcel of 10 cm sides on shelf A-01. */
export type Scan = Pick<InboundParcelBody, 'trackingCode'> & Partial<InboundParcelBody>;

/** The warehouse's inbound scan through its typed client, multipart like the scanning page sends it. */
export async function inbound(warehouse: PocketBase, scan: Scan): Promise<InboundParcelResponse> {
  return receiveInboundParcel(
    warehouse,
    inboundParcelFormData({ weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, shelf: 'A-01', ...scan }),
  );
}

/**
 * An inbound scan sent as raw multipart fields, for a scan the typed client would refuse to build
 * (a weight that is not a number, a malformed code) or would normalise first (a lower-case code).
 * Measures default as in `inbound`; an accepted scan is still parsed by the route's schema.
 */
export async function rawInbound(
  warehouse: PocketBase,
  fields: Record<string, string | number>,
): Promise<InboundParcelResponse> {
  const form = new FormData();
  const all = { weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10, shelf: 'A-01', ...fields };
  for (const [key, value] of Object.entries(all)) form.append(key, String(value));
  const answer = await warehouse.send<unknown>('/api/admin/parcels/inbound', { method: 'POST', body: form });
  return inboundParcelResponseSchema.parse(answer);
}

/** A 1×1 PNG. */
export function pngBlob(): Blob {
  const bytes = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return new Blob([bytes], { type: 'image/png' });
}

export async function declareParcel(
  customer: PocketBase,
  fields: { tracking_code: string; description?: string; declared_value?: number },
): Promise<RecordModel> {
  return customer.collection('parcels').create({ user: customer.authStore.record!.id, ...fields });
}

/** A parcel of this customer already received at the warehouse. */
export async function receivedParcel(
  customer: PocketBase,
  warehouse: PocketBase,
  scan: Omit<Scan, 'trackingCode'> & { declared_value?: number } = {},
): Promise<InboundParcelResponse> {
  const trackingCode = uniqueCode();
  const { declared_value = 0, ...measures } = scan;
  await declareParcel(customer, { tracking_code: trackingCode, declared_value });
  return inbound(warehouse, { trackingCode, ...measures });
}

/** Moves a parcel's arrival into the past (superuser only). */
export async function setReceivedAt(admin: PocketBase, parcelId: string, at: Date): Promise<RecordModel> {
  return admin.collection('parcels').update(parcelId, { received_at: at.toISOString().replace('T', ' ') });
}

/** Everything a fulfillment test needs: a customer with an address in a zone served by one line. */
export async function shippingSetup(lineFields: Parameters<typeof seedLine>[2] = {}) {
  const admin = await superuser();
  const settings = await ensureSettings(admin);
  const customer = await newCustomer();
  const warehouse = await newStaff(['warehouse']);
  const { zone, area } = await seedZone(admin);
  const line = await seedLine(admin, zone, lineFields);
  const address = await seedAddress(customer, area.id);
  return { admin, settings, customer, userId: customer.authStore.record!.id, warehouse, zone, area, line, address };
}

/**
 * A customer's draft shipment of one received parcel of `weightKg` (1 kg by default, 10 cm a
 * side), with its setup and the body that created it.
 */
export async function draftShipment({ weightKg = 1 }: { weightKg?: number } = {}) {
  const setup = await shippingSetup();
  const parcel = await receivedParcel(setup.customer, setup.warehouse.pb, {
    weightKg,
    lengthCm: 10,
    widthCm: 10,
    heightCm: 10,
  });
  const body = { parcels: [parcel.id], address: setup.address.id, line: setup.line.id, insurance: false };
  const draft = await createFulfillment(setup.customer, body);
  return { ...setup, parcel, body, draft };
}

/** An order of this customer shipped by its seller with these codes, each an `expected` parcel. */
export async function shippedOrder(admin: PocketBase, userId: string, codes: string[]): Promise<RecordModel> {
  const order = await admin
    .collection('orders')
    .create({ user: userId, status: 'seller_shipped', tracking_codes: codes });
  for (const code of codes) {
    await admin
      .collection('parcels')
      .create({ tracking_code: code, user: userId, order: order.id, status: 'expected' });
  }
  return order;
}

export async function notificationsOf(admin: PocketBase, userId: string): Promise<RecordModel[]> {
  return admin.collection('notifications').getFullList({ filter: `user = '${userId}'`, sort: 'created' });
}

/** Polls until `check` returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
