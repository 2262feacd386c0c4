import { describe, expect, it } from 'vitest';
import { fen, move, productErrors, variantPictureFile, variantsJson, type ProductDraft } from './product-draft';

const draft = (extra: Partial<ProductDraft> = {}): ProductDraft => ({
  title: 'Wool jacket',
  description: '',
  source: 'taobao',
  sourceUrl: 'https://item.taobao.com/item.htm?id=1',
  shop: 'Star Shop',
  price: '129.90',
  active: true,
  variants: [],
  ...extra,
});

describe('the product form', () => {
  it('accepts a complete product and stores variants in fen, defaulting to the product price', () => {
    const value = draft({
      variants: [
        { sku: 'RED-M', name: 'Red M', price: '' },
        { sku: 'BLUE-M', name: 'Blue M', price: '135' },
      ],
    });
    expect(productErrors(value)).toEqual({});
    expect(variantsJson(value)).toEqual([
      { sku: 'RED-M', name: 'Red M', price_src: 12_990 },
      { sku: 'BLUE-M', name: 'Blue M', price_src: 13_500 },
    ]);
  });

  it('refuses an empty title, a price of 0, a malformed link and duplicate SKUs', () => {
    expect(productErrors(draft({ title: ' ', price: '0', sourceUrl: 'taobao item', shop: '' }))).toEqual({
      title: 'catalogAdmin.product.errors.title',
      price: 'catalogAdmin.product.errors.price',
      sourceUrl: 'catalogAdmin.product.errors.url',
      shop: 'catalogAdmin.product.errors.shop',
    });
    expect(
      productErrors(
        draft({
          variants: [
            { sku: 'a', name: 'A', price: '' },
            { sku: 'A', name: 'A2', price: '' },
          ],
        }),
      ).variants,
    ).toBe('catalogAdmin.product.errors.duplicateSku');
    expect(fen('-1')).toBeNull();
  });

  it('names a variant picture after its SKU and reorders lists', () => {
    const picture = new File(['x'], 'IMG_0042.PNG', { type: 'image/png' });
    expect(variantPictureFile({ sku: 'Red M', name: 'Red', price: '', picture })?.name).toBe('red_m.PNG');
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
