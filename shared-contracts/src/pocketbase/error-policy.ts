import { ClientResponseError } from 'pocketbase';
import { i18n } from '../i18n/i18n';
import { pb } from './client';
import { isAbortError } from './client';

/** A write attempted while the device is offline: refused, never queued. */
export class OfflineError extends Error {
  constructor() {
    super(i18n.t('common:errors.offlineWrite'));
    this.name = 'OfflineError';
  }
}

export type ErrorReporter = (message: string) => void;
let reporter: ErrorReporter = (message) => console.error(message);

/** The shell shows reported errors as toasts. */
export function setErrorReporter(report: ErrorReporter): void {
  reporter = report;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ClientResponseError && error.status === 0 && !error.isAbort;
}

/** A message for any thrown value, in the user's language where we wrote it. */
export function errorMessage(error: unknown): string {
  if (error instanceof OfflineError) return error.message;
  if (error instanceof ClientResponseError) {
    if (error.status === 0) return i18n.t('common:errors.network');
    if (error.status === 429) return i18n.t('common:errors.tooMany');
    if (error.status >= 500) return i18n.t('common:errors.server');
    if (error.status === 404) return error.response?.message || i18n.t('common:errors.notFound');
    return error.response?.message || error.message || i18n.t('common:errors.generic');
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('common:errors.generic');
}

/**
 * The one error policy: an aborted request is ignored; a 401 ends the session (the guards then
 * send the user to sign in); anything else is reported unless the caller shows it itself
 * (a form shows field errors next to its fields, a list its error state).
 */
export function handleApiError(error: unknown, options: { report?: boolean } = {}): void {
  if (isAbortError(error)) return;
  if (error instanceof ClientResponseError && error.status === 401 && pb.authStore.token) {
    pb.authStore.clear();
    reporter(i18n.t('common:errors.sessionEnded'));
    return;
  }
  if (options.report !== false) reporter(errorMessage(error));
}
