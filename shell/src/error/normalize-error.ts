import { CONTRACT_VERSION, ContractMismatchError, i18n, isRouteErrorResponse } from '@fwd/shared-contracts';
import { isChunkLoadError } from '../chunk-reload/reload-guard';
import { RemoteUnavailableError, remoteUnavailableMessage } from '../remotes/remote-errors';

export interface ViewError {
  status: number;
  message: string;
  kind: 'not-found' | 'forbidden' | 'remote' | 'chunk' | 'contract' | 'other';
}

/** What the error view shows for any thrown value, in the current language. */
export function normalizeError(error: unknown, pathname: string): ViewError {
  if (isRouteErrorResponse(error)) {
    // A loader's own message (already translated) wins; the HTTP status text is never shown.
    const message = typeof error.data === 'string' && error.data ? error.data : '';
    if (error.status === 404) {
      return {
        status: 404,
        message: message || i18n.t('shell:error.notFound', { path: pathname }),
        kind: 'not-found',
      };
    }
    return {
      status: error.status,
      message: message || i18n.t('shell:error.generic'),
      kind: error.status === 403 ? 'forbidden' : 'other',
    };
  }
  if (error instanceof RemoteUnavailableError) {
    return { status: 503, message: remoteUnavailableMessage(error.area), kind: 'remote' };
  }
  if (error instanceof ContractMismatchError) {
    const message = i18n.t('shell:error.contract', {
      remote: error.remoteId,
      found: String(error.found),
      expected: CONTRACT_VERSION,
    });
    return { status: 502, message, kind: 'contract' };
  }
  if (isChunkLoadError(error)) return { status: 503, message: i18n.t('shell:error.chunk'), kind: 'chunk' };
  const message = error instanceof Error && error.message ? error.message : i18n.t('shell:error.generic');
  return { status: 500, message, kind: 'other' };
}
