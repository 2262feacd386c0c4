import { pb, queryKeys, useApiQuery, useList, where, type CartItemRecord } from '@fwd/shared-contracts';
import { listCustomerCarts } from '@fwd/shared-contracts/api';

/** Customers' carts, oldest first, valued by the server. */
export function useCustomerCarts(q: string, page: number) {
  return useApiQuery(queryKeys.custom('cart_items', 'customer-carts', q, page), (signal) =>
    listCustomerCarts(pb, { q: q || undefined, page }, { signal }),
  );
}

/** One customer's cart lines, oldest first. */
export function useCartLines(userId: string) {
  return useList<'cart_items', CartItemRecord>('cart_items', {
    perPage: 200,
    sort: 'created',
    filter: where('user = {:user}', { user: userId }),
  });
}
