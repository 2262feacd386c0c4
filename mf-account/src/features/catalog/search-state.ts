import type { ProductSearchQuery } from '@fwd/shared-contracts/api';
import { PRODUCT_SORTS, type ProductSort } from '@fwd/shared-contracts/api/terms';

/** The search as the URL keeps it: words, shop, price range in yuan (as typed), sort, page. */
export interface SearchState {
  q: string;
  shop: string;
  min: string;
  max: string;
  sort: ProductSort;
  page: number;
}

const YUAN = /^\d{1,9}(\.\d{1,2})?$/;

export function readSearch(params: URLSearchParams): SearchState {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    shop: (params.get('shop') ?? '').slice(0, 100),
    min: params.get('min') ?? '',
    max: params.get('max') ?? '',
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort) ? (sort as ProductSort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL of a search (empty and default values left out). */
export function searchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.shop) params.set('shop', state.shop);
  if (state.min) params.set('min', state.min);
  if (state.max) params.set('max', state.max);
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Yuan as typed ("12.5") → fen (1250); null for an empty box, NaN for a malformed amount. */
export function yuanToFen(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  if (!YUAN.test(trimmed)) return Number.NaN;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** The problems of a price range, by field ('badPrice' or 'badRange'), none when it is usable. */
export function priceProblems(state: Pick<SearchState, 'min' | 'max'>): { min?: string; max?: string } {
  const min = yuanToFen(state.min);
  const max = yuanToFen(state.max);
  const problems: { min?: string; max?: string } = {};
  if (Number.isNaN(min)) problems.min = 'badPrice';
  if (Number.isNaN(max)) problems.max = 'badPrice';
  if (!problems.min && !problems.max && min !== null && max !== null && min > max) problems.max = 'badRange';
  return problems;
}

/** The route's query for a search state (a malformed price is left out: the form shows why). */
export function searchQuery(state: SearchState, collection?: string): ProductSearchQuery {
  const min = yuanToFen(state.min);
  const max = yuanToFen(state.max);
  return {
    ...(state.q && !isLink(state.q) ? { q: state.q } : {}),
    ...(collection ? { collection } : {}),
    ...(state.shop ? { shop: state.shop } : {}),
    ...(min !== null && !Number.isNaN(min) ? { minPrice: min } : {}),
    ...(max !== null && !Number.isNaN(max) ? { maxPrice: max } : {}),
    sort: state.sort,
    page: state.page,
  };
}

/** Whether a shop, a price or a sort other than the default narrows or orders the search. */
export function hasFilters(state: SearchState): boolean {
  return state.shop !== '' || state.min !== '' || state.max !== '' || state.sort !== 'relevance';
}

/** The same words without shop, prices or sort, from page 1. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...state, shop: '', min: '', max: '', sort: 'relevance', page: 1 };
}

/**
 * Whether the words box holds a web link (any http or https address with a host): it is opened as
 * a product or a manual order, not searched. Anything else, `ftp://` or `www.x.com` included, is words.
 */
export function isLink(words: string): boolean {
  const text = words.trim();
  if (!/^https?:\/\/\S+$/i.test(text)) return false;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}
