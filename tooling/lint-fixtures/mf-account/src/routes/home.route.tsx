import { alpha } from '../features/alpha/alpha-model';

/** Must stay clean: a route may import a feature. */
export function Component() {
  return <main data-feature={alpha} />;
}
