/**
 * Plain values of the typed routes, without the schema library: for code that runs before the
 * app, such as a page's data module (docs/first-paint.md, "A page's data").
 * `@fwd/shared-contracts/api/terms`; the routes' entry point exports them too.
 */

/** PocketBase record ids: 15 lowercase alphanumerics by default. */
export const RECORD_ID = /^[a-z0-9]{15}$/;

/** The catalog's routes for shoppers: `/search`, `/shops`, `/by-link` and `/{id}` under it. */
export const PRODUCTS_API = '/api/shop/products';

/** The orders the catalog search sorts by. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `path?query` as the typed routes send a GET: empty values left out, `path` alone when nothing is left. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
