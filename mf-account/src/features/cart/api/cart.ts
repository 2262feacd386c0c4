import {
  pb,
  queryKeys,
  useApiQuery,
  where,
  type CartItemRecord,
  type ListParams,
  type SettingsRecord,
} from '@fwd/shared-contracts';
import { checkout, quoteCheckout, type ApiClient } from '@fwd/shared-contracts/api';
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

/** The typed routes with this call's signal; every request stands alone (no SDK auto-cancel). */
function client(signal?: AbortSignal): ApiClient {
  return { send: (path, options) => pb.send(path, { ...options, signal, requestKey: null }) };
}

/** The server's price of buying these cart items now (cancelled through `signal`). */
export function getCheckoutQuote(ids: string[], signal: AbortSignal) {
  return quoteCheckout(client(signal), { cartItems: ids });
}

/** Pays for these cart items: one order per shop (refused with `data.shortfall` when short). */
/** Buys `ids` at the total the customer was shown; the server refuses another total (`prices_changed`). */
export function payForItems(ids: string[], expectedTotal: number) {
  return checkout(client(), { cartItems: ids, expectedTotal });
}

/** The shop's settings (public), or null when none are saved. */
export async function getShopSettings(signal: AbortSignal): Promise<SettingsRecord | null> {
  try {
    return await pb
      .collection('settings')
      .getFirstListItem<SettingsRecord>(where('key = {:key}', { key: 'default' }), { signal, requestKey: null });
  } catch (error) {
    if (error instanceof ClientResponseError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The source currency cart prices are in. Without saved settings the server prices in CNY
 * (backend/pb_hooks/lib/settings.js), so the page says the same.
 */
export function useSourceCurrency() {
  const settings = useApiQuery(queryKeys.custom('settings', 'default'), getShopSettings, { staleTime: 600_000 });
  return { ...settings, currency: settings.isSuccess ? settings.data?.source_currency || 'CNY' : undefined };
}

/** A picture link as a URL the browser can load: the server's own files live under the API. */
export function pictureUrl(url: string): string {
  return url.startsWith('/') ? pb.buildURL(url) : url;
}

/** The HTTP status of a refused request, or undefined for anything else (network, abort, bug). */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ClientResponseError && error.status > 0 ? error.status : undefined;
}
