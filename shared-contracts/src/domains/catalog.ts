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

export function useCatalogSearch(query: ProductSearchQuery) {
  return useApiQuery(catalogDomain.keys.search(query), (signal) => searchCatalog(query, signal), {
    staleTime: catalogDomain.fresh,
  });
}

export function prefetchCatalogSearch(query: ProductSearchQuery): Promise<void> {
  return prefetchApiQuery(catalogDomain.keys.search(query), (signal) => searchCatalog(query, signal), {
    staleTime: catalogDomain.fresh,
  });
}

export function useCatalogShops() {
  return useApiQuery(catalogDomain.keys.shops, catalogShops, { staleTime: catalogDomain.shopsFresh, silent: true });
}

export function prefetchCatalogShops(): Promise<void> {
  return prefetchApiQuery(catalogDomain.keys.shops, catalogShops, {
    staleTime: catalogDomain.shopsFresh,
    silent: true,
  });
}

export function useCatalogProduct(id: string) {
  return useApiQuery(catalogDomain.keys.product(id), (signal) => catalogProduct(id, signal), {
    staleTime: catalogDomain.fresh,
  });
}

export function prefetchCatalogProduct(id: string): Promise<void> {
  return prefetchApiQuery(catalogDomain.keys.product(id), (signal) => catalogProduct(id, signal), {
    staleTime: catalogDomain.fresh,
  });
}

/** A product's picture (one of its `images`; public, no token), a `thumb` size or the original. */
export function productPicture(product: FileOwner, name: string, thumb?: string): string {
  return fileUrl(product, 'images', name, { thumb });
}

/** A collection's cover (`image`; public). */
export function collectionPicture(collection: FileOwner, name: string): string {
  return fileUrl(collection, 'image', name);
}
