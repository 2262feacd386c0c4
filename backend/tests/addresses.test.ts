import type PocketBase from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { newCustomer, superuser } from '../testing/clients';

let areaId: string | undefined;

/** A district to point addresses at (areas are public to read). */
async function district(): Promise<string> {
  if (areaId) return areaId;
  const admin = await superuser();
  const region = await admin.collection('areas').create({ name: 'Test region', kind: 'region' });
  const province = await admin
    .collection('areas')
    .create({ name: 'Test province', kind: 'province', parent: region.id });
  const place = await admin
    .collection('areas')
    .create({ name: 'Test district', kind: 'district', parent: province.id, zone: 'Z1' });
  areaId = place.id;
  return areaId;
}

async function addAddress(pb: PocketBase, fields: Record<string, unknown> = {}) {
  return pb.collection('addresses').create({
    user: pb.authStore.record?.id,
    name: 'Lan Nguyen',
    phone: '+84912345678',
    area: await district(),
    detail: '12 Hang Bac',
    ...fields,
  });
}

async function defaults(pb: PocketBase) {
  const me = pb.authStore.record?.id as string;
  const list = await pb.collection('addresses').getFullList({ filter: pb.filter('user = {:me}', { me }) });
  const user = await pb.collection('users').getOne(me);
  return { ids: list.filter((a) => a.is_default).map((a) => a.id), pointer: user.default_address as string };
}

describe('default addresses', () => {
  it("make a customer's first address the default", async () => {
    const pb = await newCustomer();
    const first = await addAddress(pb);
    expect(first.is_default).toBe(true);
    expect(await defaults(pb)).toEqual({ ids: [first.id], pointer: first.id });
  });

  it('keep exactly one default when another is set, and the user record points at it', async () => {
    const pb = await newCustomer();
    await addAddress(pb);
    const second = await addAddress(pb, { detail: '5 Le Loi' });
    await pb.collection('addresses').update(second.id, { is_default: true });
    expect(await defaults(pb)).toEqual({ ids: [second.id], pointer: second.id });
  });

  it('keep exactly one default when several are set at the same moment', async () => {
    const pb = await newCustomer();
    const created = [];
    for (let i = 0; i < 6; i += 1) created.push(await addAddress(pb, { detail: `Street ${i}` }));
    await Promise.all(created.map((a) => pb.collection('addresses').update(a.id, { is_default: true })));
    const { ids, pointer } = await defaults(pb);
    expect(ids).toHaveLength(1);
    expect(pointer).toBe(ids[0]);
  });

  it('pass the default to the newest remaining address when the default is deleted', async () => {
    const pb = await newCustomer();
    const first = await addAddress(pb);
    const second = await addAddress(pb, { detail: '5 Le Loi' });
    await pb.collection('addresses').delete(first.id);
    expect(await defaults(pb)).toEqual({ ids: [second.id], pointer: second.id });
  });
});
