import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { handleApiError } from '../pocketbase/error-policy';

export const CACHE_MAX_AGE = 24 * 60 * 60 * 1000;

/** A refused request (4xx) is not retried; a dropped connection or a 5xx twice more. */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof ClientResponseError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The one query cache of the page (this package is a federation singleton): an invalidation in
 * any remote reaches every mounted one. Query errors are shown by the page that asked (its error
 * state), so they reach the error policy silently unless data was already on screen; mutation
 * errors are toasts unless a form shows them.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) =>
      handleApiError(error, { report: query.state.data !== undefined && query.meta?.silent !== true }),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => handleApiError(error, { report: mutation.meta?.form !== true }),
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      gcTime: CACHE_MAX_AGE,
      // Cached data is shown while offline; the fetch is retried when the connection returns.
      networkMode: 'offlineFirst',
      retry,
      refetchOnWindowFocus: true,
    },
    // Writes never wait in a queue for the network: offline, they are refused at once.
    mutations: { networkMode: 'always', retry: false },
  },
});
