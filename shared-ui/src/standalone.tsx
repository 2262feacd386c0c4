import { createBrowserRouter, RouterProvider, type RemoteApp, type RouteObject } from '@fwd/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GlobalStyle } from './theme/global-style';
import { PageContainer } from './primitives/layout';
import { Toaster } from './toast/toaster';

/** Mounts a remote's routes on their own for local development (no shell, guards or layouts). */
export function mountStandalone(app: RemoteApp): void {
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <p>
          {app.id}: open one of its pages, e.g. /{app.routes[0]?.path}
        </p>
      ),
    },
    ...(app.routes as RouteObject[]),
  ]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <GlobalStyle />
      <PageContainer>
        <RouterProvider router={router} />
      </PageContainer>
      <Toaster />
    </StrictMode>,
  );
}
