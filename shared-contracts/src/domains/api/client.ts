import type { ListResult } from 'pocketbase';
import type { ApiClient } from '../../api/client';
import { pb } from '../../pocketbase/client';
import type { ListParams } from '../../query/query-keys';
import type { CollectionName, CollectionRecords } from '../../records';

/**
 * What every read passes the SDK: the query's `signal` (the cache cancels what is no longer
 * needed) and `requestKey: null`, so the SDK's own auto-cancel never drops a parallel identical
 * request of another component.
 */
export function readOptions(signal?: AbortSignal): { signal?: AbortSignal; requestKey: null } {
  return signal ? { signal, requestKey: null } : { requestKey: null };
}

/**
 * The client a typed route of `@fwd/shared-contracts/api` takes, for one query: every request
 * carries `requestKey: null` and the query's `signal` (unless the call names its own).
 */
export function apiClient(signal?: AbortSignal): ApiClient {
  return {
    send: (path, options) => pb.send(path, { ...readOptions(signal), ...options, signal: options.signal ?? signal }),
  };
}

/** One page of a collection with these parameters (what a list helper's query and CSV export ask). */
export function listPage<C extends CollectionName, R = CollectionRecords[C]>(
  collection: C,
  page: number,
  perPage: number,
  params: Omit<ListParams, 'page' | 'perPage'> = {},
  signal?: AbortSignal,
): Promise<ListResult<R>> {
  const query = Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));
  return pb.collection(collection).getList<R>(page, perPage, { ...query, ...readOptions(signal) });
}

/**
 * How many records match each filter, by name: one `getList(1, 1)` per filter asking only for
 * the total (PocketBase counts; no row is sent back). For a list's tabs.
 */
export async function countEach<K extends string>(
  collection: CollectionName,
  filters: Readonly<Record<K, string>>,
  signal?: AbortSignal,
): Promise<Record<K, number>> {
  const entries = await Promise.all(
    (Object.entries(filters) as [K, string][]).map(async ([name, filter]) => {
      const page = await listPage(collection, 1, 1, { filter, fields: 'id' }, signal);
      return [name, page.totalItems] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<K, number>;
}
