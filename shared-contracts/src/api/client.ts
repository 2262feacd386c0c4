/**
 * The one client shape every typed route takes: the PocketBase SDK passes as is (`pb`, or
 * `{ send: (path, o) => pb.send(path, o) }`), and so does a test double. Errors are whatever
 * `send` throws (the SDK's ClientResponseError: read it with `apiErrorOf` from ./errors).
 */
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { RECORD_ID, withQuery } from './terms';

export interface ApiClient {
  send: (path: string, options: { method: string; body?: unknown; signal?: AbortSignal }) => Promise<unknown>;
}

/** Per-call options of every client function. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A PocketBase record id (15 lowercase letters and digits), as the routes check it. */
export const recordIdSchema = lazySchema(() => z.string().check(z.regex(RECORD_ID, 'Must be a record id.')));

/** `POST path` with `body`, its answer parsed by `response`. @internal */
export async function post<T extends z.ZodMiniType>(
  pb: ApiClient,
  path: string,
  response: T,
  body?: unknown,
  options: CallOptions = {},
): Promise<z.infer<T>> {
  const sent: { method: string; body?: unknown; signal?: AbortSignal } = { method: 'POST' };
  if (body !== undefined) sent.body = body;
  if (options.signal) sent.signal = options.signal;
  return response.parse(await pb.send(path, sent));
}

/** `GET path?query` (empty values left out), its answer parsed by `response`. @internal */
export async function get<T extends z.ZodMiniType>(
  pb: ApiClient,
  path: string,
  response: T,
  query: Record<string, string | number | undefined> = {},
  options: CallOptions = {},
): Promise<z.infer<T>> {
  const sent: { method: string; signal?: AbortSignal } = { method: 'GET' };
  if (options.signal) sent.signal = options.signal;
  return response.parse(await pb.send(withQuery(path, query), sent));
}

/** A path segment (a record id) made safe for the URL. @internal */
export function segment(id: string): string {
  return encodeURIComponent(id);
}
