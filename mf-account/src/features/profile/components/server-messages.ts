import { ClientResponseError } from 'pocketbase';

/**
 * PocketBase words its own field errors in English. When `field` failed, its message is replaced
 * by ours (already translated); the error is returned for rethrowing, unchanged otherwise.
 */
export function translateServerField(error: unknown, field: string, message: string): unknown {
  if (!(error instanceof ClientResponseError)) return error;
  const data = error.response?.data as Record<string, { message?: string } | undefined> | undefined;
  const detail = data?.[field];
  if (detail && typeof detail.message === 'string') detail.message = message;
  return error;
}
