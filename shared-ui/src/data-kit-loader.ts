import { use } from 'react';

type DataKit = typeof import('./data-kit');

let loaded: DataKit | undefined;
let promise: Promise<DataKit> | undefined;

/** Starts loading the data kit's chunk (call it early, e.g. in a route loader, to avoid a wait). */
export function loadDataKit(): Promise<DataKit> {
  return (promise ??= import('./data-kit').then(
    (module) => (loaded = module),
    (error: unknown) => {
      promise = undefined; // a failed chunk load may be retried
      throw error;
    },
  ));
}

/** The data kit's components; suspends until its chunk has loaded. */
export function useDataKit(): DataKit {
  return loaded ?? use(loadDataKit());
}
