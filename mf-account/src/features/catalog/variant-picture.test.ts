import { describe, expect, it } from 'vitest';
import { variantPicture } from './variant-picture';

const IMAGES = ['front_a1b2c3d4e5.jpg', 'red_f6g7h8i9j0.jpg', 'jk_l_k1l2m3n4o5.png'];

describe('the picture of a variant', () => {
  it('is the file named after the variant, by name or by sku', () => {
    expect(variantPicture(IMAGES, { sku: 'JK-R', name: 'Red' })).toBe('red_f6g7h8i9j0.jpg');
    expect(variantPicture(IMAGES, { sku: 'JK-L', name: 'Large' })).toBe('jk_l_k1l2m3n4o5.png');
  });

  it('is the first picture when no file is named after the variant, or there is no variant', () => {
    expect(variantPicture(IMAGES, { sku: 'JK-B', name: 'Blue' })).toBe('front_a1b2c3d4e5.jpg');
    expect(variantPicture(IMAGES, { sku: 'f', name: '' })).toBe('front_a1b2c3d4e5.jpg');
    expect(variantPicture(IMAGES)).toBe('front_a1b2c3d4e5.jpg');
    expect(variantPicture([], { sku: 'red' })).toBe('');
  });
});
