import { ACCOUNTS, e2e } from './env';
import { api, apiSignIn, newCustomer, type ApiAuth } from './session';

// Setup through the API for the back-office journeys: customers with money, orders placed as the
// customer places them, a top-up with its proof, a complaint, a support message.

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export const staff = (who: 'warehouse' | 'sales' | 'finance' | 'admin') => apiSignIn(ACCOUNTS[who], true);

export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
}

/** A new customer with `balance` VND in the wallet, and their customer code. */
export async function fundedCustomer(name: string, balance: number): Promise<{ auth: ApiAuth; code: string }> {
  const { auth } = await newCustomer(name);
  if (balance > 0) {
    await api(await staff('finance'), 'POST', '/api/admin/wallets/adjust', {
      user: auth.record.id,
      amount: balance,
      reason: 'e2e funds',
    });
  }
  const me = await api<{ code: string }>(auth, 'GET', `/api/collections/users/records/${auth.record.id}`);
  return { auth, code: me.code };
}

export interface PlacedOrder {
  id: string;
  code: string;
  total: number;
  rate: number;
  item: string;
}

/** Checks out one manual cart item (`priceSrc` in fen) as the customer: a placed, paid order. */
export async function placeOrder(
  customer: ApiAuth,
  title: string,
  priceSrc: number,
  shop = 'E2E Shop',
): Promise<PlacedOrder> {
  const item = await api<{ id: string }>(customer, 'POST', '/api/collections/cart_items/records', {
    user: customer.record.id,
    link: `https://item.taobao.com/item.htm?id=${Date.now()}`,
    title,
    shop,
    qty: 1,
    unit_price_src: priceSrc,
  });
  const { orders } = await api<{ orders: { id: string; code: string; total: number; rate: number }[] }>(
    customer,
    'POST',
    '/api/shop/checkout',
    { cartItems: [item.id] },
  );
  const order = orders[0]!;
  const lines = await api<{ items: { id: string }[] }>(
    customer,
    'GET',
    `/api/collections/order_items/records?filter=${encodeURIComponent(`order = '${order.id}'`)}`,
  );
  return { ...order, item: lines.items[0]!.id };
}

/** Sales buys the order at its own price (placed → purchased). */
export async function purchase(orderId: string, sellerOrderNo = unique('SO')): Promise<void> {
  await api(await staff('sales'), 'POST', `/api/admin/orders/${orderId}/transition`, {
    to: 'purchased',
    sellerOrderNo,
  });
}

/** A pending top-up of `amount` with its transfer proof, as the recharge page sends it. */
export async function pendingTopUp(customer: ApiAuth, amount: number): Promise<{ id: string; reference: string }> {
  const recharge = await api<{ id: string; reference: string }>(
    customer,
    'POST',
    '/api/collections/recharges/records',
    {
      user: customer.record.id,
      amount,
    },
  );
  const form = new FormData();
  form.append('proof', new Blob([PNG], { type: 'image/png' }), 'transfer.png');
  const response = await fetch(`${e2e.pocketbaseUrl}/api/collections/recharges/records/${recharge.id}`, {
    method: 'PATCH',
    headers: { Authorization: customer.token },
    body: form,
  });
  if (!response.ok) throw new Error(`proof upload: ${response.status} ${await response.text()}`);
  return recharge;
}

/** A complaint about the customer's order. */
export async function complain(customer: ApiAuth, orderId: string, description: string): Promise<{ id: string }> {
  return api(customer, 'POST', '/api/collections/complaints/records', {
    user: customer.record.id,
    order: orderId,
    type: 'damaged',
    description,
  });
}

/** The customer writes to support (starting their conversation if needed). */
export async function writeToSupport(customer: ApiAuth, body: string): Promise<{ conversation: string }> {
  const conversation = await api<{ id: string }>(customer, 'POST', '/api/collections/conversations/records', {
    user: customer.record.id,
  });
  await api(customer, 'POST', '/api/collections/messages/records', {
    conversation: conversation.id,
    author_user: customer.record.id,
    body,
  });
  return { conversation: conversation.id };
}

/** The finance report's totals for today (UTC), as the server computes them. */
export async function todaysReport(): Promise<{
  revenue: number;
  serviceFees: number;
  topUps: number;
  refunds: number;
}> {
  const today = new Date().toISOString().slice(0, 10);
  const report = await api<{ totals: { revenue: number; serviceFees: number; topUps: number; refunds: number } }>(
    await staff('finance'),
    'GET',
    `/api/admin/reports/finance?from=${today}&to=${today}&bucket=day`,
  );
  return report.totals;
}

/** A funded customer with a default address in Hoàn Kiếm (its zone is served by two lines). */
export async function customerWithAddress(
  name: string,
  balance: number,
): Promise<{ auth: ApiAuth; code: string; address: string; zone: string }> {
  const customer = await fundedCustomer(name, balance);
  const { items } = await api<{ items: { id: string; zone: string }[] }>(
    customer.auth,
    'GET',
    `/api/collections/areas/records?filter=${encodeURIComponent("name = 'Hoàn Kiếm'")}`,
  );
  const address = await api<{ id: string }>(customer.auth, 'POST', '/api/collections/addresses/records', {
    user: customer.auth.record.id,
    name: 'Home',
    phone: '+84912345678',
    area: items[0]!.id,
    detail: '12 Hàng Bài',
    is_default: true,
  });
  return { ...customer, address: address.id, zone: items[0]!.zone };
}

/** The customer ships these received parcels on the zone's first line and pays: a paid shipment. */
export async function paidShipment(
  customer: { auth: ApiAuth; address: string; zone: string },
  parcels: string[],
): Promise<{ id: string; code: string }> {
  const { auth, address, zone } = customer;
  const lines = await api<{ items: { id: string }[] }>(
    auth,
    'GET',
    `/api/collections/shipping_lines/records?sort=price_per_kg&filter=${encodeURIComponent(`zone = '${zone}' && active = true`)}`,
  );
  const draft = await api<{ id: string; code: string }>(auth, 'POST', '/api/shop/fulfillments', {
    parcels,
    address,
    line: lines.items[0]!.id,
    insurance: false,
  });
  await api(auth, 'POST', `/api/shop/fulfillments/${draft.id}/pay`);
  return draft;
}

/**
 * The warehouse scans a declared parcel in (multipart, as the inbound page sends it), with a photo
 * when `photo` is set; throws with the server's answer when refused.
 */
export async function scanIn(
  trackingCode: string,
  { weightKg = '1.2', size = ['30', '20', '15'], shelf = 'A-02', photo = false } = {},
): Promise<{ id: string }> {
  const form = new FormData();
  const [lengthCm = '', widthCm = '', heightCm = ''] = size;
  const fields = { trackingCode, weightKg, lengthCm, widthCm, heightCm, shelf };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('photos', new Blob([PNG], { type: 'image/png' }), 'parcel.png');
  const response = await fetch(`${e2e.pocketbaseUrl}/api/admin/parcels/inbound`, {
    method: 'POST',
    headers: { Authorization: (await staff('warehouse')).token },
    body: form,
  });
  if (!response.ok) throw new Error(`inbound: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}
