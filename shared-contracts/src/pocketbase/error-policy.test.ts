import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { pb } from './client';
import { errorMessage, handleApiError, setErrorReporter } from './error-policy';

const responseError = (status: number, message = '', extra: object = {}) =>
  new ClientResponseError({ status, response: { message, data: {} }, url: 'http://api.test/x', ...extra });

function token(expiresInSeconds = 3600): string {
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${b64({ alg: 'HS256' })}.${b64({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

let reported: Mock<(message: string) => void>;

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  reported = vi.fn();
  setErrorReporter(reported);
  pb.authStore.save(token(), { id: 'user12345678901', collectionId: 'x', collectionName: 'users' });
});

afterEach(() => pb.authStore.clear());

describe('handleApiError', () => {
  it('ignores an aborted request: no report, the session stays', () => {
    handleApiError(new ClientResponseError({ isAbort: true }));
    expect(reported).not.toHaveBeenCalled();
    expect(pb.authStore.token).not.toBe('');
  });

  it('ends the session on a 401 and reports that it ended', () => {
    handleApiError(responseError(401, 'The request requires valid record authorization token.'));
    expect(pb.authStore.token).toBe('');
    expect(pb.authStore.record).toBeNull();
    expect(reported).toHaveBeenCalledExactlyOnceWith('Your session has ended. Please sign in again.');
  });

  it('ends the session on a 401 of our hooks, whose code is in data.auth', () => {
    const message = 'Sign in as a customer to do this.';
    handleApiError(
      new ClientResponseError({
        status: 401,
        response: { message, data: { auth: { code: 'unauthorized', message } } },
        url: 'http://api.test/x',
      }),
    );
    expect(pb.authStore.token).toBe('');
    expect(reported).toHaveBeenCalledExactlyOnceWith('Your session has ended. Please sign in again.');
  });

  it('reports a 400 with the message the server sent, keeping the session', () => {
    handleApiError(responseError(400, 'Failed to create record.'));
    expect(reported).toHaveBeenCalledExactlyOnceWith('Failed to create record.');
    expect(pb.authStore.token).not.toBe('');
  });

  it('stays silent with report: false', () => {
    handleApiError(responseError(400, 'Failed to create record.'), { report: false });
    handleApiError(responseError(500), { report: false });
    expect(reported).not.toHaveBeenCalled();
  });
});

describe('errorMessage', () => {
  it('words a dropped connection (status 0)', () => {
    expect(errorMessage(responseError(0))).toBe('Cannot reach the server. Check your connection and try again.');
  });

  it('shows the message of a coded 403 and 404 of our hooks', () => {
    const coded = (status: number, message: string, data: object) =>
      new ClientResponseError({ status, response: { message, data }, url: 'http://api.test/x' });
    expect(
      errorMessage(coded(404, 'No such order.', { resource: { code: 'not_found', message: 'No such order.' } })),
    ).toBe('No such order.');
    expect(errorMessage(coded(403, 'Only customers may do this.', { auth: { code: 'forbidden', message: 'x' } }))).toBe(
      'Only customers may do this.',
    );
  });

  it('words a rate limit (429) instead of the server text', () => {
    expect(errorMessage(responseError(429, 'Too Many Requests.'))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('words a server failure (500) instead of the server text', () => {
    expect(errorMessage(responseError(500, 'Something went wrong while processing your request.'))).toBe(
      'The server had a problem. Please try again in a moment.',
    );
  });
});
