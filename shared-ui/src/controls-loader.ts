import { use } from 'react';

type Controls = typeof import('./controls');

let loaded: Controls | undefined;
let promise: Promise<Controls> | undefined;

/**
 * Loads the screen kit's lazy chunk (Radix, libphonenumber-js) once. Call it from a route loader
 * whose page shows a dialog, tabs or a money/phone/file field, so the page never suspends for it.
 */
export function loadControls(): Promise<Controls> {
  return (promise ??= import('./controls').then(
    (module) => (loaded = module),
    (error: unknown) => {
      promise = undefined; // a later render (or the error view's retry) tries again
      throw error;
    },
  ));
}

/** The loaded kit; suspends (React 19 `use`) the first time, until the chunk has arrived. */
export function useControls(): Controls {
  return loaded ?? use(loadControls());
}
