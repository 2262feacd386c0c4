export const RELOAD_GUARD_KEY = 'fwd:chunk-reload-at';
export const RELOAD_WINDOW_MS = 10_000;

/**
 * Decides whether a failed code load may reload the page: once within the window, so a
 * deployment that replaced old chunks heals itself while a real outage does not loop.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError|Loading chunk|RUNTIME-00\d|Failed to load script resources|Failed to get manifest/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: string; message?: string };
  return name === 'ChunkLoadError' || CHUNK_ERROR.test(String(message ?? ''));
}

/** Reloads the page if the guard allows it; returns false when the caller must show an error. */
export function reloadOnce(): boolean {
  if (!claimReload(sessionStorage)) return false;
  window.location.reload();
  return true;
}

/** Vite reports failed preloads of lazily imported chunks through this event. */
export function installPreloadErrorHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
