import { z } from 'zod';
import { NOTE_MAX, QTY_MAX, QTY_MIN } from './cart-rules';

/** Bounds of a manual item: the server's (prepareCartItem) or tighter. */
export const TITLE_MAX = 200;
export const VARIANT_MAX = 100;
export const LINK_MAX = 2000;
/** The largest unit price the server accepts, in source minor units. */
export const PRICE_MAX = 100_000_000;

/** Messages: keys of the `account` catalog. */
export const MANUAL_MESSAGE_KEYS = {
  linkRequired: 'orderManual.errors.linkRequired',
  linkInvalid: 'orderManual.errors.linkInvalid',
  titleRequired: 'orderManual.errors.titleRequired',
  titleTooLong: 'orderManual.errors.titleTooLong',
  variantTooLong: 'orderManual.errors.variantTooLong',
  qty: 'orderManual.errors.qty',
  priceRequired: 'orderManual.errors.priceRequired',
  pricePositive: 'orderManual.errors.pricePositive',
  priceTooLarge: 'orderManual.errors.priceTooLarge',
  imageInvalid: 'orderManual.errors.imageInvalid',
  noteTooLong: 'orderManual.errors.noteTooLong',
} as const;

/** A web address the server takes: http or https, no spaces (its own pattern), a real host. */
export function isWebLink(text: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(text) || text.length > LINK_MAX) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * One row of the manual order: the product page link, what it is, how many, the unit price in the
 * source currency (an integer in minor units, as MoneyInput gives it), an optional picture link
 * and a note for our buyer.
 */
export const manualItemSchema = z.object({
  link: z
    .string()
    .trim()
    // An empty link says so, not that it is malformed.
    .min(1, { message: MANUAL_MESSAGE_KEYS.linkRequired, abort: true })
    .refine(isWebLink, MANUAL_MESSAGE_KEYS.linkInvalid),
  title: z.string().trim().min(1, MANUAL_MESSAGE_KEYS.titleRequired).max(TITLE_MAX, MANUAL_MESSAGE_KEYS.titleTooLong),
  variant: z.string().trim().max(VARIANT_MAX, MANUAL_MESSAGE_KEYS.variantTooLong),
  qty: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, { message: MANUAL_MESSAGE_KEYS.qty, abort: true })
    .transform(Number)
    .refine((qty) => qty >= QTY_MIN && qty <= QTY_MAX, MANUAL_MESSAGE_KEYS.qty),
  unit_price_src: z
    .number()
    .int()
    .nullable()
    .superRefine((price, ctx) => {
      const message =
        price === null
          ? MANUAL_MESSAGE_KEYS.priceRequired
          : price <= 0
            ? MANUAL_MESSAGE_KEYS.pricePositive
            : price > PRICE_MAX
              ? MANUAL_MESSAGE_KEYS.priceTooLarge
              : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .transform((price) => price ?? 0),
  image_url: z
    .string()
    .trim()
    .refine((text) => text === '' || isWebLink(text), MANUAL_MESSAGE_KEYS.imageInvalid),
  note: z.string().trim().max(NOTE_MAX, MANUAL_MESSAGE_KEYS.noteTooLong),
});

export type ManualItemFormInput = z.input<typeof manualItemSchema>;
export type ManualItemFormValues = z.output<typeof manualItemSchema>;

/** A blank row; `link` prefills it (a link pasted on the search page). */
export function emptyManualItem(link = ''): ManualItemFormInput {
  return { link, title: '', variant: '', qty: '1', unit_price_src: null, image_url: '', note: '' };
}
