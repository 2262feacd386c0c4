// @vitest-environment happy-dom
import type { RemoteApp, RemoteId, Role } from '@fwd/shared-contracts';
import { act, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteStore } from '../remotes/remote-registry';
import { json, renderRoute, type FetchStub } from '../testing/render-route';

/** A remote as the registry holds it once loaded: only its dashboard tiles matter here. */
function loadedRemote(id: RemoteId, tiles: { title: string; roles?: Role[] }[]) {
  const widgets = tiles.map(({ title, roles }) => ({
    id: title,
    title,
    roles,
    Component: () => <p>{`${title} figures`}</p>,
  }));
  return { app: { id, widgets } as unknown as RemoteApp, base: `/remotes/mf-${id}/` };
}

const ORDERS = loadedRemote('admin-orders', [
  { title: 'Orders to buy', roles: ['sales'] },
  { title: 'Open complaints', roles: ['sales'] },
]);
const WAREHOUSE = loadedRemote('admin-warehouse', [{ title: 'Unidentified parcels', roles: ['warehouse'] }]);
const FINANCE = loadedRemote('admin-finance', [{ title: 'Pending top-ups', roles: ['finance'] }]);

const NO_TILES = loadedRemote('admin-orders', []);

const server: FetchStub = (url) => {
  if (url.pathname === '/deploy-status.json') return new Response('', { status: 404 });
  if (url.pathname === '/api/health/replication') {
    return json({ enabled: false, lagMs: 0, lastSyncAt: null, lastCheck: null, lastGoodCheckAt: null });
  }
  return undefined;
};

function remotes(state: Partial<Parameters<typeof remoteStore.setState>[0]>) {
  act(() => remoteStore.setState({ loaded: {}, failed: {}, ...state }));
}

const tileTitles = (page: Awaited<ReturnType<typeof renderRoute>>) =>
  page.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => remoteStore.setState({ loaded: {}, failed: {} }));

describe('/admin', () => {
  it('shows an admin every tile, with the deploy and backup tiles', async () => {
    remotes({ loaded: { 'admin-orders': ORDERS, 'admin-warehouse': WAREHOUSE, 'admin-finance': FINANCE } });
    const page = await renderRoute({ app: 'shell', path: '/admin', session: 'staff', fetch: server });

    expect(await page.findByText('Welcome, Minh Tran.')).toBeTruthy();
    expect(await page.findByText('Nothing has been deployed with the deploy command yet.')).toBeTruthy();
    expect(await page.findByText('Orders to buy figures')).toBeTruthy();
    expect(tileTitles(page)).toEqual([
      'Deployments',
      'Backups',
      'Orders to buy',
      'Open complaints',
      'Unidentified parcels',
      'Pending top-ups',
    ]);
  });

  it("shows a staff member only the tiles of their roles, without the admins' tiles", async () => {
    remotes({ loaded: { 'admin-orders': ORDERS, 'admin-warehouse': WAREHOUSE, 'admin-finance': FINANCE } });
    const page = await renderRoute({
      app: 'shell',
      path: '/admin',
      session: 'staff',
      roles: ['warehouse', 'finance'],
      fetch: server,
    });

    expect(await page.findByText('Unidentified parcels figures')).toBeTruthy();
    expect(tileTitles(page)).toEqual(['Unidentified parcels', 'Pending top-ups']);
    expect(page.fetch).not.toHaveBeenCalled();
  });

  it('waits for the remotes, then says when a role has nothing to show', async () => {
    const page = await renderRoute({
      app: 'shell',
      path: '/admin',
      session: 'staff',
      roles: ['sales'],
      fetch: server,
    });
    expect(await page.findByText('Loading dashboard…')).toBeTruthy();

    remotes({ loaded: { 'admin-warehouse': WAREHOUSE, 'admin-finance': FINANCE } });
    expect(page.getByText('Loading dashboard…')).toBeTruthy();
    expect(page.queryByText('Nothing to show for your roles yet')).toBeNull();

    remotes({ loaded: { 'admin-warehouse': WAREHOUSE, 'admin-finance': FINANCE, 'admin-orders': NO_TILES } });
    expect(await page.findByText('Nothing to show for your roles yet')).toBeTruthy();
    expect(page.queryByText('Loading dashboard…')).toBeNull();
  });

  it('names an area that could not load and keeps the tiles of the others', async () => {
    remotes({
      loaded: { 'admin-orders': ORDERS, 'admin-finance': FINANCE },
      failed: { 'admin-warehouse': new Error('offline') },
    });
    const page = await renderRoute({ app: 'shell', path: '/admin', session: 'staff', roles: ['sales'], fetch: server });

    const alert = await page.findByText(/^Warehouse is unavailable right now/);
    expect(alert.textContent).toBe('Warehouse is unavailable right now; its tiles will come back when it does.');
    expect(tileTitles(page)).toEqual(['Orders to buy', 'Open complaints']);
    expect(within(page.container).queryByText('Nothing to show for your roles yet')).toBeNull();
  });

  it('sends a visitor who is not signed in to the staff sign-in', async () => {
    const page = await renderRoute({ app: 'shell', path: '/admin', fetch: server });
    expect(await page.findByRole('button', { name: 'Sign in' }, { timeout: 10_000 })).toBeTruthy();
    expect(page.router.state.location.pathname).toBe('/admin/login');
  });
});
