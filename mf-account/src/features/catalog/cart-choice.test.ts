import type { PricedProduct } from '@fwd/shared-contracts/api';
import { describe, expect, it } from 'vitest';
import { choicePath, chosenPrice, parseQty, readChoice } from './cart-choice';
import { cartChoiceSchema } from './cart-choice-schema';

const product = {
  id: 'prod00000000001',
  price_src: 1000,
  price_home: 35000,
  variants: [
    { sku: 's', name: 'S', price_src: 1000, price_home: 35000 },
    { sku: 'l', name: 'L', price_src: 1200, price_home: 42000 },
    { sku: 'free', name: 'Free', price_src: 0, price_home: 0 },
  ],
} as unknown as PricedProduct;

describe('a product choice', () => {
  it('keeps a known variant from the URL, else the first', () => {
    expect(readChoice(new URLSearchParams('sku=l&qty=3&note=gift'), product)).toEqual({
      sku: 'l',
      qty: '3',
      note: 'gift',
    });
    expect(readChoice(new URLSearchParams('sku=xl'), product).sku).toBe('s');
    expect(readChoice(new URLSearchParams('sku=xl')).sku).toBe('');
  });

  it('accepts 1 to 999 whole items only', () => {
    expect(parseQty('1')).toBe(1);
    expect(parseQty('999')).toBe(999);
    expect(parseQty('0')).toBeNull();
    expect(parseQty('1000')).toBeNull();
    expect(parseQty('2.5')).toBeNull();
  });

  it('refuses a quantity out of 1 to 999 and a note over 500 characters with catalog keys', () => {
    const ok = cartChoiceSchema.safeParse({ sku: 'l', qty: ' 12 ', note: ' red ' });
    expect(ok.success && ok.data).toEqual({ sku: 'l', qty: 12, note: 'red' });
    for (const qty of ['0', '1000', '', 'two', '-1']) {
      const refused = cartChoiceSchema.safeParse({ sku: '', qty, note: '' });
      expect(refused.success ? [] : refused.error.issues.map((issue) => issue.message)).toEqual([
        'catalog.product.quantityError',
      ]);
    }
    const long = cartChoiceSchema.safeParse({ sku: '', qty: '1', note: 'x'.repeat(501) });
    expect(long.success ? [] : long.error.issues.map((issue) => issue.message)).toEqual(['catalog.product.noteError']);
  });

  it('round-trips through the sign-in address with the wish to add', () => {
    const path = choicePath(product.id, { sku: 'l', qty: '2', note: 'red box' }, true);
    expect(path).toBe('/account/product/prod00000000001?sku=l&qty=2&note=red+box&add=1');
    const back = readChoice(new URL(path, 'http://app.test').searchParams, product);
    expect(back).toEqual({ sku: 'l', qty: '2', note: 'red box' });
  });

  it('prices the chosen variant with the server figures, or the product when the variant has no price', () => {
    expect(chosenPrice(product, 'l')).toEqual({ src: 1200, home: 42000 });
    expect(chosenPrice(product, 'free')).toEqual({ src: 1000, home: 35000 });
    expect(chosenPrice(product, '')).toEqual({ src: 1000, home: 35000 });
  });
});
