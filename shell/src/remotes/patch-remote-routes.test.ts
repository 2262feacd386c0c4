import {
  createMemoryRouter,
  findRemoteArea,
  type DataRouter,
  type RemoteApp,
  type RemoteArea,
  type RemoteRoute,
} from '@fwd/shared-contracts';
import { describe, expect, it, vi } from 'vitest';
import { ROUTER_FUTURE } from '../app/app-tree';
import { patchRemoteRoutes, replaceRemoteRoutes } from './patch-remote-routes';

const route = (path: string, layout?: RemoteRoute['handle']['layout']): RemoteRoute =>
  ({ path, handle: { guard: 'customer', title: 'account:pages.x', ...(layout ? { layout } : {}) } }) as RemoteRoute;

vi.mock('./remote-registry', () => ({
  loadRemoteApp: async () =>
    ({
      routes: [
        route('account/order'),
        route('account/search', 'default'),
        route('account/cart'),
        route('account/product/:id', 'default'),
      ],
    }) as unknown as RemoteApp,
}));

it("mounts a remote's routes with one patch per layout, in their order", async () => {
  const patch = vi.fn();
  await patchRemoteRoutes({ path: '/account/order', patch } as never);
  expect(
    patch.mock.calls.map(([layout, children]) => [
      layout,
      children.map((c: { children: { path: string }[] }) => c.children[0]?.path),
    ]),
  ).toEqual([
    ['layout-account', ['account/order', 'account/cart']],
    ['layout-default', ['account/search', 'account/product/:id']],
  ]);
  await patchRemoteRoutes({ path: '/account/cart', patch } as never);
  expect(patch).toHaveBeenCalledTimes(2);
});

describe('replaceRemoteRoutes', () => {
  const area = findRemoteArea('/account/order') as RemoteArea;
  // Pages anyone may open: the guard lets the test's visitor through.
  const open = (path: string, layout?: RemoteRoute['handle']['layout']) => {
    const page = route(path, layout);
    return { ...page, handle: { ...page.handle, guard: null } };
  };
  const version = (name: string) =>
    ({
      routes: [
        { ...open('account/order'), loader: () => `${name} order` },
        { ...open('account/search', 'default'), loader: () => `${name} search` },
      ],
    }) as unknown as RemoteApp;
  const pageData = (router: DataRouter) => {
    const match = router.state.matches.at(-1);
    return match ? router.state.loaderData[match.route.id] : undefined;
  };

  it("puts another version of an area's pages in the running router, the layouts staying as they are", async () => {
    const router = createMemoryRouter(
      [
        {
          id: 'root',
          children: [
            { id: 'layout-default', children: [{ path: '*', loader: () => 'not found' }] },
            { id: 'layout-account', children: [{ path: 'account/*', loader: () => 'not found' }] },
          ],
        },
      ],
      { initialEntries: ['/account/order'], future: ROUTER_FUTURE },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    const layout = router.routes[0]?.children?.[1];

    replaceRemoteRoutes(router, area, version('A'));
    await router.revalidate();
    expect(pageData(router)).toBe('A order');

    replaceRemoteRoutes(router, area, version('B'));
    await router.revalidate();
    expect(pageData(router)).toBe('B order');
    await router.navigate('/account/search');
    expect(pageData(router)).toBe('B search');

    // Version A's routes are gone (one guard per page), and the layout is the same route object.
    expect(router.routes[0]?.children?.[1]).toBe(layout);
    const ids = router.routes[0]?.children?.flatMap((child) => child.children?.map((c) => c.id) ?? []);
    expect(ids?.filter((id) => id?.startsWith('account-'))).toEqual(['account-v2-guard-1', 'account-v2-guard-0']);
  });
});
