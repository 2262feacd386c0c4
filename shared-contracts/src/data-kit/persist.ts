import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/query-persist-client-core';
import { del, get, set } from 'idb-keyval';
import { CACHE_MAX_AGE, queryClient } from './query-client';

/** Bump when cached shapes change so old caches are dropped instead of read. */
const CACHE_VERSION = '1';
const storageKey = (userId: string) => `fwd-query-cache:${userId}`;

let current: { userId: string; stop: () => void; restored: Promise<void> } | null = null;

/**
 * What a signed-in user has opened stays readable offline: the query cache is written to
 * IndexedDB under that user's key and read back on the next start. Never another user's.
 */
export function persistFor(userId: string | null): Promise<void> {
  if (current && current.userId === userId) return current.restored;
  if (current) {
    current.stop();
    current = null;
    // Another user (or none) now: nothing of the previous one may be written under the new key.
    queryClient.clear();
  }
  if (!userId || typeof indexedDB === 'undefined') return Promise.resolve();
  // A write the persister's throttle still holds when this user's persisting stops (sign-out,
  // another user) must not land afterwards and bring back what was just wiped.
  let writing = true;
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key),
      setItem: (key, value: string) => (writing ? set(key, value) : Promise.resolve()),
      removeItem: del,
    },
    key: storageKey(userId),
    throttleTime: 500,
  });
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: CACHE_MAX_AGE,
    buster: CACHE_VERSION,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
  });
  const stop = () => {
    writing = false;
    unsubscribe();
  };
  current = { userId, stop, restored: restored.catch(() => undefined) };
  return current.restored;
}

/** At sign-out: nothing of that user stays in memory or on the device. */
export async function forgetUser(userId: string): Promise<void> {
  if (current?.userId === userId) {
    current.stop();
    current = null;
  }
  queryClient.clear();
  if (typeof indexedDB !== 'undefined') await del(storageKey(userId)).catch(() => undefined);
}
