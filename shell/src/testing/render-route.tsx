/*
 * Renders one page of a remote the way the shell mounts it, for component tests: i18n started in
 * the chosen language with the shell's, the UI kit's and the remote's namespaces, the remote's
 * routes wrapped in the shell's guards under the layout route they belong to (without the layout's
 * header and navigation), a signed-in customer or staff member, and no server: every API request
 * goes to the `fetch` stub the test passes, realtime subscriptions are stubbed.
 *
 * Call it inside a test (it cleans up after that test by itself):
 *
 *   const page = await renderRoute({
 *     app: remoteApp,
 *     path: '/account/address',
 *     fetch: (url) => (url.pathname.endsWith('/addresses/records') ? json(listResult([])) : undefined),
 *   });
 *   expect(await page.findByText('No saved addresses yet')).toBeTruthy();
 */
import {
  createMemoryRouter,
  findRemoteArea,
  initI18n,
  loadKit,
  Outlet,
  pb,
  registerNamespace,
  RouterProvider,
  setLanguage,
  type Catalog,
  type DataRouter,
  type Language,
  type LayoutKind,
  type RemoteApp,
  type RemoteRoute,
  type Role,
  type RouteObject,
} from '@fwd/shared-contracts';
import { Spinner } from '@fwd/shared-ui';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { RecordModel } from 'pocketbase';
import { onTestFinished, vi, type Mock } from 'vitest';
import { PageSuspense } from '../app/root-frame';
import { RouteErrorView } from '../error/route-error-view';
import { guardRemoteRoute, LAYOUT_ROUTE_ID } from '../remotes/patch-remote-routes';

/**
 * Answers one API request, or returns `undefined` when the test has no answer for it (the request
 * then fails as a dropped connection and is listed in `unhandledRequests`).
 */
export type FetchStub = (url: URL, init: RequestInit) => Response | undefined | Promise<Response | undefined>;

export interface RenderRouteOptions {
  /** The remote whose page this is, or `'shell'` for the shell's own pages (app/routes.tsx). */
  app: RemoteApp | 'shell';
  /** Where the page starts, with its query string: `/account/address/forms?id=a1`. */
  path: string;
  /** Who is signed in; nobody when absent. */
  session?: 'customer' | 'staff';
  /** Roles of the staff member (default: admin). */
  roles?: Role[];
  /** Fields of the signed-in record beyond the defaults (id, email, name...). */
  record?: Partial<RecordModel>;
  language?: Language;
  fetch?: FetchStub;
}

export interface RenderRouteResult extends RenderResult {
  router: DataRouter;
  /** The stubbed global `fetch`, to look at what the page asked for. */
  fetch: Mock<typeof fetch>;
  /** `METHOD /path?query` of every request the test's stub did not answer. */
  unhandledRequests: string[];
  /** The signed-in record, or null. */
  user: RecordModel | null;
}

/** A JSON response as PocketBase sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The body of a PocketBase list request (`getList`), one page holding `items`. */
export function listResult<T>(items: T[], page = 1, perPage = 30) {
  return {
    page,
    perPage,
    totalItems: items.length,
    totalPages: Math.max(1, Math.ceil(items.length / perPage)),
    items,
  };
}

/** A token the SDK treats as valid for an hour (only its `exp` is read on the client). */
export function testToken(expiresInSeconds = 3600): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

const CUSTOMER: RecordModel = {
  id: 'customer0000001',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'lan@example.test',
  name: 'Lan Nguyen',
  verified: true,
};

const STAFF: RecordModel = {
  id: 'staffmember0001',
  collectionId: 'pbc_staff',
  collectionName: 'staff',
  email: 'staff@example.test',
  name: 'Minh Tran',
  active: true,
  roles: ['admin'],
};

/** The shell's own words, as the shell registers them (`shell:` keys used by the error view). */
async function loadShellCatalog(language: Language): Promise<Catalog> {
  const [base, pages] = await Promise.all([
    import(`../i18n/${language}.json`) as Promise<{ default: Catalog }>,
    import(`../i18n/pages.${language}.json`) as Promise<{ default: Catalog }>,
  ]);
  return { ...base.default, ...pages.default };
}

type PageModules = ReturnType<typeof pageModules>;

/** A route whose module goes through `modules`, and its children's. */
function tracked(route: RouteObject, modules: PageModules): RouteObject {
  const { lazy, children } = route;
  const own = typeof lazy === 'function' ? { ...route, lazy: () => modules.track(lazy()) } : route;
  return (children ? { ...own, children: children.map((child) => tracked(child, modules)) } : own) as RouteObject;
}

/** Each layout route of one remote holding that remote's guarded routes. */
function remoteLayouts(app: RemoteApp, modules: PageModules): [string, RouteObject[]][] {
  const byLayout = new Map<LayoutKind, RouteObject[]>();
  app.routes.forEach((original, index) => {
    const route = tracked(original, modules) as RemoteRoute;
    const area = findRemoteArea(`/${route.path ?? ''}`);
    if (!area || area.id !== app.id) throw new Error(`renderRoute: ${route.path} is not in the ${app.id} area.`);
    const layout = route.handle.layout ?? area.layout;
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), guardRemoteRoute(area, route, index)]);
  });
  return [...byLayout].map(([layout, children]) => [LAYOUT_ROUTE_ID[layout], children]);
}

/** The shell's own layout routes (app/routes.tsx) with their guarded pages. */
async function shellLayouts(modules: PageModules): Promise<[string, RouteObject[]][]> {
  const { routes } = await import('../app/routes');
  return (routes[0]?.children ?? []).map((layout) => [
    layout.id ?? '',
    (layout.children ?? []).map((child) => tracked(child, modules)),
  ]);
}

/**
 * The shell's route tree for one remote (or the shell's own pages): each layout route (bare)
 * holding its guarded routes. Every page module the router asks for goes through `modules`.
 */
async function routesFor(app: RemoteApp | 'shell', modules: PageModules): Promise<RouteObject[]> {
  const layouts = app === 'shell' ? await shellLayouts(modules) : remoteLayouts(app, modules);
  return [
    {
      id: 'root',
      element: <Outlet />,
      hydrateFallbackElement: <Spinner />,
      errorElement: <RouteErrorView />,
      children: layouts.map(([id, children]) => ({
        id,
        element: (
          <PageSuspense>
            <Outlet />
          </PageSuspense>
        ),
        errorElement: <RouteErrorView />,
        children,
      })),
    },
  ];
}

function signIn(options: RenderRouteOptions): RecordModel | null {
  pb.authStore.clear();
  if (!options.session) return null;
  const base = options.session === 'staff' ? { ...STAFF, roles: options.roles ?? STAFF.roles } : CUSTOMER;
  const record = { ...base, ...options.record } as RecordModel;
  pb.authStore.save(testToken(), record);
  return record;
}

function stubNetwork(answer: FetchStub | undefined, unhandled: string[]) {
  const stub = vi.fn<typeof fetch>(async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://app.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const response = await answer?.(url, init);
    if (response) return response;
    unhandled.push(`${method} ${url.pathname}${url.search}`);
    throw new TypeError(`renderRoute: no fetch stub for ${method} ${url.pathname}${url.search}`);
  });
  vi.stubGlobal('fetch', stub);
  // Realtime needs a server (an EventSource); pages only subscribe, which is stubbed here.
  const realtime = vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async () => async () => undefined);
  return { stub, restore: () => realtime.mockRestore() };
}

/**
 * The page modules the router asks for. `loaded` waits until the router has asked for one (after
 * its guards) and it is in, or until the router settled without one (a guard redirected).
 */
function pageModules() {
  const started: Promise<unknown>[] = [];
  let onStart = () => undefined as void;
  const firstStart = new Promise<void>((resolve) => (onStart = resolve));
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      started.push(promise.catch(() => undefined));
      onStart();
      return promise;
    },
    async loaded(router: DataRouter) {
      let unsubscribe = () => undefined as void;
      const initialized = new Promise<void>((resolve) => {
        if (router.state.initialized) resolve();
        unsubscribe = router.subscribe((state) => state.initialized && resolve());
      });
      await Promise.race([firstStart, initialized]);
      unsubscribe();
      await Promise.all(started);
    },
  };
}

/** Renders `path` of `app` inside the shell's providers; see the top of this file. */
export async function renderRoute(options: RenderRouteOptions): Promise<RenderRouteResult> {
  const unhandledRequests: string[] = [];
  const network = stubNetwork(options.fetch, unhandledRequests);
  const kit = await loadKit();
  kit.queryClient.clear();
  const user = signIn(options);

  await initI18n(options.language ?? 'en');
  await registerNamespace('shell', loadShellCatalog);
  if (options.app !== 'shell') await registerNamespace(options.app.i18n.namespace, options.app.i18n.load);
  await setLanguage(options.language ?? 'en');

  const modules = pageModules();
  const router = createMemoryRouter(await routesFor(options.app, modules), {
    initialEntries: [options.path],
    future: { v8_middleware: true },
  });
  // The page's module is in before the test looks: the first test of a file would otherwise spend
  // its `findBy` timeout on compiling the module graph, which takes seconds on a busy machine.
  await modules.loaded(router);

  onTestFinished(async () => {
    cleanup();
    router.dispose();
    pb.authStore.clear();
    (await loadKit()).queryClient.clear();
    vi.unstubAllGlobals();
    network.restore();
  });

  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<RouterProvider router={router} />);
  });
  return { ...(result as RenderResult), router, fetch: network.stub, unhandledRequests, user };
}
