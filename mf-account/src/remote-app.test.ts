import { checkRemoteApp, routeProblems } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import remotes from '../../tooling/remotes.json';
import remoteApp from './remote-app';

describe('the account remote app', () => {
  it('passes the shell contract check', () => {
    expect(checkRemoteApp('account', { default: remoteApp })).toBe(remoteApp);
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

  it('links only to its own pages in its navigation', () => {
    const paths = new Set(remoteApp.routes.map((r) => `/${r.path}`));
    for (const item of remoteApp.nav) expect(paths).toContain(item.to);
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
