/**
 * The public catalog routes (backend/pb_hooks/catalog.pb.js): a word search over the active
 * products (full-text, so it stays fast at 100k products), the shops there are to filter by, and
 * the product behind a pasted marketplace link. `price_src` is in the source currency's minor
 * unit; `price_home` is the server's conversion at today's rate (`rate` of the same answer), the
 * figure a page shows: pages never convert prices themselves.
 */
import { z } from 'zod/mini';
import { PRODUCT_SOURCES } from '../records';
import { get, recordIdSchema, route, segment, type ApiClient, type CallOptions } from './client';
import { lazySchema } from './lazy-schema';
import { PRODUCT_SORTS, PRODUCTS_API } from './terms';

export const productVariantSchema = lazySchema(() =>
  z.object({
    sku: z.string(),
    name: z.string(),
    price_src: z.int().check(z.nonnegative()),
  }),
);

export const productRecordSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    collectionId: z.string(),
    collectionName: z.string(),
    title: z.string(),
    description: z.string(),
    images: z.array(z.string()),
    source: z.union([z.enum(PRODUCT_SOURCES), z.literal('')]),
    source_url: z.string(),
    shop: z.string(),
    price_src: z.int().check(z.nonnegative()),
    variants: z.nullable(z.array(productVariantSchema)),
    active: z.boolean(),
  }),
);

/** A product as the catalog routes answer it: its home-currency price beside the source one. */
export const pricedProductSchema = lazySchema(() =>
  z.extend(productRecordSchema, {
    price_home: z.int().check(z.nonnegative()),
    variants: z.nullable(z.array(z.extend(productVariantSchema, { price_home: z.int().check(z.nonnegative()) }))),
  }),
);

/** `GET /api/shop/products/search`: every parameter optional; `page` from 1, 24 a page. */
export const productSearchQuerySchema = lazySchema(() =>
  z.object({
    q: z.optional(z.string().check(z.maxLength(200))),
    /** Only the products of this curated collection (in the collection's order under `relevance`). */
    collection: z.optional(recordIdSchema),
    shop: z.optional(z.string().check(z.maxLength(100))),
    /** Source-currency minor units, inclusive. */
    minPrice: z.optional(z.int().check(z.nonnegative())),
    maxPrice: z.optional(z.int().check(z.nonnegative())),
    sort: z.optional(z.enum(PRODUCT_SORTS)),
    page: z.optional(z.int().check(z.gte(1), z.lte(1000))),
  }),
);

/** The rate the home-currency prices of a page are worked out at. */
export const catalogRateSchema = lazySchema(() =>
  z.object({
    sourceCurrency: z.string(),
    homeCurrency: z.string(),
    /** One source unit in home units (0 while no rate is set). */
    rate: z.number().check(z.nonnegative()),
  }),
);

export const productSearchResponseSchema = lazySchema(() =>
  z.extend(catalogRateSchema, {
    page: z.int().check(z.gte(1)),
    perPage: z.int().check(z.positive()),
    /** Whether a next page exists (the total is not counted: that would scan every match). */
    hasMore: z.boolean(),
    items: z.array(pricedProductSchema),
  }),
);

/** `GET /api/shop/products/{id}`: one active product, priced at today's rate (404 otherwise). */
export const productViewResponseSchema = lazySchema(() =>
  z.extend(catalogRateSchema, { product: pricedProductSchema }),
);

/** `GET /api/shop/products/shops`: the shops that have active products, by name. */
export const shopListResponseSchema = lazySchema(() => z.object({ shops: z.array(z.string()) }));

/** `GET /api/shop/products/by-link?url=`: the product with that source link, if any. */
export const productByLinkResponseSchema = lazySchema(() =>
  z.object({
    /** The link as understood (http(s) only), the marketplace, and the product's id or ''. */
    url: z.string(),
    source: z.enum(PRODUCT_SOURCES),
    product: z.string(),
  }),
);

export type ProductResponse = z.infer<typeof productRecordSchema>;
export type PricedProduct = z.infer<typeof pricedProductSchema>;
export type ProductView = z.infer<typeof productViewResponseSchema>;
export type ProductSearchQuery = z.input<typeof productSearchQuerySchema>;
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>;
export type ShopListResponse = z.infer<typeof shopListResponseSchema>;
export type ProductByLinkResponse = z.infer<typeof productByLinkResponseSchema>;
export type CatalogRate = z.infer<typeof catalogRateSchema>;

/** Searches the active products. */
export const searchProducts = route(
  'GET',
  `${PRODUCTS_API}/search`,
  productSearchResponseSchema,
  productSearchQuerySchema,
);

/** One active product with its prices at today's rate. */
export function getProduct(pb: ApiClient, id: string, options?: CallOptions): Promise<ProductView> {
  return get(pb, `${PRODUCTS_API}/${segment(recordIdSchema.parse(id))}`, productViewResponseSchema, {}, options);
}

/** The shops to filter the search by. */
export const listShops = route('GET', `${PRODUCTS_API}/shops`, shopListResponseSchema);

/** The catalog product a pasted marketplace link points at (`product` is '' when none). */
export function findProductByLink(pb: ApiClient, url: string, options?: CallOptions): Promise<ProductByLinkResponse> {
  return get(pb, `${PRODUCTS_API}/by-link`, productByLinkResponseSchema, { url: url.trim() }, options);
}
