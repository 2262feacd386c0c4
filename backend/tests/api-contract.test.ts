import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  adjustWallet,
  apiErrorSchema,
  approveRecharge,
  approveRefund,
  assignParcel,
  cancelFulfillment,
  cancelOrder,
  checkout,
  createFulfillment,
  findProductByLink,
  getCustomerSummary,
  countOrdersByStatus,
  getFinanceReport,
  getLedgerSummary,
  listCustomerCarts,
  quotePurchase,
  getProduct,
  getRefundable,
  inboundParcelFormData,
  listShops,
  customersByIds,
  lookupCustomers,
  payFulfillment,
  paySupplement,
  pickParcel,
  quoteCheckout,
  quoteFulfillment,
  receiveInboundParcel,
  rejectRecharge,
  rejectRefund,
  resolveComplaint,
  lookupScan,
  returnParcel,
  searchProducts,
  shortfallOf,
  transitionFulfillment,
  transitionOrder,
  undoInbound,
  type ApiClient,
} from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff, superuser } from '../testing/clients';
import { addManualItem, createProduct, failure, fundedCustomer, seedPricing } from '../testing/fixtures';
import {
  creditWallet,
  declareParcel,
  pngBlob,
  receivedParcel,
  shippingSetup,
  uniqueCode,
} from '../testing/warehouse-fixtures';

// Every custom route, driven once against the real PocketBase through the typed client functions
// of shared-contracts/src/api, so each answer is parsed by its schema: a route whose body or answer
// drifts from the contract fails here. The routes actually called are recorded and compared with
// the hooks' `routerAdd` list at the end.

const hooks = fileURLToPath(new URL('../pb_hooks/', import.meta.url));
const ID = /^[a-z0-9]{15}$/;

/** The routes called through `client`, as `METHOD /path/{id}/…`. */
const called = new Set<string>();

/** The SDK as an ApiClient, recording each route it is used for. */
function client(pb: PocketBase) {
  return {
    send: (path: string, options: { method?: string; body?: unknown; signal?: AbortSignal }) => {
      const pattern = path
        .split('?')[0]!
        .split('/')
        .map((part) => (ID.test(part) ? '{id}' : part))
        .join('/');
      called.add(`${options.method ?? 'GET'} ${pattern}`);
      return pb.send<unknown>(path, options);
    },
  } satisfies ApiClient;
}

/** One manual item of 100 CNY with the test pricing: 350,000 VND + 20,000 minimum fee. */
const ORDER_TOTAL = 370_000;

async function cartItem(pb: PocketBase): Promise<string> {
  return (await addManualItem(pb)).id;
}

async function orderItems(pb: PocketBase, orderId: string): Promise<RecordModel[]> {
  return pb.collection('order_items').getFullList({ filter: `order = '${orderId}'` });
}

describe('the typed API contract', () => {
  it('parses checkout, cancel, the staff order transitions and the supplement payment', async () => {
    const customer = await fundedCustomer(3 * ORDER_TOTAL);
    const sales = await newStaff(['sales']);
    const warehouse = await newStaff(['warehouse']);
    const shop = client(customer);

    const first = await checkout(shop, { cartItems: [await cartItem(customer)] });
    expect(first.orders).toHaveLength(1);
    expect(first.orders[0]).toMatchObject({ status: 'placed', total: ORDER_TOTAL, paid: ORDER_TOTAL });
    const cancelled = await cancelOrder(shop, first.orders[0]!.id);
    expect(cancelled.status).toBe('cancelled');

    const { orders } = await checkout(shop, { cartItems: [await cartItem(customer)] });
    const order = orders[0]!;
    const [line] = await orderItems(customer, order.id);
    // 110 CNY = 385,000 VND + 20,000 fee = 405,000: 35,000 more than paid.
    const waiting = await transitionOrder(client(sales.pb), order.id, {
      to: 'purchased',
      sellerOrderNo: 'TB-CONTRACT',
      prices: { items: [{ id: line!.id, unitPriceSrc: 11_000 }] },
    });
    expect(waiting).toMatchObject({ status: 'awaiting_supplement', supplement_due: 35_000 });
    const purchased = await paySupplement(shop, order.id);
    expect(purchased).toMatchObject({ status: 'purchased', supplement_due: 0, paid: 405_000 });

    const code = uniqueCode();
    const shipped = await transitionOrder(client(sales.pb), order.id, { to: 'seller_shipped', trackingCodes: [code] });
    expect(shipped.status).toBe('seller_shipped');
    expect(shipped.tracking_codes).toContain(code);
    const parcel = await receiveInboundParcel(
      client(warehouse.pb),
      inboundParcelFormData({ trackingCode: code, weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }),
    );
    expect(parcel).toMatchObject({ status: 'received', order: order.id });
  });

  it('parses an illegal order transition as an API error naming both statuses', async () => {
    const customer = await fundedCustomer(ORDER_TOTAL);
    const sales = await newStaff(['sales']);
    const { orders } = await checkout(client(customer), { cartItems: [await cartItem(customer)] });
    const error = await failure(transitionOrder(client(sales.pb), orders[0]!.id, { to: 'completed' }));
    const body = apiErrorSchema.parse(error.response);
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/placed/);
    expect(body.message).toMatch(/completed/);
    expect(body.data.status?.code).toBe('invalid_transition');
  });

  it('parses a refused checkout as an API error with the shortfall', async () => {
    await seedPricing();
    const customer = await newCustomer();
    const error = await failure(checkout(client(customer), { cartItems: [await cartItem(customer)] }));
    const body = apiErrorSchema.parse(error.response);
    expect(body.status).toBe(400);
    expect(body.data.shortfall).toMatchObject({ code: 'insufficient_balance', params: { amount: ORDER_TOTAL } });
    expect(shortfallOf(error)).toBe(ORDER_TOTAL);
  });

  it('parses the inbound scan, the customer lookup and assigning an unidentified parcel', async () => {
    const { customer, warehouse, userId } = await shippingSetup();
    const staff = client(warehouse.pb);
    const declared = uniqueCode();
    await declareParcel(customer, { tracking_code: declared });
    const matched = await receiveInboundParcel(
      staff,
      inboundParcelFormData({
        trackingCode: declared.toLowerCase(),
        weightKg: 1.5,
        lengthCm: 20,
        widthCm: 15,
        heightCm: 10,
        shelf: 'A-01',
        photos: [pngBlob()],
      }),
    );
    expect(matched).toMatchObject({ status: 'received', user: userId, tracking_code: declared });
    expect(matched.photos).toHaveLength(1);

    const stray = await receiveInboundParcel(
      staff,
      inboundParcelFormData({ trackingCode: uniqueCode(), weightKg: 0.5, lengthCm: 10, widthCm: 10, heightCm: 10 }),
    );
    expect(stray).toMatchObject({ status: 'unidentified', user: '' });
    const me = customer.authStore.record!;
    const { items } = await lookupCustomers(staff, { q: String(me.code) });
    expect((await customersByIds(staff, [me.id])).items).toEqual(items);
    expect(items).toEqual([{ id: userId, code: me.code, name: me.name }]);
    const assigned = await assignParcel(staff, stray.id, { user: items[0]!.id });
    expect(assigned).toMatchObject({ status: 'received', user: userId });
  });

  it('parses quote, draft, refused and accepted payment, every warehouse step and a cancel', async () => {
    const { admin, customer, warehouse, userId, line, address } = await shippingSetup();
    const shop = client(customer);
    const staff = client(warehouse.pb);
    const receive = async () => {
      const code = uniqueCode();
      await declareParcel(customer, { tracking_code: code, declared_value: 200_000 });
      return receiveInboundParcel(
        staff,
        inboundParcelFormData({ trackingCode: code, weightKg: 2.01, lengthCm: 10, widthCm: 10, heightCm: 10 }),
      );
    };
    const parcel = await receive();
    const request = { parcels: [parcel.id], address: address.id, line: line.id, insurance: true };

    const quote = await quoteFulfillment(shop, request);
    expect(quote).toMatchObject({ chargeable_kg: 2.1, insurance: true, declared_value: 200_000 });
    expect(quote.total).toBe(quote.shipping_fee + quote.storage_fee + quote.insurance_fee);
    const draft = await createFulfillment(shop, request);
    expect(draft).toMatchObject({ status: 'draft', total: quote.total, parcels: [parcel.id] });

    const refused = await failure(payFulfillment(shop, draft.id));
    const error = apiErrorSchema.parse(refused.response);
    expect(error.data.shortfall?.params.amount).toBe(quote.total);

    await creditWallet(admin, userId, quote.total);
    const paid = await payFulfillment(shop, draft.id);
    expect(paid).toMatchObject({ status: 'paid', total: quote.total });
    expect(paid.paid_at).not.toBe('');

    expect((await transitionFulfillment(staff, draft.id, { to: 'packing' })).status).toBe('packing');
    const packed = await transitionFulfillment(staff, draft.id, { to: 'packed', weightKg: 2.2 });
    expect(packed).toMatchObject({ status: 'packed', final_weight_kg: 2.2 });
    const shipped = await transitionFulfillment(staff, draft.id, {
      to: 'shipped',
      carrier: 'VNPost',
      trackingNo: 'VN123',
    });
    expect(shipped).toMatchObject({ status: 'shipped', carrier: 'VNPost', tracking_no: 'VN123' });
    expect((await transitionFulfillment(staff, draft.id, { to: 'delivered' })).status).toBe('delivered');

    const illegal = await failure(transitionFulfillment(staff, draft.id, { to: 'packing' }));
    const illegalBody = apiErrorSchema.parse(illegal.response);
    expect(illegalBody.message).toMatch(/delivered to packing/);
    expect(illegalBody.data.status?.code).toBe('invalid_transition');

    const other = await receive();
    const second = await createFulfillment(shop, { ...request, parcels: [other.id], insurance: false });
    const cancelled = await cancelFulfillment(shop, second.id);
    expect(cancelled.status).toBe('cancelled');
  });

  it('parses a parcel ticked at the packing bench', async () => {
    const { admin, customer, warehouse, userId, line, address } = await shippingSetup();
    const parcel = await receivedParcel(customer, warehouse.pb);
    const draft = await createFulfillment(client(customer), {
      parcels: [parcel.id],
      address: address.id,
      line: line.id,
      insurance: false,
    });
    await creditWallet(admin, userId, draft.total);
    await payFulfillment(client(customer), draft.id);
    const picked = await pickParcel(client(warehouse.pb), draft.id, { parcel: parcel.id });
    expect(picked).toMatchObject({ status: 'packing', picked: [parcel.id] });
  });

  it('parses recharge and refund reviews and a wallet adjustment', async () => {
    const finance = client((await newStaff(['finance'])).pb);
    const sales = await newStaff(['sales']);
    const customer = await fundedCustomer(ORDER_TOTAL);
    const userId = customer.authStore.record!.id;

    const recharge = () => customer.collection('recharges').create({ user: userId, amount: 100_000 });
    const approved = await approveRecharge(finance, (await recharge()).id);
    expect(approved).toMatchObject({ status: 'approved', amount: 100_000 });
    const rejected = await rejectRecharge(finance, (await recharge()).id, { reason: 'No transfer arrived.' });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'No transfer arrived.' });

    const adjusted = await adjustWallet(finance, { user: userId, amount: -50_000, reason: 'Correction' });
    expect(adjusted).toMatchObject({ kind: 'adjustment', amount: -50_000, user: userId });

    const { orders } = await checkout(client(customer), { cartItems: [await cartItem(customer)] });
    const refund = () =>
      sales.pb.collection('refunds').create({
        user: userId,
        order: orders[0]!.id,
        amount: 30_000,
        reason: 'Item out of stock',
        requested_by: sales.id,
      });
    const refunded = await approveRefund(finance, (await refund()).id, { reason: 'OK' });
    expect(refunded).toMatchObject({ status: 'approved', amount: 30_000, review_note: 'OK' });
    expect((await rejectRefund(finance, (await refund()).id)).status).toBe('rejected');
  });

  it('parses resolving a complaint with a refund and rejecting one', async () => {
    const admin = await superuser();
    const customer = await newCustomer();
    const userId = customer.authStore.record!.id;
    const sales = client((await newStaff(['sales'])).pb);
    const order = await admin
      .collection('orders')
      .create({ user: userId, status: 'completed', paid: 500_000, total: 500_000 });
    const complaint = () =>
      customer
        .collection('complaints')
        .create({ user: userId, order: order.id, type: 'damaged', description: 'The vase arrived broken.' });

    const resolved = await resolveComplaint(sales, (await complaint()).id, {
      resolution: 'We refund the vase.',
      refundAmount: 100_000,
    });
    expect(resolved).toMatchObject({ status: 'resolved', resolution: 'We refund the vase.' });
    expect(resolved.refund).toMatch(ID);
    const rejected = await resolveComplaint(sales, (await complaint()).id, {
      resolution: 'It was sold as is.',
      reject: true,
    });
    expect(rejected).toMatchObject({ status: 'rejected', refund: '' });
  });

  it('parses the catalog: search, shops, a product and a pasted link', async () => {
    await seedPricing();
    const product = await createProduct({
      title: `Contract lamp ${uniqueCode()}`,
      source_url: `https://item.taobao.com/item.htm?id=${Date.now()}`,
      variants: [{ sku: 'warm', name: 'Warm white', price_src: 12_000 }],
    });
    const visitor = client(anonymous());
    const found = await searchProducts(visitor, { q: product.title as string, sort: 'newest' });
    expect(found.items.map((item) => item.id)).toEqual([product.id]);
    expect((await listShops(visitor)).shops).toContain(product.shop);
    const view = await getProduct(visitor, product.id);
    expect(view.product.variants?.[0]).toMatchObject({ sku: 'warm', price_home: 12_000 * 35 });
    const link = await findProductByLink(visitor, `${product.source_url as string}&spm=share`);
    expect(link).toMatchObject({ source: 'taobao', product: product.id });
  });

  it('parses the checkout quote and the refundable cap', async () => {
    const customer = await fundedCustomer(ORDER_TOTAL);
    const shop = client(customer);
    const item = await cartItem(customer);
    const quote = await quoteCheckout(shop, { cartItems: [item] });
    expect(quote).toMatchObject({ total: ORDER_TOTAL, balance: ORDER_TOTAL, balanceAfter: 0, shortfall: 0 });
    const { orders } = await checkout(shop, { cartItems: [item] });
    expect(await getRefundable(shop, { order: orders[0]!.id })).toEqual({
      paid: ORDER_TOTAL,
      refunded: 0,
      left: ORDER_TOTAL,
      currency: 'VND',
    });
  });

  it("parses the purchase quote, the finance report and the customers' carts", async () => {
    const customer = await fundedCustomer(ORDER_TOTAL);
    const sales = client((await newStaff(['sales'])).pb);
    const { orders } = await checkout(client(customer), { cartItems: [await cartItem(customer)] });
    const [line] = await orderItems(customer, orders[0]!.id);
    const quote = await quotePurchase(sales, orders[0]!.id, {
      prices: { items: [{ id: line!.id, unitPriceSrc: 9_000 }] },
    });
    expect(quote).toMatchObject({ total: 335_000, refund: 35_000, supplement: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const report = await getFinanceReport(client((await newStaff(['finance'])).pb), {
      from: today,
      to: today,
      bucket: 'day',
    });
    expect(report.totals.payments).toBeGreaterThanOrEqual(ORDER_TOTAL);
    await cartItem(customer);
    const carts = await listCustomerCarts(sales, {});
    expect(carts.totalItems).toBeGreaterThan(0);
    expect((await countOrdersByStatus(sales)).counts.placed).toBeGreaterThan(0);
    const financeClient = client((await newStaff(['finance'])).pb);
    const summary = await getLedgerSummary(financeClient, { user: customer.authStore.record!.id });
    expect(summary).toEqual({ count: 2, sum: 0 });
  });

  it('parses a parcel sent back by the warehouse', async () => {
    const warehouse = client((await newStaff(['warehouse'])).pb);
    const stranger = await receiveInboundParcel(
      warehouse,
      inboundParcelFormData({ trackingCode: uniqueCode('R'), weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }),
    );
    expect((await returnParcel(warehouse, stranger.id, { reason: 'Nobody claimed it.' })).status).toBe('returned');
  });

  it('parses the bench’s look-up and the undo of its last scan', async () => {
    const warehouse = client((await newStaff(['warehouse'])).pb);
    const code = uniqueCode('L');
    expect((await lookupScan(warehouse, code)).state).toBe('unknown');
    const parcel = await receiveInboundParcel(
      warehouse,
      inboundParcelFormData({ trackingCode: code, weightKg: 1, lengthCm: 10, widthCm: 10, heightCm: 10 }),
    );
    expect((await lookupScan(warehouse, code)).state).toBe('received');
    expect(await undoInbound(warehouse, parcel.id, { updated: parcel.updated })).toEqual({
      id: parcel.id,
      undone: true,
    });
  });

  it('parses the customer summary', async () => {
    const customer = await newCustomer();
    const summary = await getCustomerSummary(client(customer));
    expect(summary.orders.placed).toBe(0);
  });

  it('lists every error code the hooks use in API_ERROR_CODES, and no other', () => {
    const used = new Set<string>();
    const patterns = [
      /\bcode: '([a-z_]+)'/g,
      /fieldError\(\s*[^,()]+,\s*'([a-z_]+)'/g,
      /new ValidationError\(\s*'([a-z_]+)'/g,
    ];
    for (const file of hookFiles()) {
      const source = readFileSync(file, 'utf8');
      for (const pattern of patterns) for (const match of source.matchAll(pattern)) used.add(match[1]!);
    }
    expect([...used].sort()).toEqual([...API_ERROR_CODES].sort());
  });

  // Last: the tests above run in order in this file.
  it('has called every custom route of the hooks through its client function', () => {
    const routes = new Set<string>();
    for (const file of hookFiles()) {
      if (file.endsWith('bench.pb.js')) continue; // BENCH=1 only, superusers only
      const source = readFileSync(file, 'utf8');
      for (const [, method, path] of source.matchAll(/routerAdd\(\s*'([A-Z]+)',\s*'([^']+)'/g)) {
        const expanded = path!.includes('{action}')
          ? ['approve', 'reject'].map((action) => path!.replace('{action}', action))
          : [path!];
        for (const route of expanded) routes.add(`${method} ${route}`);
      }
    }
    expect(routes.size).toBeGreaterThan(15);
    expect([...called].sort()).toEqual([...routes].sort());
  });
});

/** The hooks and their CommonJS helpers. */
function hookFiles(): string[] {
  const files = readdirSync(hooks).filter((name) => name.endsWith('.js'));
  const lib = readdirSync(join(hooks, 'lib')).filter((name) => name.endsWith('.js'));
  return [...files.map((name) => join(hooks, name)), ...lib.map((name) => join(hooks, 'lib', name))];
}
