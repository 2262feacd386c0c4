/**
 * Returns `target` when it is a same-origin path, otherwise `fallback`. Rejects absolute URLs,
 * protocol-relative `//host`, backslash tricks and script URLs so `?redirect=` cannot send a
 * signed-in user elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  const value = target.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const base = 'http://same.origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `/login?redirect=<current path>` style URL for a guard. */
export function loginUrl(loginPath: string, from: URL | string): string {
  const url = typeof from === 'string' ? new URL(from, 'http://same.origin.invalid') : from;
  const back = `${url.pathname}${url.search}${url.hash}`;
  return back === '/' ? loginPath : `${loginPath}?redirect=${encodeURIComponent(back)}`;
}
