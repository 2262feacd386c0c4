import { describe, expect, it } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_WINDOW_MS } from './reload-guard';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('claimReload', () => {
  it('allows the first reload and records when it happened', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000)).toBe(true);
    expect(storage.map.get(RELOAD_GUARD_KEY)).toBe('1000');
  });

  it('refuses a second reload inside the ten-second window', () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000);
    expect(claimReload(storage, 1_000 + RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('allows another reload once the window has passed', () => {
    const storage = memoryStorage();
    claimReload(storage, 1_000);
    expect(claimReload(storage, 1_000 + RELOAD_WINDOW_MS + 1)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises a failed dynamic import', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
  });

  it('does not treat an ordinary error as a chunk failure', () => {
    expect(isChunkLoadError(new Error('Order not found'))).toBe(false);
  });
});
