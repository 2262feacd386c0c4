import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** idb-keyval over an in-memory map: what the persister reads and writes on the device. */
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('idb-keyval', () => ({
  get: vi.fn(async (key: string) => stored.get(key)),
  set: vi.fn(async (key: string, value: string) => void stored.set(key, value)),
  del: vi.fn(async (key: string) => void stored.delete(key)),
}));

const { del } = await import('idb-keyval');
const { forgetUser, persistFor } = await import('./persist');
const { queryClient } = await import('./query-client');

const KEY_A = 'fwd-query-cache:a';
const KEY_B = 'fwd-query-cache:b';

/** What the persister would have written for a user whose cache holds `data` under `queryKey`. */
function persistedCache(queryKey: unknown[], data: unknown): string {
  const client = new QueryClient();
  client.setQueryData(queryKey, data);
  return JSON.stringify({ buster: '1', timestamp: Date.now(), clientState: dehydrate(client) });
}

beforeEach(() => {
  // persistFor only runs where IndexedDB exists; idb-keyval itself is the map above.
  vi.stubGlobal('indexedDB', {});
  stored.clear();
  stored.set(KEY_A, persistedCache(['addresses', 'list', { page: 1 }], { items: ['a-home'] }));
});

afterEach(async () => {
  vi.useRealTimers();
  await persistFor(null);
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.mocked(del).mockClear();
});

describe('persistFor / forgetUser', () => {
  it("restores a user's cached data at start", async () => {
    await persistFor('a');
    expect(queryClient.getQueryData(['addresses', 'list', { page: 1 }])).toEqual({ items: ['a-home'] });
  });

  it('forgetUser clears the query cache and deletes the stored key', async () => {
    await persistFor('a');
    await forgetUser('a');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(del).toHaveBeenCalledWith(KEY_A);
    expect(stored.has(KEY_A)).toBe(false);
  });

  it("never restores a's data for b after a signed out, nor writes it under b's key", async () => {
    stored.set(KEY_B, persistedCache(['orders', 'list', { page: 1 }], { items: ['b-order'] }));
    await persistFor('a');
    await forgetUser('a');
    await persistFor('b');
    queryClient.setQueryData(['parcels', 'list', { page: 1 }], { items: ['b-parcel'] });
    await vi.waitFor(() => expect(stored.get(KEY_B)).toContain('b-parcel'));

    expect(queryClient.getQueryData(['addresses', 'list', { page: 1 }])).toBeUndefined();
    expect(queryClient.getQueryData(['orders', 'list', { page: 1 }])).toEqual({ items: ['b-order'] });
    expect(stored.get(KEY_B)).not.toContain('a-home');
  });

  it('a write the throttle still held at sign-out does not bring the cache back afterwards', async () => {
    // The persister's write throttle (500 ms) runs on a fake clock, moved past it after sign-out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await persistFor('a');
    queryClient.setQueryData(['orders', 'list', { page: 1 }], { items: ['a-order'] });
    await forgetUser('a');
    await vi.advanceTimersByTimeAsync(1_000);

    expect(stored.has(KEY_A)).toBe(false);
  });
});
