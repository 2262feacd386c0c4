/*
 * The catalog domain (products, shops, collections): its query keys, how long an answer is
 * reused, its fetchers through the typed routes, its pictures' URLs and what adding to the cart
 * refreshes. Imported as `@fwd/shared-contracts/domains/catalog`, bundled into the pages that use
 * it; it reaches the client through the shared package only.
 */
import { apiClient, fileUrl, prefetchApiQuery, queryKeys, useApiQuery, type FileOwner } from '@fwd/shared-contracts';
import {
  findProductByLink,
  getProduct,
  listShops,
  searchProducts,
  type ProductSearchQuery,
} from '@fwd/shared-contracts/api';

export type { ProductSearchQuery };

export const catalogDomain = {
  keys: {
    search: (query: ProductSearchQuery) => queryKeys.custom('products', 'search', query),
    shops: queryKeys.custom('products', 'shops'),
    product: (id: string) => queryKeys.custom('products', 'view', id),
  },
  /**
   * How long a catalog answer is reused without asking again: the catalog changes rarely, and a
   * page whose loader has just fetched its answer must not fetch it again when it mounts.
   */
  fresh: 60_000,
  /** The shops to filter by change even more rarely. */
  shopsFresh: 300_000,
  /** What adding a product to the cart refreshes. */
  refreshes: ['cart_items'],
} as const;

export const searchCatalog = (query: ProductSearchQuery, signal?: AbortSignal) =>
  searchProducts(apiClient(signal), query);
export const catalogShops = (signal?: AbortSignal) => listShops(apiClient(signal));
export const catalogProduct = (id: string, signal?: AbortSignal) => getProduct(apiClient(signal), id);
/** The product a pasted marketplace link points at ('' when none). */
export const productOfLink = (url: string) => findProductByLink(apiClient(), url);

/** Each catalog query's key, fetcher and options, the same for its page and its route loader. */
const queries = {
  search: (query: ProductSearchQuery) =>
    [
      catalogDomain.keys.search(query),
      (signal: AbortSignal) => searchCatalog(query, signal),
      { staleTime: catalogDomain.fresh },
    ] as const,
  shops: () => [catalogDomain.keys.shops, catalogShops, { staleTime: catalogDomain.shopsFresh, silent: true }] as const,
  product: (id: string) =>
    [
      catalogDomain.keys.product(id),
      (signal: AbortSignal) => catalogProduct(id, signal),
      { staleTime: catalogDomain.fresh },
    ] as const,
};

export const useCatalogSearch = (query: ProductSearchQuery) => useApiQuery(...queries.search(query));
export const prefetchCatalogSearch = (query: ProductSearchQuery) => prefetchApiQuery(...queries.search(query));
export const useCatalogShops = () => useApiQuery(...queries.shops());
export const prefetchCatalogShops = () => prefetchApiQuery(...queries.shops());
export const useCatalogProduct = (id: string) => useApiQuery(...queries.product(id));
export const prefetchCatalogProduct = (id: string) => prefetchApiQuery(...queries.product(id));

/** A product's picture (one of its `images`; public, no token), a `thumb` size or the original. */
export function productPicture(product: FileOwner, name: string, thumb?: string): string {
  return fileUrl(product, 'images', name, { thumb });
}

/** A collection's cover (`image`; public). */
export function collectionPicture(collection: FileOwner, name: string): string {
  return fileUrl(collection, 'image', name);
}
