import {
  createBrowserRouter,
  initI18n,
  RouterProvider,
  useTranslation,
  type RemoteApp,
  type RouteObject,
} from '@fwd/shared-contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/register';
import { GlobalStyle } from './theme/global-style';
import { PageContainer } from './primitives/layout';
import { Toaster } from './toast/toaster';

/** Mounts a remote's routes on their own for local development (no shell, guards or layouts). */
export function mountStandalone(app: RemoteApp): void {
  const router = createBrowserRouter([
    {
      path: '/',
      element: <StandaloneHint app={app} />,
    },
    ...(app.routes as RouteObject[]),
  ]);
  void initI18n();
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

function StandaloneHint({ app }: { app: RemoteApp }) {
  const { t } = useTranslation('ui');
  return <p>{t('standalone.hint', { app: app.id, path: `/${app.routes[0]?.path ?? ''}` })}</p>;
}
