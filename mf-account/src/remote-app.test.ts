import { checkRemoteApp, routeProblems } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import remotes from '../../tooling/remotes.json';
import remoteApp from './remote-app';

describe('the account remote app', () => {
  it('passes the shell contract check', () => {
    expect(checkRemoteApp('account', { default: remoteApp })).toBe(remoteApp);
  });

  it('sends /account to the dashboard', async () => {
    const account = remoteApp.routes.find((route) => route.path === 'account');
    const loader = account?.loader as () => Promise<Response> | Response;
    const response = await loader();
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/account/dashboard');
  });

  it('covers exactly the paths of DESIGN 2.1 it owns, each with a guard decision and a title', () => {
    expect(remoteApp.routes.map((r) => r.path)).toEqual([
      'account',
      'account/dashboard',
      'account/order',
      'account/cart',
      'account/checkout',
      'account/order-manual',
      'account/parcel',
      'account/parcel/add',
      'account/fulfillment',
      'account/fulfillment/create',
      'account/fulfillment/checkout',
      'account/transaction',
      'account/recharge',
      'account/refund',
      'account/complain',
      'account/complain/create',
      'account/complain/:id',
      'account/conversation',
      'account/notify',
      'account/address',
      'account/me',
      'account/search',
      'account/product/:id',
      'account/collection/list',
      'account/collection',
      'account/address/forms',
    ]);
    expect(routeProblems(remoteApp)).toEqual([]);
  });

  it('has every title in both languages', async () => {
    const [en, vi] = await Promise.all([remoteApp.i18n.load('en'), remoteApp.i18n.load('vi')]);
    const lookup = (catalog: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    for (const route of remoteApp.routes) {
      const key = route.handle.title.replace(/^account:/, '');
      expect(lookup(en, key), `${key} (en)`).toEqual(expect.any(String));
      expect(lookup(vi, key), `${key} (vi)`).toEqual(expect.any(String));
    }
  });

  it('offers the customer’s top-level pages in its navigation, in this order, and no sub-page or public page', () => {
    expect(remoteApp.nav.map((item) => [item.to, item.label])).toEqual([
      ['/account/dashboard', 'account:pages.dashboard'],
      ['/account/order', 'account:pages.order'],
      ['/account/cart', 'account:pages.cart'],
      ['/account/parcel', 'account:pages.parcel'],
      ['/account/fulfillment', 'account:pages.fulfillment'],
      ['/account/transaction', 'account:pages.transaction'],
      ['/account/recharge', 'account:pages.recharge'],
      ['/account/refund', 'account:pages.refund'],
      ['/account/complain', 'account:pages.complain'],
      ['/account/conversation', 'account:pages.conversation'],
      ['/account/notify', 'account:pages.notify'],
      ['/account/address', 'account:pages.address'],
      ['/account/me', 'account:pages.me'],
    ]);
  });

  it('lists in tooling/remotes.json every page in another layout, for the frame painted before it loads', () => {
    const listed: Record<string, string> = remotes.find((r) => r.id === 'account')?.otherLayouts ?? {};
    const frameOf = (path: string) =>
      Object.entries(listed).find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`))?.[1] ?? 'account';
    for (const route of remoteApp.routes) {
      const path = route.path ?? '';
      expect([path, frameOf(path)]).toEqual([path, route.handle.layout ?? 'account']);
    }
  });
});
