import { beforeAll, describe, expect, it } from 'vitest';
import { createFulfillment } from '../../shared-contracts/src/api';
import { newStaff } from '../testing/clients';
import { ensureSettings, failure, receivedParcel, shippingSetup } from '../testing/warehouse-fixtures';

// Least privilege for staff (DESIGN 9): the warehouse sees a shipment's address snapshot, never
// the address book (migration 1763903630).

beforeAll(async () => {
  await ensureSettings();
});

describe('the warehouse', () => {
  it('reads the address a shipment goes to from its snapshot, and nothing of the address book', async () => {
    const setup = await shippingSetup();
    const parcel = await receivedParcel(setup.customer, setup.warehouse.pb);
    const draft = await createFulfillment(setup.customer, {
      parcels: [parcel.id],
      address: setup.address.id,
      line: setup.line.id,
      insurance: false,
    });
    const warehouse = setup.warehouse.pb;
    const shipment = await warehouse.collection('fulfillments').getOne(draft.id, { expand: 'address' });
    expect(shipment.address_snapshot).toMatchObject({ name: setup.address.name, phone: setup.address.phone });
    expect(shipment.expand?.address).toBeUndefined();
    expect((await warehouse.collection('addresses').getList(1, 50)).totalItems).toBe(0);
    expect((await failure(warehouse.collection('addresses').getOne(setup.address.id))).status).toBe(404);
    // Sales keeps the addresses /admin/customer shows.
    const sales = (await newStaff(['sales'])).pb;
    expect((await sales.collection('addresses').getOne(setup.address.id)).id).toBe(setup.address.id);
  });
});
