import { pb, type CartItemRecord, type CollectionRecord, type ListParams } from '@fwd/shared-contracts';

/** Every active curated collection, in the curators' order. */
export function collectionListParams(): ListParams {
  return { perPage: 100, skipTotal: true, filter: 'active = true', sort: 'sort,title' };
}

export type CollectionRow = CollectionRecord;

export interface CartAdd {
  product: string;
  sku: string;
  qty: number;
  note: string;
}

/** Puts a catalog product in the signed-in customer's cart (the server prices it). */
export function addToCart(userId: string, item: CartAdd): Promise<CartItemRecord> {
  return pb.collection('cart_items').create<CartItemRecord>({ user: userId, ...item });
}
