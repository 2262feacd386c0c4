import type { RecordModel } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { newStaff, PASSWORD, superuser, uniqueEmail } from '../testing/clients';
import { failure } from '../testing/fixtures';

/** The audit rows about one staff account, oldest first (as superuser). */
async function auditOf(staffId: string): Promise<RecordModel[]> {
  const su = await superuser();
  return su
    .collection('audit_logs')
    .getFullList({ filter: `collection = 'staff' && record = '${staffId}'`, sort: 'created' });
}

/** True when the text holds a bcrypt hash or a token key. */
const holdsSecret = (value: unknown) => /\$2[aby]\$|tokenKey/.test(JSON.stringify(value));

describe('staff accounts', () => {
  it('cannot be deleted by an admin: a 400 says to deactivate instead, and the account stays', async () => {
    const admin = await newStaff(['admin']);
    const member = await newStaff(['finance']);
    const error = await failure(admin.pb.collection('staff').delete(member.id));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/deactivate/i);
    expect((await (await superuser()).collection('staff').getOne(member.id)).id).toBe(member.id);
  });

  it('cannot be deleted by a superuser either', async () => {
    const member = await newStaff(['sales']);
    const error = await failure((await superuser()).collection('staff').delete(member.id));
    expect(error.status).toBe(400);
  });

  it('are audited when an admin creates one, without the password hash', async () => {
    const admin = await newStaff(['admin']);
    const email = uniqueEmail('hired');
    const created = await admin.pb
      .collection('staff')
      .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Hired', roles: ['sales'], active: true });
    const rows = await auditOf(created.id);
    expect(rows.map((r) => [r.action, r.staff])).toEqual([['staff.create', admin.id]]);
    expect(rows[0]!.after).toMatchObject({ email, name: 'Hired', roles: ['sales'], active: true, password: 'set' });
    expect(holdsSecret(rows[0])).toBe(false);
  });

  it('are audited with before and after when an admin changes roles, active and name', async () => {
    const admin = await newStaff(['admin']);
    const member = await newStaff(['sales']);
    await admin.pb.collection('staff').update(member.id, { roles: ['sales', 'finance'] });
    await admin.pb.collection('staff').update(member.id, { name: 'Renamed' });
    await admin.pb.collection('staff').update(member.id, { active: false });
    const rows = (await auditOf(member.id)).filter((r) => r.action !== 'staff.create');
    expect(rows.map((r) => [r.action, r.staff])).toEqual([
      ['staff.update', admin.id],
      ['staff.update', admin.id],
      ['staff.update', admin.id],
    ]);
    expect([rows[0]!.before.roles, rows[0]!.after.roles]).toEqual([['sales'], ['sales', 'finance']]);
    expect([rows[1]!.before.name, rows[1]!.after.name]).toEqual(['Test Staff', 'Renamed']);
    expect([rows[2]!.before.active, rows[2]!.after.active]).toEqual([true, false]);
    expect(rows.some(holdsSecret)).toBe(false);
  });

  it('are audited when another member sets their password, and the hash is never logged', async () => {
    const admin = await newStaff(['admin']);
    const member = await newStaff(['warehouse']);
    const password = 'another-password-9';
    await admin.pb.collection('staff').update(member.id, { password, passwordConfirm: password });
    const rows = (await auditOf(member.id)).filter((r) => r.action !== 'staff.create');
    expect(rows.map((r) => [r.action, r.staff])).toEqual([['staff.password_set', admin.id]]);
    expect([rows[0]!.before.password, rows[0]!.after.password]).toEqual(['unchanged', 'set']);
    expect(holdsSecret(rows[0])).toBe(false);
    expect(JSON.stringify(rows[0])).not.toContain(password);
  });
});
