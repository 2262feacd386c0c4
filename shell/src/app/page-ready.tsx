import { useEffect } from 'react';

let waiting: (() => void) | null = null;

/** Calls `then` once, the next time a page's content is on screen and live (hydrated or rendered). */
export function whenPageReady(then: () => void): void {
  waiting = then;
}

/** Rendered inside each layout's page boundary: its effect runs once the page there has committed. */
export function PageReady() {
  useEffect(() => {
    const then = waiting;
    waiting = null;
    then?.();
  }, []);
  return null;
}
