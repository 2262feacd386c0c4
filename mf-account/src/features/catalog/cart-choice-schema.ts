// zod/mini, like the API's schemas: the product page, where shoppers land from shared links, then
// loads only the parts of zod it uses.
import { z } from 'zod/mini';
import { NOTE_MAX, QTY_MAX, QTY_MIN } from './cart-choice';

/** Messages: keys of the `account` catalog. */
export const CHOICE_MESSAGE_KEYS = {
  qty: 'catalog.product.quantityError',
  note: 'catalog.product.noteError',
} as const;

/** The product form: a variant (when the product has some), 1 to 999 whole items, a short note. */
export const cartChoiceSchema = z.object({
  sku: z.string(),
  qty: z
    .pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,3}$/, { message: CHOICE_MESSAGE_KEYS.qty, abort: true })),
      z.transform(Number),
    )
    .check(z.refine((qty) => qty >= QTY_MIN && qty <= QTY_MAX, CHOICE_MESSAGE_KEYS.qty)),
  note: z.string().check(z.trim(), z.maxLength(NOTE_MAX, CHOICE_MESSAGE_KEYS.note)),
});

export type CartChoiceValues = z.output<typeof cartChoiceSchema>;
