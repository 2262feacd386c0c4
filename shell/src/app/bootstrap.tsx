import {
  authStore,
  configureApi,
  createBrowserRouter,
  initI18n,
  registerNamespace,
  type Catalog,
  RouterProvider,
  setErrorReporter,
  startSession,
  type AuthState,
} from '@fwd/shared-contracts';
import { GlobalStyle, showToast, Toaster } from '@fwd/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installPreloadErrorHandler } from '../chunk-reload/reload-guard';
import { startDeployWatch } from '../deploy/deploy-watch';
import { InstallPrompt } from '../pwa/install-prompt';
import { registerServiceWorker } from '../pwa/register-sw';
import { patchRemoteRoutes } from '../remotes/patch-remote-routes';
import { configureRemotes } from '../remotes/remote-registry';
import { loadRuntimeConfig } from '../runtime-config/load-runtime-config';
import { routes } from './routes';
import { afterFirstPaint, warmUpWhenIdle } from './warm-up';

/** What the guards look at: a change re-runs them on the current page. */
const guardView = (s: AuthState) => `${s.kind}|${s.record?.id}|${String(s.record?.active)}|${String(s.record?.roles)}`;

export async function bootstrap(): Promise<void> {
  installPreloadErrorHandler();
  void registerNamespace('shell', async (language) => {
    const [frame, pages] = await Promise.all([
      import(`../i18n/${language}.json`),
      import(`../i18n/pages.${language}.json`),
    ]);
    return { ...(frame.default as Catalog), ...(pages.default as Catalog) };
  });
  const [config] = await Promise.all([loadRuntimeConfig(), initI18n()]);
  configureApi(config.API_URL);
  configureRemotes(config);
  setErrorReporter((message) => showToast(message, { tone: 'error' }));
  startSession();

  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation: patchRemoteRoutes,
    future: { v8_middleware: true },
  });
  authStore.subscribe((next, previous) => {
    if (guardView(next) !== guardView(previous)) void router.revalidate();
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <GlobalStyle />
      <RouterProvider router={router} />
      <InstallPrompt />
      <Toaster />
    </StrictMode>,
  );
  registerServiceWorker();
  startDeployWatch();
  afterFirstPaint(() => warmUpWhenIdle());
}
