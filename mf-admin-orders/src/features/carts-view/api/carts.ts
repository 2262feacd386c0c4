import { useList, where, type CartItemRecord } from '@fwd/shared-contracts';

/** One customer's cart lines, oldest first. */
export function useCartLines(userId: string) {
  return useList<'cart_items', CartItemRecord>('cart_items', {
    perPage: 200,
    sort: 'created',
    filter: where('user = {:user}', { user: userId }),
  });
}
