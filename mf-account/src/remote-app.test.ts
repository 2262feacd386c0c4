import { checkRemoteApp, routeProblems } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import remoteApp from './remote-app';

describe('the account remote app', () => {
  it('passes the shell contract check', () => {
    expect(checkRemoteApp('account', { default: remoteApp })).toBe(remoteApp);
  });

  it('covers exactly the paths the design gives it, each with a guard decision', () => {
    expect(remoteApp.routes.map((r) => r.path)).toEqual([
      'account',
      'account/orders',
      'account/orders/:id',
      'account/cart',
      'account/parcels',
      'account/fulfillments',
      'account/wallet',
      'account/addresses',
      'account/complaints',
      'account/support',
      'account/notifications',
      'account/profile',
      'account/search',
      'account/product/:id',
      'account/collection',
      'account/collection/list',
      'account/address/forms',
    ]);
    expect(routeProblems(remoteApp)).toEqual([]);
  });

  it('links only to its own pages in its navigation', () => {
    const paths = new Set(remoteApp.routes.map((r) => `/${r.path}`));
    for (const item of remoteApp.nav) expect(paths).toContain(item.to);
  });
});
