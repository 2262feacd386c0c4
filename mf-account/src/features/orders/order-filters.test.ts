import { describe, expect, it } from 'vitest';
import { codeQuery, orderActions, orderFilter, orderStatusOf, orderTabs } from './order-filters';

const ME = 'customer0000001';

describe('orderFilter', () => {
  it('always filters on the owner', () => {
    expect(orderFilter(ME, {})).toBe(`user = "${ME}"`);
  });

  it('adds the status tab and the code search, with the values bound (quotes escaped)', () => {
    expect(orderFilter(ME, { status: 'placed', q: ' O26"11 ' })).toBe(
      `(user = "${ME}") && (status = "placed") && (code ~ "O26\\"11")`,
    );
  });

  it('ignores a status from the URL that is not an order status', () => {
    expect(orderFilter(ME, { status: 'draft' })).toBe(`user = "${ME}"`);
    expect(orderStatusOf('awaiting_supplement')).toBe('awaiting_supplement');
    expect(orderStatusOf('nope')).toBeUndefined();
  });

  it('keeps a code search short', () => {
    expect(codeQuery('x'.repeat(60))).toHaveLength(40);
  });
});

describe('orderTabs', () => {
  it('puts All first with the sum of the counts, then every status', () => {
    const tabs = orderTabs({ placed: 2, awaiting_supplement: 1, completed: 4 });
    expect(tabs[0]).toEqual({ id: 'all', count: 7 });
    expect(tabs.map((tab) => tab.id)).toEqual([
      'all',
      'placed',
      'purchased',
      'seller_shipped',
      'at_warehouse',
      'completed',
      'cancelled',
      'awaiting_supplement',
    ]);
    expect(tabs.find((tab) => tab.id === 'purchased')?.count).toBe(0);
  });

  it('shows no counts until the summary arrives', () => {
    expect(orderTabs(undefined).every((tab) => tab.count === undefined)).toBe(true);
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
