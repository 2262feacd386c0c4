import { describe, expect, it } from 'vitest';
import { fen, move, variantPictureFile, variantsJson, type ProductDraft } from './product-draft';
import { productSchema } from './product-schema';

const draft = (extra: Partial<ProductDraft> = {}): ProductDraft => ({
  title: 'Wool jacket',
  description: '',
  source: 'taobao',
  source_url: 'https://item.taobao.com/item.htm?id=1',
  shop: 'Star Shop',
  price_src: '129.90',
  active: true,
  variants: [],
  images: ['jacket_ab12.jpg'],
  added: [],
  ...extra,
});

/** One variant at the product's price, one at its own. */
const TWO_VARIANTS: ProductDraft['variants'] = [
  { sku: 'RED-M', name: 'Red M', price: '' },
  { sku: 'BLUE-M', name: 'Blue M', price: '135' },
];

/** The message of each field the schema refuses, by field. */
function problems(value: ProductDraft) {
  const result = productSchema.safeParse(value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('productSchema', () => {
  it('accepts a complete product with variants, one of them at the product price', () => {
    const value = draft({ variants: TWO_VARIANTS, source_url: '' });
    expect(productSchema.parse(value)).toEqual(value);
  });

  it('refuses an empty title and shop, a price of 0 and a malformed link, each on its field', () => {
    expect(problems(draft({ title: ' ', price_src: '0', source_url: 'taobao item', shop: '' }))).toEqual({
      title: 'orders:catalogAdmin.product.errors.title',
      price_src: 'orders:catalogAdmin.product.errors.price',
      source_url: 'orders:catalogAdmin.product.errors.url',
      shop: 'orders:catalogAdmin.product.errors.shop',
    });
    expect(problems(draft({ price_src: '12.345' }))).toEqual({
      price_src: 'orders:catalogAdmin.product.errors.price',
    });
  });

  it('gives the variants one message: a missing SKU or name, a SKU twice (any case), a bad price', () => {
    const variants = (...list: ProductDraft['variants']) => problems(draft({ variants: list })).variants;
    expect(variants({ sku: 'A', name: '', price: '' })).toBe('orders:catalogAdmin.product.errors.variantFields');
    expect(variants({ sku: 'a', name: 'A', price: '' }, { sku: 'A ', name: 'A2', price: '' })).toBe(
      'orders:catalogAdmin.product.errors.duplicateSku',
    );
    expect(variants({ sku: 'A', name: 'A', price: '0' })).toBe('orders:catalogAdmin.product.errors.variantPrice');
  });
});

describe('the product draft', () => {
  it('stores variants in fen, defaulting to the product price', () => {
    const value = draft({ variants: TWO_VARIANTS });
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
