import { randomUUID } from 'node:crypto';
import { ClientResponseError, type CollectionModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FIELDS, SELECT_VALUES, type CollectionName } from '../../shared-contracts/src/records';
import { PASSWORD, superuser, uniqueEmail } from '../testing/clients';

/** Fields PocketBase adds to every (auth) collection, which records.ts lists in its base types. */
const SYSTEM_FIELDS = new Set([
  'id',
  'created',
  'updated',
  'password',
  'tokenKey',
  'email',
  'emailVisibility',
  'verified',
]);

let collections: Map<string, CollectionModel>;

beforeAll(async () => {
  const pb = await superuser();
  const all = await pb.collections.getFullList({ batch: 200 });
  collections = new Map(all.map((collection) => [collection.name, collection]));
});

const names = Object.keys(RECORD_FIELDS) as CollectionName[];

describe('the record types in shared-contracts', () => {
  it('name every business collection the server has', () => {
    const server = [...collections.values()].filter((c) => !c.system && !c.name.startsWith('_')).map((c) => c.name);
    expect([...server].sort()).toEqual([...names].sort());
  });

  it.each(names)('list exactly the fields of %s', (name) => {
    const collection = collections.get(name);
    expect(collection, `collection ${name} exists`).toBeDefined();
    const server = collection!.fields.map((field) => field.name).filter((field) => !SYSTEM_FIELDS.has(field));
    expect([...server].sort()).toEqual([...RECORD_FIELDS[name]].sort());
  });

  it.each(names)('list the select values of %s', (name) => {
    const server = Object.fromEntries(
      collections
        .get(name)!
        .fields.filter((field) => field.type === 'select')
        .map((field) => [field.name, field.values as string[]]),
    );
    const local = (SELECT_VALUES as Partial<Record<CollectionName, Record<string, readonly string[]>>>)[name] ?? {};
    expect(server).toEqual(Object.fromEntries(Object.entries(local).map(([field, values]) => [field, [...values]])));
  });

  it.each(names)('match created and updated autodate fields on %s', (name) => {
    const fields = collections.get(name)!.fields;
    for (const autodate of ['created', 'updated']) {
      expect(fields.find((field) => field.name === autodate)?.type, `${name}.${autodate}`).toBe('autodate');
    }
  });
});

describe('the schema', () => {
  const refusedFields = async (collection: string, body: Record<string, unknown>): Promise<string[]> => {
    const pb = await superuser();
    try {
      await pb.collection(collection).create(body);
    } catch (error) {
      if (error instanceof ClientResponseError && error.status === 400) return Object.keys(error.response.data ?? {});
      throw error;
    }
    return [];
  };
  const customerId = async () => {
    const pb = await superuser();
    const user = await pb.collection('users').create({
      email: uniqueEmail('schema'),
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    return user.id;
  };

  it('refuses a second parcel with the same tracking code', async () => {
    const code = `SD${randomUUID().slice(0, 8)}`;
    expect(await refusedFields('parcels', { tracking_code: code, status: 'unidentified' })).toEqual([]);
    expect(await refusedFields('parcels', { tracking_code: code, status: 'unidentified' })).toEqual(['tracking_code']);
  });

  it('refuses a second ledger line with the same kind and ref, but not the same ref of another kind', async () => {
    const user = await customerId();
    const line = { user, amount: 1000, balance_after: 1000, kind: 'recharge', ref: `sd-${randomUUID()}` };
    expect(await refusedFields('wallet_transactions', line)).toEqual([]);
    expect((await refusedFields('wallet_transactions', line)).length).toBeGreaterThan(0);
    expect(await refusedFields('wallet_transactions', { ...line, kind: 'adjustment' })).toEqual([]);
  });

  it.each([
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a fractional amount', { amount: 10.5 }, 'amount'],
    ['a balance below 0', { amount: -5, balance_after: -5 }, 'balance_after'],
    ['an unknown kind', { kind: 'gift' }, 'kind'],
  ])('refuses a ledger line with %s', async (_what, patch, field) => {
    const user = await customerId();
    const line = { user, amount: 1000, balance_after: 1000, kind: 'adjustment', ref: `sd-${randomUUID()}`, ...patch };
    expect(await refusedFields('wallet_transactions', line)).toContain(field);
  });

  it.each([0, 1000, 1.5])('refuses a cart quantity of %s', async (qty) => {
    const user = await customerId();
    const item = { user, link: 'https://item.taobao.com/item.htm?id=9', title: 'Socks', unit_price_src: 100, qty };
    expect(await refusedFields('cart_items', item)).toContain('qty');
  });

  it('refuses a second conversation for the same customer', async () => {
    const user = await customerId();
    expect(await refusedFields('conversations', { user, status: 'open' })).toEqual([]);
    expect(await refusedFields('conversations', { user, status: 'open' })).toEqual(['user']);
  });

  it('refuses an exchange rate of 0 and an order status outside the state machine', async () => {
    const rate = { from: 'XTS', to: 'XXX', rate: 0, effective_from: '2026-01-01 00:00:00.000Z' };
    expect(await refusedFields('exchange_rates', rate)).toContain('rate');
    expect(await refusedFields('orders', { user: await customerId(), status: 'shipped' })).toContain('status');
  });
});
