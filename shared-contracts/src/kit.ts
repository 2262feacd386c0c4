/*
 * The data kit's public face, part of the first paint but without its libraries: each wrapper
 * loads the kit chunk (`./data-kit`) once and then calls it. Pages import these, never
 * @tanstack/react-query or react-hook-form directly, so there is one instance of each per page.
 */
import { use } from 'react';
import type { FieldValues, UseFormProps, UseFormReturn } from 'react-hook-form';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams } from './query/query-keys';
import type { CollectionName, CollectionRecords } from './records';
import type { QueryOptions } from './data-kit/api/collection-queries';
import type { LiveTopic } from './data-kit/live';

type DataKit = typeof import('./data-kit');

let kit: DataKit | undefined;
let loading: Promise<DataKit> | undefined;

/** Loads the kit chunk and the signed-in user's cached data; the shell awaits it before a page. */
export function loadKit(): Promise<DataKit> {
  loading ??= import('./data-kit').then(
    async (module) => {
      await module.ready();
      kit = module;
      return module;
    },
    (error: unknown) => {
      // A failed chunk load is retried on the next call (the chunk-reload guard may reload first).
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The kit, suspending the component until it is loaded the first time. */
export function useKit(): DataKit {
  return kit ?? use(loadKit());
}

export type { QueryOptions, LiveTopic };

export function useList<C extends CollectionName, R = CollectionRecords[C]>(
  collection: C,
  params?: ListParams,
  options?: QueryOptions,
) {
  return useKit().useList<C, R>(collection, params, options);
}

export function useRecord<C extends CollectionName, R = CollectionRecords[C]>(
  collection: C,
  id: string | null | undefined,
  params?: { expand?: string; fields?: string },
  options?: QueryOptions,
) {
  return useKit().useRecord<C, R>(collection, id, params, options);
}

export function useApiQuery<T>(
  queryKey: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: QueryOptions,
) {
  return useKit().useApiQuery<T>(queryKey, fetcher, options);
}

/** See `prefetchApiQuery` in ./data-kit: loads the kit first (a loader runs before any page). */
export async function prefetchApiQuery<T>(
  queryKey: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options?: QueryOptions,
): Promise<void> {
  return (await loadKit()).prefetchApiQuery<T>(queryKey, fetcher, options);
}

export function useApiMutation<TVariables, TResult>(options: {
  mutationFn: (variables: TVariables) => Promise<TResult>;
  invalidates?: readonly string[];
  onSuccess?: (result: TResult, variables: TVariables) => unknown;
  form?: boolean;
}) {
  return useKit().useApiMutation<TVariables, TResult>(options);
}

export function useLive(topics: Parameters<DataKit['useLive']>[0]): void {
  useKit().useLive(topics);
}

export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  options?: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useKit().useZodForm<S>(schema, options);
}

export function useServerSubmit<TValues extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  submit: (values: TOutput) => Promise<TResult>,
  onSuccess?: (result: TResult) => unknown,
) {
  return useKit().useServerSubmit(form, submit, onSuccess);
}

export const useController: DataKit['useController'] = (props) => useKit().useController(props);
export const useWatch = ((props: never) => useKit().useWatch(props)) as DataKit['useWatch'];

/** Invalidates everything cached about these collections (loads the kit if needed). */
export async function invalidateCollections(...collections: string[]): Promise<void> {
  await (await loadKit()).invalidateCollections(...collections);
}
