import { checkRemoteApp, routeProblems } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import remoteApp from './remote-app';

describe('the admin-orders remote app', () => {
  it('passes the shell contract check', () => {
    expect(checkRemoteApp('admin-orders', { default: remoteApp })).toBe(remoteApp);
  });

  it('covers exactly the paths the design gives it, each with a guard decision', () => {
    expect(remoteApp.routes.map((r) => r.path)).toEqual([
      'admin/orders',
      'admin/orders/shipping-code',
      'admin/refund',
      'admin/product',
      'admin/customer',
      'admin/customer-cart',
      'admin/complain',
      'admin/conversation',
    ]);
    expect(routeProblems(remoteApp)).toEqual([]);
  });

  it('links only to its own pages in its navigation', () => {
    const paths = new Set(remoteApp.routes.map((r) => `/${r.path}`));
    for (const item of remoteApp.nav) expect(paths).toContain(item.to);
  });
});
