import { PRODUCT_SOURCES } from '@fwd/shared-contracts';

export interface VariantDraft {
  sku: string;
  name: string;
  /** Price in yuan as typed ("12.50"), empty = the product's price. */
  price: string;
  /** A picture for this variant, uploaded named after its SKU (the shop shows it for the variant). */
  picture?: File;
}

/**
 * A product as the editor holds it (`product-schema.ts` checks it). Fields carry the record's
 * names, so the server's field errors land on them; `price_src` is the price in yuan as typed.
 */
export interface ProductDraft {
  title: string;
  description: string;
  source: (typeof PRODUCT_SOURCES)[number];
  source_url: string;
  shop: string;
  price_src: string;
  active: boolean;
  variants: VariantDraft[];
  /** The pictures kept, in order (file names of the record). */
  images: string[];
  /** New pictures, added after them. */
  added: File[];
}

/** Yuan typed as text ("12.5") in fen (1250), or null. */
export function fen(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The variants as stored: `[{ sku, name, price_src }]`, a variant without its own price at the product's. */
export function variantsJson(draft: ProductDraft) {
  const base = fen(draft.price_src) ?? 0;
  return draft.variants.map((v) => ({
    sku: v.sku.trim(),
    name: v.name.trim(),
    price_src: v.price.trim() ? (fen(v.price) ?? base) : base,
  }));
}

/** A variant's picture renamed `<sku>.<ext>`, which the shop matches to the variant. */
export function variantPictureFile(variant: VariantDraft): File | null {
  if (!variant.picture) return null;
  const ext = variant.picture.name.includes('.') ? variant.picture.name.split('.').pop() : 'jpg';
  const base =
    variant.sku
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '') || 'variant';
  return new File([variant.picture], `${base}.${ext}`, { type: variant.picture.type });
}

/** Moves item `index` one place up (-1) or down (+1). */
export function move<T>(list: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return list;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
