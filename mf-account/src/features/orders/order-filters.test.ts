import { describe, expect, it } from 'vitest';
import { codeQuery, orderActions, orderFilter } from './order-filters';

const ME = 'customer0000001';

describe('orderFilter', () => {
  it('always filters on the owner', () => {
    expect(orderFilter(ME, {})).toBe(`user = "${ME}"`);
  });

  it('adds the code search, with the value bound (quotes escaped)', () => {
    expect(orderFilter(ME, { q: ' O26"11 ' })).toBe(`(user = "${ME}") && (code ~ "O26\\"11")`);
  });

  it('keeps a code search short', () => {
    expect(codeQuery('x'.repeat(60))).toHaveLength(40);
  });
});

describe('orderActions', () => {
  it('offers cancel while placed or awaiting a supplement (the customer moves of the order machine)', () => {
    expect(orderActions({ status: 'placed', paid: 100 }).cancel).toBe(true);
    // Instead of paying a supplement, the customer may cancel (DESIGN section 5).
    expect(orderActions({ status: 'awaiting_supplement', paid: 100 }).cancel).toBe(true);
    for (const status of ['purchased', 'seller_shipped', 'at_warehouse', 'completed', 'cancelled']) {
      expect(orderActions({ status, paid: 100 }).cancel).toBe(false);
    }
  });

  it('offers the supplement payment only while one is awaited', () => {
    expect(orderActions({ status: 'awaiting_supplement', paid: 100 }).paySupplement).toBe(true);
    expect(orderActions({ status: 'purchased', paid: 100 }).paySupplement).toBe(false);
  });

  it('offers a refund on a paid order that can no longer simply be cancelled', () => {
    expect(orderActions({ status: 'purchased', paid: 100 }).refund).toBe(true);
    expect(orderActions({ status: 'placed', paid: 100 }).refund).toBe(false);
    expect(orderActions({ status: 'cancelled', paid: 0 }).refund).toBe(false);
  });
});
