import { useSearchParams } from '@fwd/shared-contracts';
import { useCallback, useMemo } from 'react';

export interface ListViewOptions {
  /** Names of the filters this list reads from the URL (each is its own search param). */
  filters?: readonly string[];
  /** PocketBase sort applied when the URL has none, e.g. `-created`. */
  defaultSort?: string;
  /** Rows per page (default 30). */
  perPage?: number;
}

export interface ListView {
  /** 1-based page, from `?page=`. */
  page: number;
  perPage: number;
  /** PocketBase sort string (`-created`), from `?sort=`, else the default. */
  sort: string | undefined;
  /** The filters present in the URL (empty ones are absent). */
  filters: Record<string, string>;
  /** The record whose detail is open, from `?id=`. */
  selectedId: string | undefined;
  setPage: (page: number) => void;
  /** `null` goes back to the default sort. Resets the page to 1. */
  setSort: (sort: string | null) => void;
  /** `''` removes the filter. Resets the page to 1. */
  setFilter: (name: string, value: string) => void;
  setFilters: (filters: Record<string, string>) => void;
  open: (id: string) => void;
  close: () => void;
}

const RESERVED = new Set(['page', 'sort', 'id']);

/**
 * A list's view (page, sort, filters, open detail) kept in the URL, so a reload, a shared link
 * and the Back button all show the same view. Every change is a history entry; params the list
 * does not own are kept.
 */
export function useListView(options: ListViewOptions = {}): ListView {
  const { defaultSort, perPage = 30 } = options;
  const filterKey = (options.filters ?? []).filter((name) => !RESERVED.has(name)).join('\n');
  const [params, setParams] = useSearchParams();

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const filters = useMemo(() => {
    const values: Record<string, string> = {};
    for (const name of filterKey ? filterKey.split('\n') : []) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    return values;
  }, [params, filterKey]);

  const rawPage = Number.parseInt(params.get('page') ?? '', 10);
  const page = Number.isFinite(rawPage) && rawPage > 0 ? rawPage : 1;
  const sort = params.get('sort') || defaultSort || undefined;
  const selectedId = params.get('id') || undefined;

  const setPage = useCallback(
    (n: number) =>
      update((next) => {
        if (n > 1) next.set('page', String(Math.floor(n)));
        else next.delete('page');
      }),
    [update],
  );

  const setSort = useCallback(
    (value: string | null) =>
      update((next) => {
        if (value && value !== defaultSort) next.set('sort', value);
        else next.delete('sort');
        next.delete('page');
      }),
    [update, defaultSort],
  );

  const setFilters = useCallback(
    (partial: Record<string, string>) =>
      update((next) => {
        for (const [name, value] of Object.entries(partial)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      }),
    [update],
  );

  const setFilter = useCallback((name: string, value: string) => setFilters({ [name]: value }), [setFilters]);
  const open = useCallback((id: string) => update((next) => next.set('id', id)), [update]);
  const close = useCallback(() => update((next) => next.delete('id')), [update]);

  return { page, perPage, sort, filters, selectedId, setPage, setSort, setFilter, setFilters, open, close };
}
