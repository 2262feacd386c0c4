import { RUNTIME_CONFIG_PATH } from '@fwd/shared-contracts';

/** Cache names shared with the service worker's runtime caching rules (vite.config.ts). */
export const REMOTE_ENTRY_CACHE = 'remote-entries';
export const REMOTE_ASSET_CACHE = 'remote-assets';

const ENTRY_FILES = /(^|\/)(mf-manifest\.json|remoteEntry\.js)$/;
const NEVER_CACHED = /(^|\/)(build-manifest|latest-build)\.json$/;

/**
 * After a remote area was opened once, stores all of its files, so every page of that area,
 * visited or not, opens offline later. Writes the caches the service worker reads from.
 */
export async function precacheRemote(base: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const response = await fetch(`${base}build-manifest.json`, { cache: 'no-store' });
  if (!response.ok) return;
  const { files } = (await response.json()) as { files: string[] };
  const urls = files.filter((f) => !NEVER_CACHED.test(f)).map((f) => new URL(f, base).href);
  const entries = urls.filter((u) => ENTRY_FILES.test(u));
  entries.push(new URL(RUNTIME_CONFIG_PATH, window.location.href).href);
  const assets = urls.filter((u) => !ENTRY_FILES.test(u));
  const [entryCache, assetCache] = await Promise.all([
    caches.open(REMOTE_ENTRY_CACHE),
    caches.open(REMOTE_ASSET_CACHE),
  ]);
  await Promise.all([entryCache.addAll(entries), assetCache.addAll(assets)]);
}

/**
 * `precacheRemote` once a service worker is active (only it reads these caches; on a first visit
 * it registers after the page has loaded) and then the browser is idle, so storing a whole area
 * never competes with the page that opened it for the network or the main thread. Failures are
 * left to the next visit.
 */
export function precacheRemoteWhenIdle(
  base: string,
  serviceWorker: Pick<ServiceWorkerContainer, 'ready'> | undefined = navigator.serviceWorker,
): void {
  if (!serviceWorker) return;
  const start = () => void precacheRemote(base).catch(() => undefined);
  void serviceWorker.ready.then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 5000 });
    else setTimeout(start, 2000);
  });
}
