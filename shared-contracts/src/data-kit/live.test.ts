// @vitest-environment happy-dom
import { QueryObserver } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '../pocketbase/client';
import { liveTopics, useLive } from './live';
import { queryClient } from './query-client';

type Listener = (event: unknown) => void;

let listeners: Map<string, Listener>;
let unsubscribes: Map<string, ReturnType<typeof vi.fn>>;
let subscribe: ReturnType<typeof vi.fn>;

beforeEach(() => {
  listeners = new Map();
  unsubscribes = new Map();
  subscribe = vi.fn(async (topic: string, listener: Listener) => {
    listeners.set(topic, listener);
    const unsubscribe = vi.fn(async () => undefined);
    unsubscribes.set(topic, unsubscribe);
    return unsubscribe;
  });
  vi.spyOn(pb.realtime, 'subscribe').mockImplementation(subscribe as never);
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.restoreAllMocks();
});

const subscribeCalls = (topic: string) => subscribe.mock.calls.filter(([t]) => t === topic).length;

/** Lets the promise chains of acquire/release settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function cached(queryKey: unknown[], dependsOn?: string[]) {
  await queryClient.prefetchQuery({ queryKey, queryFn: () => 'data', meta: { dependsOn }, staleTime: Infinity });
}

const invalidated = (queryKey: unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

describe('useLive', () => {
  it('makes one subscription per topic however many components watch it', async () => {
    const first = renderHook(() => useLive('customer'));
    const second = renderHook(() => useLive(['customer', null]));
    await settle();
    expect(subscribeCalls('customer')).toBe(1);
    expect(liveTopics()).toEqual({ customer: 2 });
    first.unmount();
    second.unmount();
  });

  it('unsubscribes only when the last watching component unmounts', async () => {
    const first = renderHook(() => useLive('customer'));
    const second = renderHook(() => useLive('customer'));
    await settle();
    const unsubscribe = unsubscribes.get('customer');

    first.unmount();
    await settle();
    expect(unsubscribe).not.toHaveBeenCalled();

    second.unmount();
    await settle();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(liveTopics()).toEqual({});
  });

  it('invalidates the queries of the changed collection and those depending on it, not others', async () => {
    await cached(['orders', 'list', { page: 1 }]);
    await cached(['summary', 'customer'], ['orders', 'parcels']);
    await cached(['parcels', 'list', { page: 1 }]);
    await cached(['summary', 'admin'], ['parcels']);
    const watcher = renderHook(() => useLive('customer'));
    await settle();

    listeners.get('customer')?.({ collection: 'orders', action: 'update', id: 'o1' });

    expect(invalidated(['orders', 'list', { page: 1 }])).toBe(true);
    expect(invalidated(['summary', 'customer'])).toBe(true);
    expect(invalidated(['parcels', 'list', { page: 1 }])).toBe(false);
    expect(invalidated(['summary', 'admin'])).toBe(false);
    watcher.unmount();
  });

  it('refetches the active queries after a reconnect, not on the first connect', async () => {
    const fetcher = vi.fn(async () => 'data');
    const observer = new QueryObserver(queryClient, {
      queryKey: ['parcels', 'list'],
      queryFn: fetcher,
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    const watcher = renderHook(() => useLive('customer'));
    await settle();
    const connect = listeners.get('PB_CONNECT');
    expect(subscribeCalls('PB_CONNECT')).toBe(1);

    connect?.({ clientId: 'c1' });
    await settle();
    expect(fetcher).toHaveBeenCalledTimes(1);

    connect?.({ clientId: 'c2' });
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    stop();
    watcher.unmount();
  });
});
