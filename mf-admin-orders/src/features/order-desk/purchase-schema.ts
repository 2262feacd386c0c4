import type { OrderPrices } from '@fwd/shared-contracts/api';
import { z } from 'zod';
import { minorFromText } from './order-filters';

const unitPrice = z.string().transform((text, ctx) => {
  const minor = minorFromText(text);
  if (minor === null || minor < 1) {
    ctx.addIssue({ code: 'custom', message: 'orders:orderDesk.purchase.pricePositive' });
    return z.NEVER;
  }
  return minor;
});

const prices = z.object({
  items: z.array(z.object({ id: z.string(), unitPriceSrc: unitPrice })),
  domesticShipping: z
    .number()
    .int()
    .min(0)
    .nullable()
    .transform((amount) => amount ?? 0),
});

/**
 * Buying a placed order: the seller's order number, each item's price per unit as typed (source
 * currency) and the domestic shipping. Field names are the transition route's, so its field errors
 * land on them.
 */
export const purchaseSchema = prices.extend({
  sellerOrderNo: z.string().trim().min(1, 'orders:orderDesk.purchase.sellerRequired'),
});
export type PurchaseInput = z.input<typeof purchaseSchema>;

/** The prices typed so far, to ask for a quote; null while one of them is not a price yet. */
export function typedPrices(values: Pick<PurchaseInput, 'items' | 'domesticShipping'>): OrderPrices | null {
  const parsed = prices.safeParse(values);
  return parsed.success ? parsed.data : null;
}
