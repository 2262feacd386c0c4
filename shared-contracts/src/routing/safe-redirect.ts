const BASE = 'http://same.origin.invalid';

/**
 * Returns `target` as a same-origin path (normalised: `/a/./b/../c` is `/a/c`) when it is one,
 * otherwise `fallback`, so `?redirect=` cannot send a signed-in user elsewhere. The check is of
 * the normalised path, which is the one returned: `/.//evil.example` normalises to
 * `//evil.example`, another host. Refuses absolute and script URLs, protocol-relative `//host`,
 * backslashes and control characters anywhere (browsers read or drop them), and encoded slashes
 * in the path.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  const value = target.trim();
  if (!value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || !/^\/(?!\/)/.test(url.pathname) || /%(2f|5c)/i.test(url.pathname)) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return new URL(path, BASE).href === url.href ? path : fallback;
}

/** `/login?redirect=<current path>` style URL for a guard. */
export function loginUrl(loginPath: string, from: URL | string): string {
  const url = typeof from === 'string' ? new URL(from, 'http://same.origin.invalid') : from;
  const back = `${url.pathname}${url.search}${url.hash}`;
  return back === '/' ? loginPath : `${loginPath}?redirect=${encodeURIComponent(back)}`;
}
