import { useEffect } from 'react';

let waiting: (() => void) | null = null;

/** Calls `then` once, the next time a page's content is on screen and live (hydrated or rendered). */
export function whenPageReady(then: () => void): void {
  waiting = then;
}

/**
 * Rendered with each layout's page (inside its boundary) or error view: its effect runs once that
 * has committed. Never beside the router: a sibling there would shift every `useId` of the page.
 */
export function PageReady() {
  useEffect(() => {
    const then = waiting;
    waiting = null;
    then?.();
  }, []);
  return null;
}
