/*
 * The data half of the screen kit, loaded with the first page that uses it (never before the
 * first paint). Pages reach it through the wrappers of `../kit.ts`, which load this chunk once:
 * because this package is the shell's singleton, every remote gets this same chunk and so one
 * query cache, one realtime bridge and one form library.
 */
import { onlineManager } from '@tanstack/react-query';
import { authStore } from '../auth/auth-store';
import { persistFor } from './persist';

export { queryClient } from './query-client';
export * from './api/collection-queries';
export { useLive, liveTopics } from './live';
export { persistFor, forgetUser } from './persist';
export * from './forms';

/** Resolves once the signed-in user's cached data is back from the device. */
export function ready(): Promise<void> {
  return persistFor(authStore.getState().record?.id ?? null);
}
authStore.subscribe((state) => void persistFor(state.record?.id ?? null));
// TanStack Query assumes it starts online; a page opened offline must know it is not.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
