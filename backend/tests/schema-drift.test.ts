import type { CollectionModel } from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORD_FIELDS, SELECT_VALUES, type CollectionName } from '../../shared-contracts/src/records';
import { superuser } from '../testing/clients';

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
