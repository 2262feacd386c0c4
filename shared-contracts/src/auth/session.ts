import { ClientResponseError, type UnsubscribeFunc } from 'pocketbase';
import { pb } from '../pocketbase/client';
import { loadKit } from '../kit';
import { authStore, type AuthState } from './auth-store';
import { refreshAuth, watchOwnRecord } from './api/own-record';

const REFRESH_AFTER_MS = 60_000;
let lastRefresh = 0;

function collectionOf(state: AuthState): 'users' | 'staff' | null {
  return state.kind === 'customer' ? 'users' : state.kind === 'staff' ? 'staff' : null;
}

/**
 * Brings the session up to date with the server. A 401, 403 (an inactive staff member) or 404
 * (a deleted account) ends it; a network failure keeps it (the user may be offline).
 */
export async function refreshSession(): Promise<void> {
  if (!pb.authStore.token) return;
  if (!pb.authStore.isValid) {
    pb.authStore.clear();
    return;
  }
  const collection = collectionOf(authStore.getState());
  if (!collection) return;
  lastRefresh = Date.now();
  try {
    await refreshAuth(collection);
  } catch (error) {
    if (error instanceof ClientResponseError && [401, 403, 404].includes(error.status)) pb.authStore.clear();
  }
}

/**
 * Starts keeping the session honest: a refresh now and whenever the page regains focus (at most
 * once a minute), the signed-in record kept live through its own realtime topic, and at sign-out
 * every cached byte of that user dropped. Returns a stop function.
 */
export function startSession(): () => void {
  let unwatch: Promise<UnsubscribeFunc | null> | null = null;
  let watchedId: string | null = null;

  const watch = (state: AuthState) => {
    const id = state.record?.id ?? null;
    if (id === watchedId) return;
    const previous = unwatch;
    unwatch = null;
    watchedId = id;
    void previous?.then((stop) => stop?.());
    const collection = collectionOf(state);
    if (!id || !collection) return;
    unwatch = watchOwnRecord(collection, id, (action, record) => {
      if (action === 'delete') pb.authStore.clear();
      else if (pb.authStore.record?.id === record.id) pb.authStore.save(pb.authStore.token, record);
    }).catch(() => null);
  };

  const onFocus = () => {
    if (document.visibilityState === 'hidden' || Date.now() - lastRefresh < REFRESH_AFTER_MS) return;
    void refreshSession();
  };

  const stopAuth = authStore.subscribe((next, previous) => {
    const before = previous.record?.id;
    if (before && before !== next.record?.id) void loadKit().then((kit) => kit.forgetUser(before));
    watch(next);
  });

  watch(authStore.getState());
  void refreshSession();
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onFocus);
  return () => {
    stopAuth();
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onFocus);
    void unwatch?.then((stop) => stop?.());
  };
}
