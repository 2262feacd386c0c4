import { pb, queryKeys, type CartItemRecord, type CollectionRecord, type ListParams } from '@fwd/shared-contracts';
import {
  findProductByLink,
  getProduct,
  listShops,
  searchProducts,
  type ProductSearchQuery,
} from '@fwd/shared-contracts/api';
import { filePath, THUMB } from '../picture-path';

/** The SDK as a typed-route client, cancelled with the query. */
const client = (signal: AbortSignal) => ({
  send: (path: string, options: { method: string; body?: unknown }) =>
    pb.send(path, { ...options, signal, requestKey: null }),
});

/**
 * How long a catalog answer is reused without asking again: the catalog changes rarely, and a page
 * whose loader has just fetched its answer must not fetch it again when it mounts.
 */
export const CATALOG_FRESH = 60_000;
/** The shops to filter by change even more rarely. */
export const SHOPS_FRESH = 300_000;

export const searchKey = (query: ProductSearchQuery) => queryKeys.custom('products', 'search', query);
export const SHOPS_KEY = queryKeys.custom('products', 'shops');
export const productKey = (id: string) => queryKeys.custom('products', 'view', id);

export function searchCatalog(query: ProductSearchQuery, signal: AbortSignal) {
  return searchProducts(client(signal), query);
}

export function catalogShops(signal: AbortSignal) {
  return listShops(client(signal));
}

export function catalogProduct(id: string, signal: AbortSignal) {
  return getProduct(client(signal), id);
}

/** The product a pasted marketplace link points at ('' when none). */
export function productOfLink(url: string) {
  return findProductByLink(pb, url);
}

/** Every active curated collection, in the curators' order. */
export function collectionListParams(): ListParams {
  return { perPage: 100, skipTotal: true, filter: 'active = true', sort: 'sort,title' };
}

export type CollectionRow = CollectionRecord;

/**
 * A file of a catalog record as a URL on the API's address (see filePath); '' for no file.
 */
export function fileUrl(
  record: { id: string; collectionId: string; collectionName: string },
  name: string,
  thumb?: string,
): string {
  return name ? pb.buildURL(filePath(record, name, thumb)) : '';
}

export { THUMB };

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
