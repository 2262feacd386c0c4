/*
 * The cart domain: the checkout's quote and payment through the typed routes, and what each cart
 * write refreshes. Imported as `@fwd/shared-contracts/domains/cart`, bundled into the pages that
 * use it; it reaches the client through the shared package only.
 */
import { apiClient, queryKeys, useApiQuery } from '@fwd/shared-contracts';
import { checkout, listCustomerCarts, quoteCheckout } from '@fwd/shared-contracts/api';
import { ordersDomain } from './orders';

export const cartDomain = {
  collection: 'cart_items',
  refreshes: {
    /** Adding, changing or removing an item. */
    items: ['cart_items'],
    /** Paying: the cart empties into orders (with their lines), the wallet is debited. */
    checkout: ['cart_items', ...ordersDomain.refreshes],
  },
} as const;

/** The server's price of buying these cart items now (cancelled through `signal`). */
export function getCheckoutQuote(ids: string[], signal?: AbortSignal) {
  return quoteCheckout(apiClient(signal), { cartItems: ids });
}

/** Buys `ids` at the total the customer was shown; the server refuses another total (`prices_changed`). */
export function payForItems(ids: string[], expectedTotal: number) {
  return checkout(apiClient(), { cartItems: ids, expectedTotal });
}

/** Customers' carts for staff, oldest first, valued by the server in the shop's currencies. */
export function useCustomerCarts(q: string, page: number) {
  return useApiQuery(queryKeys.custom('cart_items', 'customer-carts', q, page), (signal) =>
    listCustomerCarts(apiClient(signal), { q: q || undefined, page }),
  );
}
