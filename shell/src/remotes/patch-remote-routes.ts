import {
  findRemoteArea,
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

/** Wraps a remote's route in a pathless parent whose middleware is the shell's guard. */
export function guardRemoteRoute(area: RemoteArea, route: RemoteRoute, index: number): RouteObject {
  return {
    id: `${area.id}-guard-${index}`,
    middleware: [guardMiddleware(route.handle)],
    // The no-op loader makes `router.revalidate()` (run when the session changes) run the guard again.
    loader: () => null,
    handle: route.handle,
    children: [route as RouteObject],
  };
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
  // One patch per layout: the router re-ranks its whole route tree on every patch.
  const byLayout = new Map<string, RouteObject[]>();
  app.routes.forEach((route, index) => {
    const layout = LAYOUT_ROUTE_ID[route.handle.layout ?? area.layout];
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), guardRemoteRoute(area, route, index)]);
  });
  byLayout.forEach((children, layout) => patch(layout, children));
};
