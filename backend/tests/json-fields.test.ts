import type { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { checkout, createFulfillment, JSON_FIELD_SCHEMAS, transitionOrder } from '../../shared-contracts/src/api';
import { newStaff, superuser } from '../testing/clients';
import { addManualItem, createProduct, fundedCustomer, seedPricing } from '../testing/fixtures';
import { declareParcel, inbound, shippingSetup, uniqueCode } from '../testing/warehouse-fixtures';

// The JSON fields of the business collections have real types in shared-contracts
// (JSON_FIELD_SCHEMAS): every JSON field the server has is listed there, and what the server
// stores in each, written through the real routes, parses with its schema.

type Schemas = Record<string, Record<string, z.ZodMiniType>>;
const schemas = JSON_FIELD_SCHEMAS as unknown as Schemas;

describe('JSON fields', () => {
  it('are exactly the ones with a schema in shared-contracts', async () => {
    const admin = await superuser();
    const collections = await admin.collections.getFullList({ batch: 200 });
    const server = collections
      .filter((c) => !c.system && !c.name.startsWith('_'))
      .flatMap((c) => c.fields.filter((f) => f.type === 'json').map((f) => `${c.name}.${f.name}`));
    const typed = Object.entries(schemas).flatMap(([collection, fields]) =>
      Object.keys(fields).map((field) => `${collection}.${field}`),
    );
    expect(server.sort()).toEqual(typed.sort());
  });

  it('hold what their schemas say, as the routes write them', async () => {
    await seedPricing();
    const admin = await superuser();
    await createProduct({ variants: [{ sku: 'a', name: 'A', price_src: 1_000 }] });
    const customer = await fundedCustomer(10_000_000);
    const sales = (await newStaff(['sales'])).pb;
    const { orders } = await checkout(customer, { cartItems: [(await addManualItem(customer)).id] });
    await transitionOrder(sales, orders[0]!.id, { to: 'purchased', sellerOrderNo: 'TB-JSON' });
    await transitionOrder(sales, orders[0]!.id, { to: 'seller_shipped', trackingCodes: [uniqueCode()] });

    const setup = await shippingSetup();
    const code = uniqueCode();
    await declareParcel(setup.customer, { tracking_code: code });
    const parcel = await inbound(setup.warehouse.pb, {
      trackingCode: code,
      weightKg: 1,
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    });
    await createFulfillment(setup.customer, {
      parcels: [parcel.id],
      address: setup.address.id,
      line: setup.line.id,
      insurance: false,
    });

    for (const [collection, fields] of Object.entries(schemas)) {
      const records = await admin.collection(collection).getList(1, 50, { sort: '-created' });
      expect(records.items.length, `${collection} has records to check`).toBeGreaterThan(0);
      for (const record of records.items) {
        for (const [field, schema] of Object.entries(fields)) {
          const parsed = schema.safeParse(record[field]);
          expect(parsed.success, `${collection}.${field} of ${record.id}: ${JSON.stringify(record[field])}`).toBe(true);
        }
      }
    }
  });
});
