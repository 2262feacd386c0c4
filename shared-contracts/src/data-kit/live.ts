import { useEffect } from 'react';
import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase';
import { pb } from '../pocketbase/client';
import { queryKeys } from '../query/query-keys';
import { invalidateCollections } from './api/collection-queries';
import { queryClient } from './query-client';

/**
 * A topic a page watches:
 * - `customer`: the signed-in customer's own channel (`{ collection, action, id }` for each of
 *   their records that changed; docs/realtime.md). Customer pages use this or a record topic.
 * - `<collection>/<id>`: one record.
 * - `<collection>`: a whole collection; staff views only (PocketBase checks every subscriber of a
 *   collection topic against its rule on each event).
 */
export type LiveTopic = 'customer' | `${string}/${string}` | string;

interface Subscription {
  count: number;
  ready: Promise<UnsubscribeFunc | null>;
}

const subscriptions = new Map<string, Subscription>();
let connectWatch: Promise<UnsubscribeFunc | null> | null = null;
let connectedOnce = false;

interface ChannelEvent {
  collection?: string;
  action?: string;
  id?: string;
}

function onEvent(topic: string, event: unknown): void {
  if (topic === 'customer') {
    const { collection } = (event ?? {}) as ChannelEvent;
    if (collection) void invalidateCollections(collection);
    return;
  }
  const [collection, id] = topic.split('/') as [string, string | undefined];
  const { action, record } = event as RecordSubscription<{ id: string }>;
  if (id && record) {
    if (action === 'delete') queryClient.removeQueries({ queryKey: queryKeys.view(collection, id) });
    // Lists and counts that may hold the record refetch; its own view too (expands may differ).
  }
  void invalidateCollections(collection);
}

/** After the SDK reconnects (it resubscribes by itself), what was watched may have missed events. */
function watchReconnects(): void {
  connectWatch ??= pb.realtime
    .subscribe('PB_CONNECT', () => {
      if (connectedOnce) void queryClient.invalidateQueries({ refetchType: 'active' });
      connectedOnce = true;
    })
    .catch(() => null);
}

function acquire(topic: string): void {
  const existing = subscriptions.get(topic);
  if (existing) {
    existing.count += 1;
    return;
  }
  watchReconnects();
  const ready = pb.realtime.subscribe(topic, (event: unknown) => onEvent(topic, event)).catch(() => null);
  subscriptions.set(topic, { count: 1, ready });
}

function release(topic: string): void {
  const entry = subscriptions.get(topic);
  if (!entry) return;
  entry.count -= 1;
  if (entry.count > 0) return;
  subscriptions.delete(topic);
  void entry.ready.then((unsubscribe) => unsubscribe?.());
  if (subscriptions.size === 0 && connectWatch) {
    const watch = connectWatch;
    connectWatch = null;
    connectedOnce = false;
    void watch.then((unsubscribe) => unsubscribe?.());
  }
}

/** How many components watch each topic (for tests and diagnostics). */
export function liveTopics(): Record<string, number> {
  return Object.fromEntries([...subscriptions].map(([topic, s]) => [topic, s.count]));
}

/**
 * Keeps the cached queries of these topics fresh while the component is mounted: one PocketBase
 * subscription per topic however many components watch it, dropped when the last one leaves.
 * `null`/empty topics are ignored (e.g. before the id is known).
 */
export function useLive(
  topics: LiveTopic | readonly (LiveTopic | null | undefined | false)[] | null | undefined,
): void {
  const list = (Array.isArray(topics) ? topics : [topics]).filter(
    (t): t is string => typeof t === 'string' && t !== '',
  );
  const signature = [...new Set(list)].sort().join('|');
  useEffect(() => {
    if (!signature) return;
    const watched = signature.split('|');
    watched.forEach(acquire);
    return () => watched.forEach(release);
  }, [signature]);
}
