import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { lookupCustomers } from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff } from '../testing/clients';

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
}

describe('customer lookup for the warehouse', () => {
  it('finds a customer by the code on the parcel and shows only id, code and name', async () => {
    const customer = await newCustomer(undefined, { name: 'Parcel Owner' });
    const me = customer.authStore.record!;
    const { pb } = await newStaff(['warehouse']);
    const result = await lookupCustomers(pb, { q: String(me.code).toLowerCase() });
    expect(result.items).toEqual([{ id: me.id, code: me.code, name: 'Parcel Owner' }]);
  });

  it('does not give the warehouse the customer record with balance, phone and address', async () => {
    const customer = await newCustomer();
    const { pb } = await newStaff(['warehouse']);
    expect(await status(pb.collection('users').getOne(customer.authStore.record!.id))).toBe(404);
    expect(await pb.collection('users').getFullList()).toEqual([]);
  });

  it('is refused to customers and anonymous callers, and needs a query', async () => {
    const customer = await newCustomer();
    expect(await status(lookupCustomers(customer, { q: 'C1' }))).toBe(403);
    expect(await status(lookupCustomers(anonymous(), { q: 'C1' }))).toBe(401);
    const { pb } = await newStaff(['warehouse']);
    // Raw: the typed client refuses to send a query shorter than two characters.
    expect(await status(pb.send('/api/admin/customers/lookup', { query: { q: 'x' } }))).toBe(400);
  });
});
