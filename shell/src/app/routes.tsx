import {
  data,
  requireParam,
  TOKEN,
  type LoaderFunction,
  type MiddlewareFunction,
  type RouteHandle,
  type RouteObject,
} from '@fwd/shared-contracts';
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

/** A guard is the middleware of a pathless parent: it runs before the page's own loader. */
function guarded(guard: MiddlewareFunction, route: RouteObject): RouteObject {
  // The no-op loader makes `router.revalidate()` (run when the session changes) run the guard again.
  return { middleware: [guard], loader: () => null, children: [route] };
}

const handle = (guard: RouteHandle['guard'], title: string): RouteHandle => ({ guard, title: `shell:pages.${title}` });

/** Anything no route claims, including component folders and area paths with no page. */
const notFound: LoaderFunction = () => {
  // The error view words it in the user's language: "Page not found: {path}".
  throw data(null, { status: 404, statusText: 'Not Found' });
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
          { index: true, element: <LandingPage />, handle: handle(null, 'home') },
          guarded(guestOnly('customer', '/account/dashboard'), {
            path: 'login',
            lazy: () => import('../routes/login.route'),
            handle: handle(null, 'login'),
          }),
          guarded(guestOnly('customer', '/account/dashboard'), {
            path: 'register',
            lazy: () => import('../routes/register.route'),
            handle: handle(null, 'register'),
          }),
          {
            path: 'forgot-password',
            lazy: () => import('../routes/forgot-password.route'),
            handle: handle(null, 'forgotPassword'),
          },
          {
            path: 'confirm-password/:token',
            loader: ({ params, request }) => {
              requireParam(params, 'token', TOKEN, new URL(request.url).pathname);
              return null;
            },
            lazy: () => import('../routes/confirm-password.route'),
            handle: handle(null, 'confirmPassword'),
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
          guarded(adminGuard(), {
            path: 'admin',
            lazy: () => import('../routes/admin-dashboard.route'),
            handle: handle('admin', 'dashboard'),
          }),
          guarded(adminGuard(['admin']), {
            path: 'admin/history',
            lazy: () => import('../routes/admin-history.route'),
            handle: { ...handle('admin', 'history'), roles: ['admin'] },
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
            handle: handle(null, 'adminLogin'),
          }),
        ],
      },
    ],
  },
];
