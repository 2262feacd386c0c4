import type { PricedProduct } from '@fwd/shared-contracts/api';

/** What the visitor chose on a product page, as its URL keeps it across a sign-in. */
export interface CartChoice {
  sku: string;
  qty: string;
  note: string;
}

/** The server's bounds of a cart item (backend/pb_hooks/lib/orders.js). */
export const QTY_MIN = 1;
export const QTY_MAX = 999;
export const NOTE_MAX = 500;

/** The choice kept in the product page's URL (`?sku=&qty=&note=`); an unknown variant falls back to the first. */
export function readChoice(params: URLSearchParams, product?: PricedProduct): CartChoice {
  const variants = product?.variants ?? [];
  const sku = params.get('sku') ?? '';
  return {
    sku: variants.some((v) => v.sku === sku) ? sku : (variants[0]?.sku ?? ''),
    qty: (params.get('qty') ?? '1').slice(0, 10),
    note: (params.get('note') ?? '').slice(0, NOTE_MAX),
  };
}

/** The quantity typed, or null when it is not a whole number from 1 to 999. */
export function parseQty(value: string): number | null {
  if (!/^\d{1,3}$/.test(value.trim())) return null;
  const qty = Number(value.trim());
  return qty >= QTY_MIN && qty <= QTY_MAX ? qty : null;
}

/** The product page's address with the choice in it and, for a sign-in, the wish to add it. */
export function choicePath(
  productId: string,
  choice: { sku: string; qty: string | number; note: string },
  add: boolean,
): string {
  const params = new URLSearchParams();
  if (choice.sku) params.set('sku', choice.sku);
  params.set('qty', String(choice.qty));
  if (choice.note) params.set('note', choice.note);
  if (add) params.set('add', '1');
  return `/account/product/${productId}?${params.toString()}`;
}

/**
 * The prices of the chosen variant, both server figures: the variant's own when it has a price,
 * otherwise the product's (a variant without a price costs the product's price).
 */
export function chosenPrice(product: PricedProduct, sku: string): { src: number; home: number } {
  const variant = product.variants?.find((v) => v.sku === sku);
  return variant && variant.price_src > 0
    ? { src: variant.price_src, home: variant.price_home }
    : { src: product.price_src, home: product.price_home };
}
