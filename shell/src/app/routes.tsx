import { data, requireParam, TOKEN, type LoaderFunction, type RouteObject } from '@fwd/shared-contracts';
import { Spinner } from '@fwd/shared-ui';
import { RouteErrorView } from '../error/route-error-view';
import { adminGuard, guestOnly } from '../guards/guards';
import { AccountLayout } from '../layouts/account-layout';
import { AdminLayout } from '../layouts/admin-layout';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { LAYOUT_ROUTE_ID } from '../remotes/patch-remote-routes';
import { LandingPage } from '../routes/landing.route';
import { RootFrame } from './root-frame';

/**
 * A guard runs as the loader of a pathless parent: a lazy route module's own loader would be
 * ignored if the route also had a static one.
 */
function guarded(loader: LoaderFunction, route: RouteObject): RouteObject {
  return { loader, children: [route] };
}

/** Anything no route claims, including component folders and area paths with no page. */
const notFound: LoaderFunction = ({ request }) => {
  throw data(`Page not found: ${new URL(request.url).pathname}`, { status: 404, statusText: 'Not Found' });
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootFrame />,
    hydrateFallbackElement: <Spinner />,
    errorElement: (
      <DefaultLayout>
        <RouteErrorView />
      </DefaultLayout>
    ),
    children: [
      {
        id: LAYOUT_ROUTE_ID.default,
        element: <DefaultLayout />,
        errorElement: (
          <DefaultLayout>
            <RouteErrorView />
          </DefaultLayout>
        ),
        children: [
          { index: true, element: <LandingPage /> },
          guarded(guestOnly('customer', '/account'), { path: 'login', lazy: () => import('../routes/login.route') }),
          guarded(guestOnly('customer', '/account'), {
            path: 'register',
            lazy: () => import('../routes/register.route'),
          }),
          { path: 'forgot-password', lazy: () => import('../routes/forgot-password.route') },
          {
            path: 'confirm-password/:token',
            loader: ({ params, request }) => {
              requireParam(params, 'token', TOKEN, new URL(request.url).pathname);
              return null;
            },
            lazy: () => import('../routes/confirm-password.route'),
          },
          { path: '*', loader: notFound },
        ],
      },
      {
        id: LAYOUT_ROUTE_ID.account,
        element: <AccountLayout />,
        errorElement: (
          <AccountLayout>
            <RouteErrorView />
          </AccountLayout>
        ),
        children: [{ path: 'account/*', loader: notFound }],
      },
      {
        id: LAYOUT_ROUTE_ID.admin,
        element: <AdminLayout />,
        errorElement: (
          <AdminLayout>
            <RouteErrorView />
          </AdminLayout>
        ),
        children: [
          guarded(adminGuard(), { path: 'admin', lazy: () => import('../routes/admin-dashboard.route') }),
          guarded(adminGuard(['admin']), {
            path: 'admin/history',
            lazy: () => import('../routes/admin-history.route'),
          }),
          { path: 'admin/*', loader: notFound },
        ],
      },
      {
        id: LAYOUT_ROUTE_ID.blank,
        element: <BlankLayout />,
        errorElement: (
          <BlankLayout>
            <RouteErrorView />
          </BlankLayout>
        ),
        children: [
          guarded(guestOnly('staff', '/admin'), {
            path: 'admin/login',
            lazy: () => import('../routes/admin-login.route'),
          }),
        ],
      },
    ],
  },
];
