import { configureApi, createBrowserRouter, RouterProvider } from '@fwd/shared-contracts';
import { GlobalStyle, Toaster } from '@fwd/shared-ui';
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

export async function bootstrap(): Promise<void> {
  installPreloadErrorHandler();
  const config = await loadRuntimeConfig();
  configureApi(config.API_URL);
  configureRemotes(config);

  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchRemoteRoutes });
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
}
