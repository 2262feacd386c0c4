import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['https://evil.test/steal'],
    ['//evil.test/steal'],
    ['/\\evil.test'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['http:evil.test'],
    ['\t//evil.test'],
    ['account'],
  ])('ignores %s', (target) => {
    expect(safeRedirect(target, '/home')).toBe('/home');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/account/orders?status=placed#top')).toBe('/account/orders?status=placed#top');
  });

  it('falls back when nothing is given', () => {
    expect(safeRedirect(null, '/account')).toBe('/account');
  });
});

describe('loginUrl', () => {
  it('carries the current path in ?redirect=', () => {
    expect(loginUrl('/login', 'http://x.test/account/orders')).toBe('/login?redirect=%2Faccount%2Forders');
  });
});
