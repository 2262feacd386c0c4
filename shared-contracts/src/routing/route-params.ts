import { data } from 'react-router';
import { RECORD_ID } from '../api/terms';

export { RECORD_ID };
/** Password-reset and verification tokens are JWTs. */
export const TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * Validates route params in a loader. A malformed id or token is a 404, like an unknown path,
 * so no request with garbage ever reaches the API.
 */
export function requireParam(
  params: Record<string, string | undefined>,
  name: string,
  pattern: RegExp,
  _pathname?: string,
): string {
  const value = params[name];
  if (!value || !pattern.test(value)) {
    // The error view words it in the user's language: "Page not found: {path}".
    throw data(null, { status: 404, statusText: 'Not Found' });
  }
  return value;
}
