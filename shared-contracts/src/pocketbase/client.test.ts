// @vitest-environment happy-dom
import type { RecordModel } from 'pocketbase';
import { afterEach, expect, it } from 'vitest';
import { refreshAuth } from '../auth/api/own-record';
import { pb } from './client';

function token(): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

const staff: RecordModel = { id: 'staff1234567890', collectionId: 'pbc_staff', collectionName: 'staff', name: 'Hoa' };

/** What the browser gives while the page unloads: the status came, the body never does. */
const cutOff = async () =>
  new Response(new ReadableStream({ start: (controller) => controller.error(new TypeError('network error')) }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => pb.authStore.clear());

it('keeps the session when a refresh answer is cut off (a reload during the refresh)', async () => {
  const session = token();
  pb.authStore.save(session, staff);
  pb.beforeSend = (url, options) => ({ url, options: { ...options, fetch: cutOff } });
  try {
    await refreshAuth('staff').catch(() => undefined);
  } finally {
    pb.beforeSend = undefined;
  }
  expect(pb.authStore.token).toBe(session);
  expect(pb.authStore.record?.id).toBe(staff.id);
  expect(JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}')).toMatchObject({ token: session });
});

it('saves a whole answer and clears on sign-out', () => {
  const session = token();
  pb.authStore.save(session, staff);
  expect(pb.authStore.isValid).toBe(true);
  pb.authStore.clear();
  expect(pb.authStore.token).toBe('');
  expect(localStorage.getItem('pocketbase_auth')).toBeNull();
});
