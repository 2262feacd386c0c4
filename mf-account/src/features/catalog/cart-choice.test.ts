import type { PricedProduct } from '@fwd/shared-contracts/api';
import { describe, expect, it } from 'vitest';
import { choicePath, chosenPrice, parseQty, readChoice } from './cart-choice';

const product = {
  id: 'prod00000000001',
  price_src: 1000,
  price_home: 35000,
  variants: [
    { sku: 's', name: 'S', price_src: 1000, price_home: 35000 },
    { sku: 'l', name: 'L', price_src: 1200, price_home: 42000 },
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
  });

  it('accepts 1 to 999 whole items only', () => {
    expect(parseQty('1')).toBe(1);
    expect(parseQty('999')).toBe(999);
    expect(parseQty('0')).toBeNull();
    expect(parseQty('1000')).toBeNull();
    expect(parseQty('2.5')).toBeNull();
  });

  it('round-trips through the sign-in address with the wish to add', () => {
    const path = choicePath(product.id, { sku: 'l', qty: '2', note: 'red box' }, true);
    expect(path).toBe('/account/product/prod00000000001?sku=l&qty=2&note=red+box&add=1');
  });

  it('prices the chosen variant with the server figures', () => {
    expect(chosenPrice(product, 'l')).toEqual({ src: 1200, home: 42000 });
    expect(chosenPrice(product, '')).toEqual({ src: 1000, home: 35000 });
  });
});
