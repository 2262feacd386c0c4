import {
  authStore,
  configureApi,
  createBrowserRouter,
  currentLanguage,
  initI18n,
  RouterProvider,
  setErrorReporter,
  startSession,
  type AuthState,
  type DataRouter,
} from '@fwd/shared-contracts';
import { showToast } from '@fwd/shared-ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installPreloadErrorHandler } from '../chunk-reload/reload-guard';
import { setAppRouter } from '../deploy/area-reload';
import { startDeployWatch } from '../deploy/deploy-watch';
import { replayHeldInput, takeHeldInput } from '../prerender/held-input';
import { prerenderedMark } from '../prerender/public-pages';
import { registerServiceWorker } from '../pwa/register-sw';
import { patchRemoteRoutes } from '../remotes/patch-remote-routes';
import { configureRemotes } from '../remotes/remote-registry';
import { loadRuntimeConfig } from '../runtime-config/load-runtime-config';
import { AppTree, registerShellWords, ROUTER_FUTURE } from './app-tree';
import { whenPageReady } from './page-ready';
import { routes } from './routes';
import { afterFirstPaint, afterPictures, warmUpWhenIdle } from './warm-up';

/** What the guards look at: a change re-runs them on the current page. */
const guardView = (s: AuthState) => `${s.kind}|${s.record?.id}|${String(s.record?.active)}|${String(s.record?.roles)}`;

/** Resolves once the router has matched the first page and run its loaders. */
function routerReady(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The page in #root was pre-rendered for exactly what the app is about to render: the same path
 * and language, for a signed-out visitor. Anything else is rendered afresh over it.
 */
function mayHydrate(container: HTMLElement, router: DataRouter): boolean {
  const mark = container.dataset.prerendered;
  return (
    mark === prerenderedMark(router.state.location.pathname, currentLanguage()) &&
    authStore.getState().kind === null &&
    !router.state.errors
  );
}

export async function bootstrap(): Promise<void> {
  installPreloadErrorHandler();
  void registerShellWords();
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n()]);
  configureApi(config.API_URL);
  configureRemotes(config);
  setErrorReporter((message) => showToast(message, { tone: 'error' }));
  startSession();

  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchRemoteRoutes, future: ROUTER_FUTURE });
  setAppRouter(router);
  authStore.subscribe((next, previous) => {
    if (guardView(next) !== guardView(previous)) void router.revalidate();
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // Until the first page is ready, the document's own HTML stays: a pre-rendered page, or the
  // frame of the page's layout (docs/first-paint.md).
  await routerReady(router);

  const held = takeHeldInput(container);
  const hydrating = mayHydrate(container, router);
  let ready = false;
  const onReady = () => {
    if (ready) return;
    ready = true;
    document.documentElement.dataset.ready = hydrating ? 'hydrated' : 'rendered';
    // The app shows the session itself from now on (a sign-out must show the signed-out links).
    delete document.documentElement.dataset.session;
    replayHeldInput(container, held);
    // The kit's chunks are fetched once the app is up: never competing with its first render,
    // which the pre-rendered HTML no longer shows the timing of (first paint comes before it),
    // nor with the page's pictures.
    afterFirstPaint(() => afterPictures(() => warmUpWhenIdle()));
  };
  // Once the page itself is live, not only the frame around it: a page's boundary commits after
  // its layout (hydrating, or waiting for its kit chunks), and held input needs its fields.
  whenPageReady(onReady);
  const app = (
    <AppTree>
      <RouterProvider router={router} />
    </AppTree>
  );
  // In a transition, React renders the first page in slices that yield to the browser, instead of
  // one long task that blocks taps on the painted page (Lighthouse's total blocking time).
  startTransition(() => {
    if (hydrating) {
      hydrateRoot(container, app, {
        onRecoverableError(error) {
          // A page that did not hydrate exactly; the e2e hydration check fails on this mark.
          document.documentElement.dataset.hydrationError = String(error);
          console.error('Hydration mismatch', error);
        },
      });
    } else {
      createRoot(container).render(app);
    }
  });
  registerServiceWorker();
  startDeployWatch();
}
