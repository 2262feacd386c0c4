import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../query-client';
import { invalidateCollections } from './collection-queries';

afterEach(() => queryClient.clear());

/** A fetcher whose answers the test releases one by one; each answer is what was saved when it was asked. */
function controlledFetcher() {
  let saved = 'before the write';
  const pending: (() => void)[] = [];
  const fetcher = vi.fn(() => {
    const answer = saved;
    return new Promise<string>((resolve) => pending.push(() => resolve(answer)));
  });
  return {
    fetcher,
    write: (value: string) => (saved = value),
    release: () => pending.shift()?.(),
  };
}

describe('invalidateCollections', () => {
  it('asks a first load again when it was read before the write (its answer would otherwise stand)', async () => {
    const { fetcher, write, release } = controlledFetcher();
    const observer = new QueryObserver(queryClient, { queryKey: ['messages', 'thread', 'c1'], queryFn: fetcher });
    const stop = observer.subscribe(() => undefined);
    expect(fetcher).toHaveBeenCalledTimes(1);

    write('after the write');
    const refreshed = invalidateCollections('messages');
    release();
    await vi.waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
    release();
    await refreshed;

    expect(observer.getCurrentResult().data).toBe('after the write');
    stop();
  });

  it('refetches a loaded query once, and leaves other collections alone', async () => {
    const messages = controlledFetcher();
    const orders = controlledFetcher();
    const thread = new QueryObserver(queryClient, { queryKey: ['messages', 'list'], queryFn: messages.fetcher });
    const list = new QueryObserver(queryClient, { queryKey: ['orders', 'list'], queryFn: orders.fetcher });
    const stops = [thread.subscribe(() => undefined), list.subscribe(() => undefined)];
    messages.release();
    orders.release();
    await vi.waitFor(() => expect(thread.getCurrentResult().data).toBe('before the write'));

    messages.write('after the write');
    const refreshed = invalidateCollections('messages');
    await vi.waitFor(() => expect(messages.fetcher).toHaveBeenCalledTimes(2));
    messages.release();
    await refreshed;

    expect(thread.getCurrentResult().data).toBe('after the write');
    expect(messages.fetcher).toHaveBeenCalledTimes(2);
    expect(orders.fetcher).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
  });
});
