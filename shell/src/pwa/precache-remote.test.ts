// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { precacheRemoteWhenIdle } from './precache-remote';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('asks the service worker to store an area once it is active, and then when idle', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const postMessage = vi.fn();
  let activate: () => void = () => undefined;
  const ready = new Promise<ServiceWorkerRegistration>((resolve) => {
    activate = () => resolve({ active: { postMessage } } as unknown as ServiceWorkerRegistration);
  });
  precacheRemoteWhenIdle('/remotes/mf-account/', { ready });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(postMessage).not.toHaveBeenCalled();

  activate();
  await vi.advanceTimersByTimeAsync(2_000);
  expect(postMessage).toHaveBeenCalledWith({
    type: 'fwd:precache-remote',
    base: `${window.location.origin}/remotes/mf-account/`,
    runtimeConfig: `${window.location.origin}/runtime-config.json`,
    entryCache: 'remote-entries',
    assetCache: 'remote-assets',
  });
});

it('asks nothing where there is no service worker', () => {
  expect(() => precacheRemoteWhenIdle('/remotes/mf-account/', undefined)).not.toThrow();
});
