import { pb, where, type CartItemRecord, type ListParams } from '@fwd/shared-contracts';
import { ClientResponseError } from 'pocketbase';

export type CartItemRow = CartItemRecord;

/**
 * Checkout takes at most 200 cart items (`checkoutBodySchema`), so the cart reads that many at
 * once: every item it can buy is on one screen.
 */
export const CART_PAGE_SIZE = 200;

/** The customer's cart, shop by shop (the server sorts), newest first within a shop. */
export function cartListParams(userId: string): ListParams {
  return {
    perPage: CART_PAGE_SIZE,
    skipTotal: true,
    filter: where('user = {:me}', { me: userId }),
    sort: 'shop,-created',
  };
}

/** What the cart lets the customer change on an item after adding it (the server locks the rest). */
export interface CartItemPatch {
  qty?: number;
  note?: string;
}

export function updateCartItem(id: string, patch: CartItemPatch): Promise<CartItemRow> {
  return pb.collection('cart_items').update<CartItemRow>(id, patch);
}

export async function deleteCartItem(id: string): Promise<void> {
  await pb.collection('cart_items').delete(id);
}

/** One row of the manual order form, as the server stores it (price in source minor units). */
export interface ManualItemInput {
  link: string;
  title: string;
  variant: string;
  qty: number;
  unit_price_src: number;
  image_url: string;
  note: string;
}

/** Adds a product not in the catalog; the server derives the shop from the link. */
export function createManualItem(userId: string, values: ManualItemInput): Promise<CartItemRow> {
  return pb.collection('cart_items').create<CartItemRow>({ ...values, user: userId });
}

/** A picture link as a URL the browser can load: the server's own files live under the API. */
export function pictureUrl(url: string): string {
  return url.startsWith('/') ? pb.buildURL(url) : url;
}

/** The HTTP status of a refused request, or undefined for anything else (network, abort, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError && error.status > 0 ? error.status : undefined;
}
