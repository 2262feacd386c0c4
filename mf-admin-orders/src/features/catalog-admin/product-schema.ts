import { PRODUCT_SOURCES } from '@fwd/shared-contracts';
import { z } from 'zod';
import { fen, type ProductDraft } from './product-draft';

const picture = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File);
const priced = (text: string) => (fen(text) ?? 0) >= 1;

/** What is wrong with the variants as a whole, one message (the first that applies). */
function variantsProblem(variants: ProductDraft['variants']): string | undefined {
  if (variants.some((v) => !v.sku.trim() || !v.name.trim())) return 'orders:catalogAdmin.product.errors.variantFields';
  const skus = variants.map((v) => v.sku.trim().toUpperCase());
  if (new Set(skus).size !== skus.length) return 'orders:catalogAdmin.product.errors.duplicateSku';
  if (variants.some((v) => v.price.trim() !== '' && !priced(v.price)))
    return 'orders:catalogAdmin.product.errors.variantPrice';
  return undefined;
}

/**
 * A curated product as staff edit it (the server checks too). Its messages are catalog keys; the
 * variants' problems are one message on `variants`.
 */
export const productSchema = z.object({
  title: z.string().refine((text) => text.trim() !== '', 'orders:catalogAdmin.product.errors.title'),
  description: z.string(),
  source: z.enum(PRODUCT_SOURCES),
  source_url: z
    .string()
    .refine(
      (text) => !text.trim() || /^https?:\/\/\S+\.\S+/.test(text.trim()),
      'orders:catalogAdmin.product.errors.url',
    ),
  shop: z.string().refine((text) => text.trim() !== '', 'orders:catalogAdmin.product.errors.shop'),
  price_src: z.string().refine(priced, 'orders:catalogAdmin.product.errors.price'),
  active: z.boolean(),
  variants: z
    .array(z.object({ sku: z.string(), name: z.string(), price: z.string(), picture: picture.optional() }))
    .superRefine((variants, context) => {
      const message = variantsProblem(variants);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  images: z.array(z.string()),
  added: z.array(picture),
}) satisfies z.ZodType<ProductDraft>;
export type ProductInput = z.input<typeof productSchema>;
