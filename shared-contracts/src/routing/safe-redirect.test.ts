import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginUrl, safeRedirect } from './safe-redirect';

const ORIGIN = 'https://app.forwardly.test';
/** What react-router treats as a URL of another document (its redirect and navigate leave the app). */
const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Where a browser on a page of the app goes when sent to `path`. */
const landing = (path: string) => new URL(path, `${ORIGIN}/account/orders/`);

/** Pieces of hostile `?redirect=` values: dot segments, slashes in every disguise, schemes, hosts. */
const hostile = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('/', '.', '//', '..', '\\', '%2F', '%2e', 'evil.example') },
      fc.constantFrom(
        '/',
        '//',
        '\\',
        '.',
        '..',
        './',
        '../',
        '%2F',
        '%2f',
        '%5C',
        '%5c',
        '%2e',
        '%2E%2E',
        '%09',
        '%00',
        '\t',
        '\n',
        '\r',
        '\u0000',
        '\u007f',
        ' ',
        ':',
        '@',
        '?',
        '#',
        'http:',
        'https:',
        'javascript:',
        'evil.example',
        'phish',
        'account',
      ),
      fc.string({ maxLength: 4 }),
    ),
    { maxLength: 8 },
  )
  .chain((parts) => fc.constantFrom('/', '', ' ').map((start) => `${start}${parts.join('')}`));

/** Paths of the app as pages link to them: plain segments, an optional query and hash. */
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,10}$/);
const appPath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 4 }),
    fc.option(fc.tuple(segment, fc.stringMatching(/^[a-zA-Z0-9]{0,8}$/)), { nil: null }),
    fc.option(segment, { nil: null }),
  )
  .map(
    ([segments, query, hash]) =>
      `/${segments.join('/')}${query ? `?${query[0]}=${query[1]}` : ''}${hash ? `#${hash}` : ''}`,
  );

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
    ['/.//evil.example/phish'],
    ['/..//evil.example/phish'],
    ['/%2e//evil.example/phish'],
    ['/account/..//evil.example'],
    ['/%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['/account\\..\\..\\evil.example'],
    ['/acc\tount'],
  ])('ignores %s', (target) => {
    expect(safeRedirect(target, '/home')).toBe('/home');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirect('/account/orders?status=placed#top')).toBe('/account/orders?status=placed#top');
  });

  it('keeps an encoded path in the query (a redirect carrying its own redirect)', () => {
    expect(safeRedirect('/account/address/forms?redirect=%2Faccount%2Fcheckout')).toBe(
      '/account/address/forms?redirect=%2Faccount%2Fcheckout',
    );
  });

  it('returns the normalised path it checked', () => {
    expect(safeRedirect('/account/./orders/../wallet')).toBe('/account/wallet');
  });

  it('falls back when nothing is given', () => {
    expect(safeRedirect(null, '/account')).toBe('/account');
  });

  it('never leads off the origin, whatever the value', () => {
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: hostile }, fc.string(), fc.webUrl()), (target) => {
        const path = safeRedirect(target, '/fallback');
        if (path === '/fallback') return;
        expect(path).toMatch(/^\/(?![/\\])/);
        expect(path).not.toMatch(ABSOLUTE);
        expect(landing(path).origin).toBe(ORIGIN);
        expect(safeRedirect(path, '/fallback')).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every plain path of the app as it is', () => {
    fc.assert(
      fc.property(appPath, (path) => {
        expect(safeRedirect(path, '/fallback')).toBe(path);
      }),
    );
  });
});

describe('loginUrl', () => {
  it('carries the current path in ?redirect=', () => {
    expect(loginUrl('/login', 'http://x.test/account/orders')).toBe('/login?redirect=%2Faccount%2Forders');
  });
});
