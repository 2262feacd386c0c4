// @vitest-environment happy-dom
import { ClientResponseError, type RecordModel } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '../pocketbase/client';
import { refreshAuth, watchOwnRecord } from './api/own-record';
import { refreshSession, startSession } from './session';

vi.mock('./api/own-record', () => ({
  refreshAuth: vi.fn(async () => undefined),
  watchOwnRecord: vi.fn(async () => () => Promise.resolve()),
}));

function token(expiresInSeconds = 3600): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

const customer: RecordModel = {
  id: 'user12345678901',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  name: 'Lan',
};

beforeEach(() => {
  pb.authStore.save(token(), customer);
});

afterEach(() => {
  pb.authStore.clear();
  vi.mocked(refreshAuth).mockReset();
  vi.mocked(watchOwnRecord).mockClear();
});

describe('refreshSession', () => {
  it.each([401, 403, 404])('ends the session when the server answers %i', async (status) => {
    vi.mocked(refreshAuth).mockRejectedValueOnce(new ClientResponseError({ status, response: {} }));
    await refreshSession();
    expect(refreshAuth).toHaveBeenCalledWith('users');
    expect(pb.authStore.token).toBe('');
    expect(pb.authStore.record).toBeNull();
  });

  it('keeps the session when the server cannot be reached (status 0)', async () => {
    vi.mocked(refreshAuth).mockRejectedValueOnce(new ClientResponseError({ status: 0, response: {} }));
    await refreshSession();
    expect(refreshAuth).toHaveBeenCalledTimes(1);
    expect(pb.authStore.record?.id).toBe(customer.id);
    expect(pb.authStore.isValid).toBe(true);
  });
});

describe('startSession', () => {
  function startWatching() {
    const stop = startSession();
    expect(watchOwnRecord).toHaveBeenCalledWith('users', customer.id, expect.any(Function));
    const onChange = vi.mocked(watchOwnRecord).mock.calls[0]?.[2] as (action: string, record: RecordModel) => void;
    return { stop, onChange };
  }

  it('saves an updated own record into the auth store, keeping the token', () => {
    const { stop, onChange } = startWatching();
    const before = pb.authStore.token;

    onChange('update', { ...customer, name: 'Lan Nguyen' });

    expect(pb.authStore.record?.name).toBe('Lan Nguyen');
    expect(pb.authStore.token).toBe(before);
    stop();
  });

  it('ends the session when the own record is deleted', () => {
    const { stop, onChange } = startWatching();

    onChange('delete', customer);

    expect(pb.authStore.token).toBe('');
    expect(pb.authStore.record).toBeNull();
    stop();
  });
});
