import { RECORD_ID } from '@fwd/shared-contracts';

/** The server's bounds of a cart item (backend/pb_hooks/lib/orders.js prepareCartItem). */
export const QTY_MIN = 1;
export const QTY_MAX = 999;
/** The longest note the cart offers (the field itself keeps up to 1,000). */
export const NOTE_MAX = 500;
/** Checkout buys at most this many cart items at once (`checkoutBodySchema`). */
export const CHECKOUT_MAX_ITEMS = 200;

export interface ShopGroup<T> {
  /** The shop's name as the server stored it; empty for a manual item whose link named none. */
  shop: string;
  items: T[];
}

/** Items in shop groups, shops and items in the order they come (the list is sorted by shop). */
export function groupByShop<T extends { shop: string }>(items: readonly T[]): ShopGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = item.shop.trim();
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups].map(([shop, members]) => ({ shop, items: members }));
}

/** A quantity typed in the cart: a whole number from 1 to 999, or null. */
export function parseQty(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const qty = Number(trimmed);
  return qty >= QTY_MIN && qty <= QTY_MAX ? qty : null;
}

/** `selected` with every id of `ids` added (`on`) or taken out. */
export function setMany(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/**
 * The items chosen for checkout: every item the cart holds now, except those the customer
 * unticked in this cart. An item added elsewhere (a product page, a manual order, another tab)
 * is chosen; an item no longer in the cart is never chosen, whatever an older copy said.
 */
export function chosenIds(itemIds: readonly string[], unticked: ReadonlySet<string>): string[] {
  return itemIds.filter((id) => !unticked.has(id));
}

/** Whether all, some or none of `ids` are selected (a group's checkbox shows it). */
export function selectionOf(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** The cart items a checkout link names (`?items=a,b`): record ids, each once, in order. */
export function parseItemsParam(value: string | null): { ids: string[]; malformed: boolean } {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ids = [...new Set(parts)];
  const malformed = ids.length === 0 || ids.length > CHECKOUT_MAX_ITEMS || ids.some((id) => !RECORD_ID.test(id));
  return { ids: malformed ? [] : ids, malformed };
}

/** The checkout page for these cart items (record ids need no escaping; the commas stay readable). */
export function checkoutHref(ids: readonly string[]): string {
  return `/account/checkout?items=${ids.join(',')}`;
}

/** A top-up of exactly `amount` (home minor units) that comes back to this checkout. */
export function topUpHref(amount: number, ids: readonly string[]): string {
  return `/account/recharge?amount=${amount}&return=${encodeURIComponent(checkoutHref(ids))}`;
}

/** Where an item's title leads: its catalog page, or the shop page a manual item was pasted from. */
export function itemHref(item: { product: string; link: string }): { to: string; external: boolean } | null {
  if (item.product) return { to: `/account/product/${encodeURIComponent(item.product)}`, external: false };
  return /^https?:\/\//i.test(item.link) ? { to: item.link, external: true } : null;
}
