import { safeRedirect } from '@fwd/shared-contracts';

/**
 * Where a notification leads, when it is a path of this app ("/account/order?id=…"); null for an
 * empty link, another site, `//host` or anything that is not a plain path.
 */
export function notificationPath(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  const path = safeRedirect(value, '');
  return path === '' ? null : path;
}

export interface EachProgress {
  done: number;
  failed: number;
  total: number;
}

/**
 * Runs `work` on every id, `concurrency` at a time, and keeps going when one fails; reports the
 * progress after each. Resolves with the ids that failed.
 */
export async function runEach(
  ids: readonly string[],
  work: (id: string) => Promise<unknown>,
  onProgress: (progress: EachProgress) => void,
  concurrency = 4,
): Promise<string[]> {
  const failed: string[] = [];
  let done = 0;
  let next = 0;
  const total = ids.length;
  onProgress({ done, failed: 0, total });
  async function worker() {
    while (next < total) {
      const id = ids[next] as string;
      next += 1;
      try {
        await work(id);
      } catch {
        failed.push(id);
      }
      done += 1;
      onProgress({ done, failed: failed.length, total });
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  return failed;
}
