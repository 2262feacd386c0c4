import {
  findRemoteArea,
  type DataRouter,
  type LayoutKind,
  type PatchRoutesOnNavigationFunction,
  type RemoteApp,
  type RemoteArea,
  type RemoteRoute,
  type RouteObject,
} from '@fwd/shared-contracts';
import { reloadOnce } from '../chunk-reload/reload-guard';
import { guardMiddleware } from '../guards/guards';
import { RemoteUnavailableError } from './remote-errors';
import { loadRemoteApp } from './remote-registry';

export const LAYOUT_ROUTE_ID: Record<LayoutKind, string> = {
  default: 'layout-default',
  account: 'layout-account',
  admin: 'layout-admin',
  blank: 'layout-blank',
};

const patched = new Set<string>();
/** How many times each area's routes were replaced by another version (0: as first mounted). */
const generations = new Map<string, number>();

/** A route and its children with ids under `prefix`, so a second version's never collide with the first's. */
function withIds(route: RouteObject, prefix: string): RouteObject {
  const id = route.id ?? prefix;
  if (route.index) return { ...route, id } as RouteObject;
  return { ...route, id, children: route.children?.map((child, i) => withIds(child, `${id}-${i}`)) } as RouteObject;
}

/** Wraps a remote's route in a pathless parent whose middleware is the shell's guard. */
export function guardRemoteRoute(area: RemoteArea, route: RemoteRoute, index: number, generation = 0): RouteObject {
  const id = generation === 0 ? `${area.id}-guard-${index}` : `${area.id}-v${generation}-guard-${index}`;
  return {
    id,
    middleware: [guardMiddleware(route.handle)],
    // The no-op loader makes `router.revalidate()` (run when the session changes) run the guard again.
    loader: () => null,
    handle: route.handle,
    children: [generation === 0 ? (route as RouteObject) : withIds(route as RouteObject, `${id}-page`)],
  };
}

/** Mounts an area's routes under their layouts: one patch per layout (the router re-ranks its whole tree on each). */
function mountRoutes(
  area: RemoteArea,
  app: RemoteApp,
  patch: (layout: string, children: RouteObject[]) => void,
  generation: number,
): void {
  const byLayout = new Map<string, RouteObject[]>();
  app.routes.forEach((route, index) => {
    const layout = LAYOUT_ROUTE_ID[route.handle.layout ?? area.layout];
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), guardRemoteRoute(area, route, index, generation)]);
  });
  byLayout.forEach((children, layout) => patch(layout, children));
}

const isAreaRoute = (area: RemoteArea, id: string) => new RegExp(`^${area.id}-(v\\d+-)?guard-\\d+$`).test(id);

/**
 * Puts another version of an area's routes in place of the mounted ones, in the running router:
 * the layouts and the shell stay mounted; the next match renders the new version's pages. The
 * router has no way to remove routes, so the old ones are taken out of their layouts' children
 * (the router's own arrays) before the new ones are patched in, which re-ranks the tree.
 */
export function replaceRemoteRoutes(router: DataRouter, area: RemoteArea, app: RemoteApp): void {
  const generation = (generations.get(area.id) ?? 0) + 1;
  generations.set(area.id, generation);
  for (const layout of router.routes.flatMap((root) => root.children ?? [])) {
    const children = layout.children;
    if (!children) continue;
    const kept = children.filter((child) => !isAreaRoute(area, child.id ?? ''));
    children.splice(0, children.length, ...kept);
  }
  patched.add(area.id);
  mountRoutes(area, app, (layout, children) => router.patchRoutes(layout, children), generation);
}

/**
 * Mounts a remote's routes the first time someone navigates into its area. Called by the router
 * for paths that only the shell's catch-all routes match.
 */
export const patchRemoteRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const area = findRemoteArea(path);
  if (!area || patched.has(area.id)) return;
  let app: RemoteApp;
  try {
    app = await loadRemoteApp(area);
  } catch (error) {
    if (error instanceof RemoteUnavailableError && reloadOnce()) {
      return new Promise<void>(() => undefined);
    }
    throw error;
  }
  if (patched.has(area.id)) return;
  patched.add(area.id);
  mountRoutes(area, app, patch, generations.get(area.id) ?? 0);
};
