import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { route, type ApiClient } from './client';

function recorder(answer: unknown = { ok: true }) {
  const send = vi.fn<ApiClient['send']>(async () => answer);
  return { pb: { send }, send };
}

const answer = z.object({ ok: z.boolean() });
const note = z.object({ note: z.optional(z.string().check(z.minLength(2))) });
const paging = z.object({ q: z.optional(z.string()), page: z.optional(z.int()) });

describe('route', () => {
  it('puts the record id, made safe, in its place in the path and sends the checked body', async () => {
    const { pb, send } = recorder();
    const approve = route('POST', '/api/things/{id}/approve', answer, note);
    await expect(approve(pb, 'a/b c', { note: 'ok' })).resolves.toEqual({ ok: true });
    expect(send).toHaveBeenCalledWith('/api/things/a%2Fb%20c/approve', { method: 'POST', body: { note: 'ok' } });
  });

  it('sends an empty body where one is valid and none was given, and the options after it', async () => {
    const { pb, send } = recorder();
    const signal = new AbortController().signal;
    await route('POST', '/api/things/{id}/approve', answer, note)(pb, 'x', undefined, { signal });
    expect(send).toHaveBeenCalledWith('/api/things/x/approve', { method: 'POST', body: {}, signal });
  });

  it('refuses a body its schema refuses without sending anything', async () => {
    const { pb, send } = recorder();
    await expect(() => route('POST', '/api/things', answer, note)(pb, { note: 'x' })).toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends no body on a route that takes none; the options come after the id', async () => {
    const { pb, send } = recorder();
    const signal = new AbortController().signal;
    await route('POST', '/api/things/{id}/cancel', answer)(pb, 'x', { signal });
    expect(send).toHaveBeenCalledWith('/api/things/x/cancel', { method: 'POST', signal });
  });

  it('sends a GET with the checked query, empty values left out', async () => {
    const { pb, send } = recorder();
    await route('GET', '/api/things', answer, paging)(pb, { q: '', page: 2 });
    await route('GET', '/api/things', answer, paging)(pb);
    expect(send.mock.calls).toEqual([
      ['/api/things?page=2', { method: 'GET' }],
      ['/api/things', { method: 'GET' }],
    ]);
  });

  it('parses the answer by its schema', async () => {
    const { pb } = recorder({ ok: 'yes' });
    await expect(route('GET', '/api/things', answer)(pb)).rejects.toThrow();
  });
});
