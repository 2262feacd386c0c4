import {
  keepPreviousData,
  onlineManager,
  useMutation,
  useQuery,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { isNetworkError, OfflineError } from '../../pocketbase/error-policy';
import { pb } from '../../pocketbase/client';
import { DEFAULT_PER_PAGE, queryKeys, type ListParams } from '../../query/query-keys';
import type { CollectionName, CollectionRecords } from '../../records';
import { queryClient } from '../query-client';

export interface QueryOptions {
  enabled?: boolean;
  /** Errors are shown by the page; `silent` also keeps background refetch errors quiet. */
  silent?: boolean;
  /**
   * Left out, it is passed as `undefined`, which overrides the client's 30 s: data is stale at
   * once. That is load-bearing: data restored from the device (persist.ts) is then revalidated
   * when a page mounts, and a reload never shows an answer older than what changed meanwhile.
   */
  staleTime?: number;
  /** Other collections whose changes make this query stale (a summary over several). */
  dependsOn?: string[];
}

function definedOnly(params: Omit<ListParams, 'page' | 'perPage'>) {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));
}

/** A page of a collection, typed by its record, 30 a page unless told otherwise. */
export function useList<C extends CollectionName, R = CollectionRecords[C]>(
  collection: C,
  params: ListParams = {},
  options: QueryOptions = {},
) {
  const { page = 1, perPage = DEFAULT_PER_PAGE, ...rest } = params;
  const query = definedOnly(rest);
  return useQuery(
    {
      queryKey: queryKeys.list(collection, { page, perPage, ...query }),
      queryFn: ({ signal }) =>
        pb.collection(collection).getList<R>(page, perPage, { ...query, signal, requestKey: null }) as Promise<
          ListResult<R>
        >,
      placeholderData: keepPreviousData,
      enabled: options.enabled,
      staleTime: options.staleTime,
      meta: { silent: options.silent, dependsOn: options.dependsOn },
    },
    queryClient,
  );
}

/** One record by id (nothing is fetched while `id` is empty). */
export function useRecord<C extends CollectionName, R = CollectionRecords[C]>(
  collection: C,
  id: string | null | undefined,
  params: { expand?: string; fields?: string } = {},
  options: QueryOptions = {},
) {
  return useQuery(
    {
      queryKey: [...queryKeys.view(collection, id ?? ''), params],
      queryFn: ({ signal }) =>
        pb.collection(collection).getOne<R>(id as string, { ...definedOnly(params), signal, requestKey: null }),
      enabled: Boolean(id) && options.enabled !== false,
      staleTime: options.staleTime,
      meta: { silent: options.silent, dependsOn: options.dependsOn },
    },
    queryClient,
  );
}

/** The query of `useApiQuery` and `prefetchApiQuery`: the same key, fetcher and options. */
function apiQuery<T>(queryKey: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptions) {
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetcher(signal),
    enabled: options.enabled,
    staleTime: options.staleTime,
    meta: { silent: options.silent, dependsOn: options.dependsOn },
  };
}

/** Anything else read from the API (custom routes, full lists): a key from `queryKeys` and a fetcher. */
export function useApiQuery<T>(
  queryKey: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
) {
  return useQuery(apiQuery(queryKey, fetcher, options), queryClient);
}

/**
 * Starts a page's `useApiQuery` from its route loader (same key, fetcher and options): the page
 * then renders once, with its answer, in the router's transition (in slices), instead of a
 * placeholder first and the answer later as a second, urgent render. A failure is left to the
 * page, whose own query asks again and shows it.
 */
export function prefetchApiQuery<T>(
  queryKey: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: QueryOptions = {},
): Promise<void> {
  // One attempt: after a failure the page's own query asks again, with the usual retries, while
  // the page shows that it is loading (the loader would hold the navigation through them).
  return queryClient.prefetchQuery({ ...apiQuery(queryKey, fetcher, options), retry: false });
}

/**
 * Invalidates everything cached about these collections, in every mounted remote (after a write,
 * and on a realtime event). A query whose first load is still on its way is asked again once that
 * load is in: TanStack Query hands an invalidation that load's answer, which may have been read
 * before the write (a new conversation's thread showed no message).
 */
export async function invalidateCollections(...collections: string[]): Promise<void> {
  await Promise.all(
    collections.map((collection) => {
      const affected = affectedBy(collection);
      const firstLoads = queryClient
        .getQueryCache()
        .findAll({ predicate: (q) => affected(q) && q.state.data === undefined && q.state.fetchStatus === 'fetching' });
      return Promise.all([queryClient.invalidateQueries({ predicate: affected }), ...firstLoads.map(askAgainWhenIn)]);
    }),
  );
}

function askAgainWhenIn(query: Query): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.query !== query) return;
      if (event.type === 'removed') {
        unsubscribe();
        resolve();
      } else if (query.state.fetchStatus === 'idle') {
        unsubscribe();
        resolve(queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }));
      }
    });
  });
}

/** A query is about a collection when its key starts with it or it declares it in `dependsOn`. */
export function affectedBy(collection: string) {
  return (query: Query) =>
    query.queryKey[0] === collection ||
    ((query.meta?.dependsOn as string[] | undefined)?.includes(collection) ?? false);
}

/** Refuses a write at once while offline: never queued silently. */
export function assertOnline(): void {
  const browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (browserOffline || !onlineManager.isOnline()) throw new OfflineError();
}

/**
 * Runs a write: refused at once while offline, and a connection lost on the way is reported the
 * same way (nothing was saved, nothing is queued to be sent later).
 */
export async function write<T>(run: () => Promise<T>): Promise<T> {
  assertOnline();
  try {
    return await run();
  } catch (error) {
    if (isNetworkError(error)) throw new OfflineError();
    throw error;
  }
}

/**
 * A write through the API. It is refused while offline, errors go through the error policy
 * (a toast, unless `form` says a form shows them), and on success the named collections are
 * invalidated everywhere.
 */
export function useApiMutation<TVariables, TResult>(options: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  invalidates?: readonly string[];
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  form?: boolean;
}) {
  return useMutation(
    {
      mutationFn: (variables: TVariables) => write(() => options.mutationFn(variables)),
      meta: { form: options.form === true },
      onSuccess: async (result, variables) => {
        await invalidateCollections(...(options.invalidates ?? []));
        await options.onSuccess?.(result, variables);
      },
    },
    queryClient,
  );
}
