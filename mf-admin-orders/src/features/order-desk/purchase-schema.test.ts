import { describe, expect, it } from 'vitest';
import { purchaseSchema, typedPrices } from './purchase-schema';

const ITEMS = [{ id: 'item00000000001', unitPriceSrc: '90' }];

describe('purchaseSchema', () => {
  it('reads prices in minor units, the shipping none as 0, the order number trimmed', () => {
    expect(purchaseSchema.parse({ sellerOrderNo: ' TB-7 ', items: ITEMS, domesticShipping: null })).toEqual({
      sellerOrderNo: 'TB-7',
      items: [{ id: 'item00000000001', unitPriceSrc: 9_000 }],
      domesticShipping: 0,
    });
  });

  it('names the missing order number and each price that is not above 0', () => {
    const result = purchaseSchema.safeParse({
      sellerOrderNo: '  ',
      items: [...ITEMS, { id: 'item00000000002', unitPriceSrc: '0' }, { id: 'item00000000003', unitPriceSrc: 'x' }],
      domesticShipping: 0,
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.1.unitPriceSrc', 'orders:orderDesk.purchase.pricePositive'],
      ['items.2.unitPriceSrc', 'orders:orderDesk.purchase.pricePositive'],
      ['sellerOrderNo', 'orders:orderDesk.purchase.sellerRequired'],
    ]);
  });
});

describe('typedPrices', () => {
  it('is the quote asked while every price is one, null otherwise', () => {
    expect(typedPrices({ items: ITEMS, domesticShipping: 1_500 })).toEqual({
      items: [{ id: 'item00000000001', unitPriceSrc: 9_000 }],
      domesticShipping: 1_500,
    });
    expect(typedPrices({ items: [{ id: 'a', unitPriceSrc: '' }], domesticShipping: 0 })).toBeNull();
  });
});
