import { describe, expect, it } from 'vitest';
import { fen, move, variantPictureFile, variantsJson, type ProductDraft } from './product-draft';

const draft = (extra: Partial<ProductDraft> = {}): ProductDraft => ({
  title: 'Wool jacket',
  description: '',
  source: 'taobao',
  source_url: 'https://item.taobao.com/item.htm?id=1',
  shop: 'Star Shop',
  price_src: '129.90',
  active: true,
  variants: [],
  images: [],
  added: [],
  ...extra,
});

describe('the product draft', () => {
  it('stores variants in fen, defaulting to the product price', () => {
    const value = draft({
      variants: [
        { sku: 'RED-M', name: 'Red M', price: '' },
        { sku: 'BLUE-M', name: 'Blue M', price: '135' },
      ],
    });
    expect(variantsJson(value)).toEqual([
      { sku: 'RED-M', name: 'Red M', price_src: 12_990 },
      { sku: 'BLUE-M', name: 'Blue M', price_src: 13_500 },
    ]);
    expect(fen('12,5')).toBe(1250);
    expect(fen('-1')).toBeNull();
  });

  it('names a variant picture after its SKU and reorders lists', () => {
    const picture = new File(['x'], 'IMG_0042.PNG', { type: 'image/png' });
    expect(variantPictureFile({ sku: 'Red M', name: 'Red', price: '', picture })?.name).toBe('red_m.PNG');
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
