import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  isLink,
  priceProblems,
  readSearch,
  searchParams,
  searchQuery,
  withoutFilters,
  yuanToFen,
} from './search-state';

describe('the catalog search state', () => {
  it('reads the URL, ignoring unknown sorts and bad pages, and writes it back without defaults', () => {
    const state = readSearch(new URLSearchParams('q=lamp&shop=Kiln&min=1.5&sort=cheap&page=0'));
    expect(state).toEqual({ q: 'lamp', shop: 'Kiln', min: '1.5', max: '', sort: 'relevance', page: 1 });
    expect(searchParams({ ...state, sort: 'price_asc', page: 3 }).toString()).toBe(
      'q=lamp&shop=Kiln&min=1.5&sort=price_asc&page=3',
    );
  });

  it('turns yuan into fen and refuses more than two decimals', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('12.05')).toBe(1205);
    expect(yuanToFen(' 7 ')).toBe(700);
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen('1.234')).toBeNaN();
    expect(yuanToFen('-3')).toBeNaN();
    expect(priceProblems({ min: '1.234', max: '' })).toEqual({ min: 'badPrice' });
    expect(priceProblems({ min: '20', max: '10' })).toEqual({ max: 'badRange' });
    expect(priceProblems({ min: '10', max: '20' })).toEqual({});
  });

  it('sends words, filters and prices in fen, but never a link as words', () => {
    const state = readSearch(new URLSearchParams('q=tea&min=10&max=20.5&sort=newest&page=2'));
    expect(searchQuery(state)).toEqual({ q: 'tea', minPrice: 1000, maxPrice: 2050, sort: 'newest', page: 2 });
    expect(searchQuery({ ...state, q: 'https://item.taobao.com/item.htm?id=1' }, 'c1').q).toBeUndefined();
  });

  it('knows a pasted web link from words', () => {
    expect(isLink('https://item.taobao.com/item.htm?id=123')).toBe(true);
    expect(isLink('  http://detail.1688.com/offer/9.html ')).toBe(true);
    expect(isLink('http://localhost:8090/item/7')).toBe(true);
    expect(isLink('ftp://example.com/file')).toBe(false);
    expect(isLink('www.taobao.com/item.htm?id=1')).toBe(false);
    expect(isLink('https:// jacket')).toBe(false);
    expect(isLink('winter jacket')).toBe(false);
  });

  it('knows when filters narrow the words, and drops them all at once', () => {
    const state = readSearch(new URLSearchParams('q=tea&shop=Kiln&max=20&sort=newest&page=3'));
    expect(hasFilters(state)).toBe(true);
    expect(withoutFilters(state)).toEqual({ q: 'tea', shop: '', min: '', max: '', sort: 'relevance', page: 1 });
    expect(hasFilters(withoutFilters(state))).toBe(false);
  });
});
