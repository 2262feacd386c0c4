import type { FeatureWords } from '../i18n/feature-catalogs';
import type { Role, RouteHandle } from './remote-app';

type Lazy = () => Promise<object>;
/** A route handle without its title; its roles may be a shared constant. */
type PageHandle = Omit<RouteHandle, 'title' | 'roles'> & { roles?: readonly Role[] };

/**
 * A remote's way to declare a page in one line: `page(name, load, title, handle)` gives the route's
 * `lazy` and `handle`. The page's module loads together with the words of the features
 * `routeWords[name]` names (the remote's `src/route-words.ts`, keyed by route module); its title is
 * the key `<namespace>:pages.<title>`.
 */
export function pageDeclarer<Name extends string, Feature extends string>(
  namespace: string,
  words: Pick<FeatureWords<Feature>, 'need'>,
  routeWords: Record<Name, readonly Feature[]>,
) {
  return (name: Name, load: Lazy, title: string, { roles, ...handle }: PageHandle) => ({
    lazy: () => Promise.all([load(), words.need(routeWords[name])]).then(([module]) => module),
    handle: {
      ...handle,
      ...(roles && { roles: [...roles] }),
      title: `${namespace}:pages.${title}`,
    } satisfies RouteHandle,
  });
}
