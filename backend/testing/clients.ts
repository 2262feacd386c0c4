import { randomUUID } from 'node:crypto';
import PocketBase from 'pocketbase';
import { inject } from 'vitest';
import { SUPERUSER } from './start-pocketbase';

export const PASSWORD = 'test-password-42';

export function apiUrl(): string {
  return inject('pocketbaseUrl');
}

/** A client with no session. */
export function anonymous(url = apiUrl()): PocketBase {
  const pb = new PocketBase(url);
  pb.autoCancellation(false);
  return pb;
}

export async function superuser(url = apiUrl()): Promise<PocketBase> {
  const pb = anonymous(url);
  await pb.collection('_superusers').authWithPassword(SUPERUSER.email, SUPERUSER.password);
  return pb;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Signs up a new customer through the public API and returns a client signed in as them. */
export async function newCustomer(url = apiUrl(), fields: Record<string, unknown> = {}): Promise<PocketBase> {
  const pb = anonymous(url);
  const email = uniqueEmail('customer');
  await pb
    .collection('users')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Test Customer', ...fields });
  await pb.collection('users').authWithPassword(email, PASSWORD);
  return pb;
}

/** Creates a staff member (as superuser) and returns a client signed in as them, unless inactive. */
export async function newStaff(
  roles: string[],
  { active = true, url = apiUrl() }: { active?: boolean; url?: string } = {},
): Promise<{ pb: PocketBase; email: string; id: string }> {
  const admin = await superuser(url);
  const email = uniqueEmail(`staff-${roles.join('-') || 'none'}`);
  const record = await admin
    .collection('staff')
    .create({ email, password: PASSWORD, passwordConfirm: PASSWORD, name: 'Test Staff', roles, active });
  const pb = anonymous(url);
  if (active) await pb.collection('staff').authWithPassword(email, PASSWORD);
  return { pb, email, id: record.id };
}
