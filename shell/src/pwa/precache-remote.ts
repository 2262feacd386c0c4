import { RUNTIME_CONFIG_PATH } from '@fwd/shared-contracts';

/** Cache names shared with the service worker's runtime caching rules (vite.config.ts). */
export const REMOTE_ENTRY_CACHE = 'remote-entries';
export const REMOTE_ASSET_CACHE = 'remote-assets';

/**
 * After a remote area was opened once, has the service worker store all of its files
 * (public/sw-remotes.js), so every page of that area, visited or not, opens offline later. Asked
 * once a service worker is active (only it reads these caches; on a first visit it registers after
 * the page has loaded) and the browser is idle, so storing a whole area never competes with the
 * page that opened it. The storing runs in the service worker, never on the page's main thread.
 */
export function precacheRemoteWhenIdle(
  base: string,
  serviceWorker: Pick<ServiceWorkerContainer, 'ready'> | undefined = navigator.serviceWorker,
): void {
  if (!serviceWorker) return;
  void serviceWorker.ready.then((registration) => {
    const ask = () =>
      registration.active?.postMessage({
        type: 'fwd:precache-remote',
        base: new URL(base, window.location.href).href,
        runtimeConfig: new URL(RUNTIME_CONFIG_PATH, window.location.href).href,
        entryCache: REMOTE_ENTRY_CACHE,
        assetCache: REMOTE_ASSET_CACHE,
      });
    if (typeof requestIdleCallback === 'function') requestIdleCallback(ask, { timeout: 5000 });
    else setTimeout(ask, 2000);
  });
}
