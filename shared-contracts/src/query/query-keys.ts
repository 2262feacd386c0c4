import type { CollectionName } from '../records';
import { pb } from '../pocketbase/client';

/** What a list asks PocketBase for; part of its query key. */
export interface ListParams {
  page?: number;
  /** 30 unless a page says otherwise. */
  perPage?: number;
  /** Built with `where`/`allOf`, never by concatenating user input. */
  filter?: string;
  sort?: string;
  expand?: string;
  fields?: string;
  /** Skip the count query where no total is shown. */
  skipTotal?: boolean;
}

export const DEFAULT_PER_PAGE = 30;

/**
 * Query keys, one convention for every collection: `[collection]` is everything cached about it
 * (what an event on it invalidates), `[collection, 'list', params]` a page of a list,
 * `[collection, 'view', id]` one record, `[collection, name, ...args]` anything else read from it.
 */
export const queryKeys = {
  all: (collection: CollectionName | string) => [collection] as const,
  lists: (collection: CollectionName | string) => [collection, 'list'] as const,
  list: (collection: CollectionName | string, params: ListParams) => [collection, 'list', params] as const,
  view: (collection: CollectionName | string, id: string) => [collection, 'view', id] as const,
  custom: (collection: CollectionName | string, name: string, ...args: unknown[]) =>
    [collection, name, ...args] as const,
};

/** One filter clause with its values bound by the SDK (`pb.filter`), so user input is always escaped. */
export function where(expression: string, params?: Record<string, unknown>): string {
  return params ? pb.filter(expression, params) : expression;
}

/** Joins clauses with `&&`, dropping empty ones. */
export function allOf(...clauses: (string | false | null | undefined)[]): string {
  const parts = clauses.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  return parts.length <= 1 ? (parts[0] ?? '') : parts.map((c) => `(${c})`).join(' && ');
}
