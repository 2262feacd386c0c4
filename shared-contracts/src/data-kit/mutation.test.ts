// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { OfflineError, setErrorReporter } from '../pocketbase/error-policy';
import { useApiMutation } from './api/collection-queries';
import { queryClient } from './query-client';

beforeAll(async () => {
  await initI18n('en');
  setErrorReporter(() => undefined);
});

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
  queryClient.clear();
});

async function cached(queryKey: unknown[], dependsOn?: string[]) {
  await queryClient.prefetchQuery({ queryKey, queryFn: () => 'data', meta: { dependsOn }, staleTime: Infinity });
}

const invalidated = (queryKey: unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

describe('useApiMutation', () => {
  it('refuses at once while offline with an OfflineError and never calls the API', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async () => 'saved');
    const { result } = renderHook(() => useApiMutation({ mutationFn }));

    let thrown: unknown;
    await act(async () => {
      thrown = await result.current.mutateAsync(undefined).catch((error: unknown) => error);
    });

    expect(thrown).toBeInstanceOf(OfflineError);
    expect((thrown as Error).message).toBe('You are offline. Nothing was saved; try again when you are back online.');
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it('invalidates the named collections (and what depends on them) on success, nothing else', async () => {
    await cached(['addresses', 'list', { page: 1 }]);
    await cached(['users', 'view', 'u1']);
    await cached(['summary', 'customer'], ['users']);
    await cached(['orders', 'list', { page: 1 }]);
    const { result } = renderHook(() =>
      useApiMutation({ mutationFn: async (id: string) => id, invalidates: ['addresses', 'users'] }),
    );

    await act(async () => {
      await result.current.mutateAsync('a1');
    });

    expect(invalidated(['addresses', 'list', { page: 1 }])).toBe(true);
    expect(invalidated(['users', 'view', 'u1'])).toBe(true);
    expect(invalidated(['summary', 'customer'])).toBe(true);
    expect(invalidated(['orders', 'list', { page: 1 }])).toBe(false);
  });
});
