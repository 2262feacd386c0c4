import { describe, expect, it } from 'vitest';
import { findRemoteArea } from './remote-areas';

describe('findRemoteArea', () => {
  it.each([
    ['/account', 'account'],
    ['/account/orders/abc', 'account'],
    ['/admin/orders/shipping-code', 'admin-orders'],
    ['/admin/customer-cart', 'admin-orders'],
    ['/admin/wh/inbound', 'admin-warehouse'],
    ['/admin/report', 'admin-finance'],
  ])('gives %s to %s', (path, id) => {
    expect(findRemoteArea(path)?.id).toBe(id);
  });

  it.each(['/', '/admin', '/admin/history', '/accounting', '/admin/orders-archive'])(
    'leaves %s to the shell',
    (path) => {
      expect(findRemoteArea(path)).toBeUndefined();
    },
  );
});
