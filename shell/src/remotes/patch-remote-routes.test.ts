import type { RemoteApp, RemoteRoute } from '@fwd/shared-contracts';
import { expect, it, vi } from 'vitest';
import { patchRemoteRoutes } from './patch-remote-routes';

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
