import { describe, expect, it } from 'vitest';
import { customersByIds, lookupCustomers } from '../../shared-contracts/src/api';
import { anonymous, newCustomer, newStaff } from '../testing/clients';
import { statusOf } from '../testing/fixtures';

describe('customer lookup for the warehouse', () => {
  it('finds a customer by the code on the parcel and shows only id, code and name', async () => {
    const customer = await newCustomer(undefined, { name: 'Parcel Owner' });
    const me = customer.authStore.record!;
    const { pb } = await newStaff(['warehouse']);
    const result = await lookupCustomers(pb, { q: String(me.code).toLowerCase() });
    expect(result.items).toEqual([{ id: me.id, code: me.code, name: 'Parcel Owner' }]);
  });

  it('names the customers of a page’s rows by id, and refuses a malformed id', async () => {
    const first = (await newCustomer(undefined, { name: 'First Owner' })).authStore.record!;
    const second = (await newCustomer(undefined, { name: 'Second Owner' })).authStore.record!;
    const { pb } = await newStaff(['warehouse']);
    const { items } = await customersByIds(pb, [first.id, second.id, first.id]);
    expect(items.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [
        { id: first.id, code: first.code, name: 'First Owner' },
        { id: second.id, code: second.code, name: 'Second Owner' },
      ].sort((a, b) => String(a.code).localeCompare(String(b.code))),
    );
    expect(await statusOf(pb.send('/api/admin/customers/lookup', { query: { ids: 'x,y' } }))).toBe(400);
  });

  it('does not give the warehouse the customer record with balance, phone and address', async () => {
    const customer = await newCustomer();
    const { pb } = await newStaff(['warehouse']);
    expect(await statusOf(pb.collection('users').getOne(customer.authStore.record!.id))).toBe(404);
    expect(await pb.collection('users').getFullList()).toEqual([]);
  });

  it('is refused to customers and anonymous callers, and needs a query', async () => {
    const customer = await newCustomer();
    expect(await statusOf(lookupCustomers(customer, { q: 'C1' }))).toBe(403);
    expect(await statusOf(lookupCustomers(anonymous(), { q: 'C1' }))).toBe(401);
    const { pb } = await newStaff(['warehouse']);
    // Raw: the typed client refuses to send a query shorter than two characters.
    expect(await statusOf(pb.send('/api/admin/customers/lookup', { query: { q: 'x' } }))).toBe(400);
  });
});
