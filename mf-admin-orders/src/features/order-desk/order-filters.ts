import { allOf, where, isDay, nextDay } from '@fwd/shared-contracts';

/** The staff order list's filters besides the status tab, each its own search param. */
export const ORDER_FILTERS = ['customer', 'shop', 'code', 'from', 'to'] as const;
export type OrderFilters = Partial<Record<(typeof ORDER_FILTERS)[number], string>>;

export const ORDER_DEFAULT_SORT = '-created';
export const ORDER_SORTS = ['-created', 'created', '-total', 'total'];

/**
 * The PocketBase filter of the chosen filters (values bound by the SDK). A customer is found by
 * code or name, a shop and an order code by part of them; days are UTC days.
 */
export function orderFilter(filters: OrderFilters): string {
  const text = (name: keyof OrderFilters) => filters[name]?.trim() ?? '';
  return allOf(
    text('customer') && where('(user.code ~ {:customer} || user.name ~ {:customer})', { customer: text('customer') }),
    text('shop') && where('shop ~ {:shop}', { shop: text('shop') }),
    text('code') && where('code ~ {:code}', { code: text('code').toUpperCase() }),
    isDay(filters.from) && where('created >= {:from}', { from: `${filters.from} 00:00:00` }),
    isDay(filters.to) && where('created < {:to}', { to: `${nextDay(filters.to)} 00:00:00` }),
  );
}

/** A source-currency price typed in major units ("12.5") as minor units (1250), or null. */
export function minorFromText(text: string, digits = 2): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0').slice(0, digits));
}
