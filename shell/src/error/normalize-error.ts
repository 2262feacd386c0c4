import { ContractMismatchError, isRouteErrorResponse } from '@fwd/shared-contracts';
import { isChunkLoadError } from '../chunk-reload/reload-guard';
import { RemoteUnavailableError } from '../remotes/remote-errors';

export interface ViewError {
  status: number;
  message: string;
  kind: 'not-found' | 'forbidden' | 'remote' | 'chunk' | 'contract' | 'other';
}

export function normalizeError(error: unknown, pathname: string): ViewError {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    if (error.status === 404) {
      return { status: 404, message: message || `Page not found: ${pathname}`, kind: 'not-found' };
    }
    return {
      status: error.status,
      message: message || 'Something went wrong.',
      kind: error.status === 403 ? 'forbidden' : 'other',
    };
  }
  if (error instanceof RemoteUnavailableError) return { status: 503, message: error.message, kind: 'remote' };
  if (error instanceof ContractMismatchError) return { status: 502, message: error.message, kind: 'contract' };
  if (isChunkLoadError(error)) {
    return {
      status: 503,
      message: 'Part of the app could not be downloaded. Check your connection and try again.',
      kind: 'chunk',
    };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.';
  return { status: 500, message, kind: 'other' };
}
