import { describe, expect, it } from 'vitest';
import { anonymous, newCustomer, newStaff, PASSWORD, superuser, uniqueEmail } from '../testing/clients';
import { failure } from '../testing/fixtures';

describe('customers', () => {
  it('get a unique customer code when they sign up', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const a = first.authStore.record?.code as string;
    const b = second.authStore.record?.code as string;
    expect(a).toMatch(/^C\d{5,}$/);
    expect(b).toMatch(/^C\d{5,}$/);
    expect(a).not.toBe(b);
  });

  it('all get distinct codes when they sign up at the same moment', async () => {
    const pb = anonymous();
    const emails = Array.from({ length: 20 }, () => uniqueEmail('rush'));
    const results = await Promise.allSettled(
      emails.map((email) =>
        pb.collection('users').create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Rush Customer' }),
      ),
    );
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(refused).toEqual([]);
    const codes = results.map((r) => (r.status === 'fulfilled' ? (r.value.code as string) : ''));
    for (const code of codes) expect(code).toMatch(/^C\d{5,}$/);
    expect(new Set(codes).size).toBe(20);
  });

  it('cannot choose their balance or code at sign-up', async () => {
    const pb = anonymous();
    const body = { email: uniqueEmail('rich'), password: PASSWORD, passwordConfirm: PASSWORD };
    expect((await failure(pb.collection('users').create({ ...body, balance: 1_000_000 }))).status).toBe(400);
    expect((await failure(pb.collection('users').create({ ...body, code: 'C99999' }))).status).toBe(400);
  });

  it('cannot write their own balance or code, and the balance stays as it was', async () => {
    const pb = await newCustomer();
    const me = pb.authStore.record!;
    const refused = await failure(pb.collection('users').update(me.id, { balance: 500_000 }));
    expect([400, 403, 404]).toContain(refused.status);
    await failure(pb.collection('users').update(me.id, { code: 'C99999' }));
    const after = await pb.collection('users').getOne(me.id);
    expect(after.balance).toBe(0);
    expect(after.code).toBe(me.code);
    expect((await pb.collection('users').update(me.id, { name: 'New Name' })).name).toBe('New Name');
  });

  it('cannot read or edit another customer', async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const bId = b.authStore.record!.id;
    expect((await failure(a.collection('users').getOne(bId))).status).toBe(404);
    expect((await a.collection('users').getFullList()).map((u) => u.id)).toEqual([a.authStore.record!.id]);
    expect((await failure(a.collection('users').update(bId, { name: 'Hacked' }))).status).toBe(404);
  });

  it('need a password of at least 10 characters', async () => {
    const error = await failure(
      anonymous()
        .collection('users')
        .create({ email: uniqueEmail('short'), password: 'short-pw1', passwordConfirm: 'short-pw1' }),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(error.response.data)).toContain('password');
  });
});

describe('staff', () => {
  it('cannot be read by a customer token', async () => {
    const customer = await newCustomer();
    const { id } = await newStaff(['sales']);
    expect(await customer.collection('staff').getFullList()).toEqual([]);
    expect((await failure(customer.collection('staff').getOne(id))).status).toBe(404);
  });

  it('cannot be read anonymously', async () => {
    const { id } = await newStaff(['finance']);
    expect(await anonymous().collection('staff').getFullList()).toEqual([]);
    expect((await failure(anonymous().collection('staff').getOne(id))).status).toBe(404);
  });

  it('sign in with their roles, and inactive staff are refused', async () => {
    const { pb } = await newStaff(['warehouse', 'finance']);
    expect(pb.authStore.record?.roles).toEqual(['warehouse', 'finance']);
    const inactive = await newStaff(['sales'], { active: false });
    const error = await failure(anonymous().collection('staff').authWithPassword(inactive.email, PASSWORD));
    expect(error.status).toBe(403);
  });

  it('cannot grant themselves roles, while an admin can', async () => {
    const sales = await newStaff(['sales']);
    await failure(sales.pb.collection('staff').update(sales.id, { roles: ['admin'] }));
    expect((await (await superuser()).collection('staff').getOne(sales.id)).roles).toEqual(['sales']);
    const admin = await newStaff(['admin']);
    expect((await admin.pb.collection('staff').update(sales.id, { roles: ['sales', 'finance'] })).roles).toEqual([
      'sales',
      'finance',
    ]);
  });

  it('who are not admins see only themselves', async () => {
    const sales = await newStaff(['sales']);
    await newStaff(['warehouse']);
    expect((await sales.pb.collection('staff').getFullList()).map((s) => s.id)).toEqual([sales.id]);
  });

  it('can look customers up, while a customer cannot sign in as staff', async () => {
    const customer = await newCustomer();
    const sales = await newStaff(['sales']);
    const found = await sales.pb.collection('users').getOne(customer.authStore.record!.id);
    expect(found.code).toBe(customer.authStore.record!.code);
    const email = customer.authStore.record!.email as string;
    expect((await failure(anonymous().collection('staff').authWithPassword(email, PASSWORD))).status).toBe(400);
  });
});
