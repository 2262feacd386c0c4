/**
 * Calls `then` once the page has painted its first content (never competing with it), or after
 * five seconds where paint timing is not observable.
 */
export function afterFirstPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  setTimeout(once, 5000);
}

/**
 * Calls `then` once the pictures the page shows at once (every `<img>` not loading lazily) have
 * loaded or failed, or after `timeoutMs`: on a phone's connection, what is fetched for later never
 * takes bandwidth from the page's own pictures, its largest paint among them.
 */
export function afterPictures(then: () => void, doc: Document = document, timeoutMs = 5000): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const waiting = [...doc.querySelectorAll('img')].filter((img) => img.loading !== 'lazy' && !img.complete);
  if (waiting.length === 0) return once();
  let left = waiting.length;
  const settled = () => {
    left -= 1;
    if (left === 0) once();
  };
  for (const img of waiting) {
    img.addEventListener('load', settled, { once: true });
    img.addEventListener('error', settled, { once: true });
  }
  setTimeout(once, timeoutMs);
}

/** The kit's chunks, as the build lists them in the document (none in development). */
export function kitChunks(doc: Document = document): string[] {
  try {
    const hints = JSON.parse(doc.querySelector('meta[name="fwd-frames"]')?.getAttribute('content') ?? '{}') as {
      kit?: string[];
    };
    return hints.kit ?? [];
  } catch {
    return [];
  }
}

/**
 * Fetches the screen kit's chunks (server state, tables, dialogs and inputs) once the first page
 * has painted and the browser is idle, without running them: the next page a visitor opens only
 * fetches its own code (docs/benchmarks.md), and no long evaluation lands while someone reads or
 * taps this one. Skipped when the visitor asked to save data.
 */
export function warmUpWhenIdle(
  chunks: string[] = kitChunks(),
  win: Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] } = window,
  saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
): void {
  if (saveData || chunks.length === 0) return;
  const start = () => {
    for (const href of chunks) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      // The same request mode as the import() that will use it, so the cached answer is reused.
      link.crossOrigin = 'anonymous';
      document.head.appendChild(link);
    }
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 10_000 });
  else win.setTimeout(start, 5000);
}
