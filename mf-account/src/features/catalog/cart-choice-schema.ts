import { z } from 'zod';
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
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { message: CHOICE_MESSAGE_KEYS.qty, abort: true })
    .transform(Number)
    .refine((qty) => qty >= QTY_MIN && qty <= QTY_MAX, CHOICE_MESSAGE_KEYS.qty),
  note: z.string().trim().max(NOTE_MAX, CHOICE_MESSAGE_KEYS.note),
});

export type CartChoiceValues = z.output<typeof cartChoiceSchema>;
