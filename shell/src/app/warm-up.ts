import { loadKit } from '@fwd/shared-contracts';
import { loadControls, loadDataKit } from '@fwd/shared-ui';

type Loader = () => Promise<unknown>;

/** The lazy parts of the kit every page uses: server state, tables, dialogs and inputs. */
const KIT: Loader[] = [loadKit, loadDataKit, loadControls];

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
 * Fetches the screen kit once the first page has painted and the browser is idle, so the next
 * page a visitor opens only fetches its own code (docs/benchmarks.md). Skipped when the visitor
 * asked to save data; a failure is left to the page that needs the kit, which retries and explains.
 */
export function warmUpWhenIdle(
  loaders: Loader[] = KIT,
  win: Pick<Window, 'setTimeout'> & { requestIdleCallback?: Window['requestIdleCallback'] } = window,
  saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true,
): void {
  if (saveData) return;
  const start = () => {
    for (const load of loaders) void load().catch(() => undefined);
  };
  // A generous deadline: the kit's chunks take long tasks to evaluate, which must not land while
  // the first page is still loading its own code and data.
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: 10_000 });
  else win.setTimeout(start, 5000);
}
