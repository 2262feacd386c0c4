// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { precacheRemoteWhenIdle } from './precache-remote';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('stores an area only once a service worker is active, and then when idle', async () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  vi.stubGlobal('caches', {});
  const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
  vi.stubGlobal('fetch', fetch);
  let activate: () => void = () => undefined;
  const ready = new Promise<ServiceWorkerRegistration>((resolve) => {
    activate = () => resolve({} as ServiceWorkerRegistration);
  });
  precacheRemoteWhenIdle('/remotes/mf-account/', { ready });
  await vi.advanceTimersByTimeAsync(10_000);
  expect(fetch).not.toHaveBeenCalled();

  activate();
  await vi.advanceTimersByTimeAsync(2_000);
  expect(fetch).toHaveBeenCalledWith('/remotes/mf-account/build-manifest.json', { cache: 'no-store' });
});

it('stores nothing where there is no service worker to read it', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  precacheRemoteWhenIdle('/remotes/mf-account/', undefined);
  expect(fetch).not.toHaveBeenCalled();
});
