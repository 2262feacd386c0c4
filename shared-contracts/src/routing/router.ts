/*
 * The narrow slice of react-router the apps use. Everything imports routing from here, so the
 * router is one singleton (this package is shared) and only these exports are shipped.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  Link,
  NavLink,
  Navigate,
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
  isRouteErrorResponse,
  redirect,
  data,
} from 'react-router';
export type {
  DataRouter,
  MiddlewareFunction,
  LoaderFunction,
  LoaderFunctionArgs,
  RouteObject,
  UIMatch,
  PatchRoutesOnNavigationFunction,
  ShouldRevalidateFunctionArgs,
} from 'react-router';
