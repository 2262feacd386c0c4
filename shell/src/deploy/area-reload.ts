import { forgetWords, type DataRouter, type RemoteArea } from '@fwd/shared-contracts';
import { replaceRemoteRoutes } from '../remotes/patch-remote-routes';
import { loadRemoteApp, remoteStore, switchRemote } from '../remotes/remote-registry';

let appRouter: DataRouter | undefined;

/** The page's router, whose routes an area's reload replaces (set once by the bootstrap). */
export function setAppRouter(router: DataRouter): void {
  appRouter = router;
}

/**
 * Runs another version of one area in this page, without reloading the document: the area's entry
 * is loaded afresh from `entry`, its words asked again, its routes replaced in the router and the
 * current page matched again. The shell, the signed-in session, the cached data and the other
 * areas stay as they are. Whatever fails on the way falls back to reloading the document.
 */
export async function reloadArea(area: RemoteArea, entry: string): Promise<void> {
  const router = appRouter;
  try {
    if (!router) throw new Error('No router to reload the area in.');
    const previous = remoteStore.getState().loaded[area.id];
    switchRemote(area, entry);
    if (previous) forgetWords(previous.app.i18n.namespace);
    const app = await loadRemoteApp(area);
    replaceRemoteRoutes(router, area, app);
    await router.revalidate();
  } catch {
    window.location.reload();
  }
}
