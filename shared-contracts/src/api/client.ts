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

/** The record id a route's path takes, where it has `{id}`. */
type PathId<P extends string> = P extends `${string}{id}${string}` ? [id: string] : [];
/** A route's body or query (optional where an empty one is valid), then the call options. */
type Input<S> = S extends z.ZodMiniType
  ? object extends z.input<S>
    ? [input?: z.input<S>, options?: CallOptions]
    : [input: z.input<S>, options?: CallOptions]
  : [options?: CallOptions];

/** A typed route: `(pb, id?, body or query?, options?)`, its answer parsed by its schema. */
export type Route<P extends string, R extends z.ZodMiniType, S = undefined> = (
  pb: ApiClient,
  ...args: [...PathId<P>, ...Input<S>]
) => Promise<z.infer<R>>;

/**
 * A typed route, one declaration each: `METHOD path` (`{id}` stands for a record id), the body
 * (POST) or query (GET) checked by `input` before it is sent, where the route takes one, and the
 * answer parsed by `response`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function route<P extends string, R extends z.ZodMiniType, S extends z.ZodMiniType | undefined = undefined>(
  method: 'GET' | 'POST',
  path: P,
  response: R,
  input?: S,
): Route<P, R, S> {
  return (pb, ...args) => {
    const rest: unknown[] = [...args];
    const url = path.includes('{id}') ? path.replace('{id}', segment(rest.shift() as string)) : path;
    const checked = input === undefined ? undefined : input.parse(rest.shift() ?? {});
    const options = rest.shift() as CallOptions | undefined;
    return method === 'GET'
      ? get(pb, url, response, checked as Parameters<typeof get>[3], options)
      : post(pb, url, response, checked, options);
  };
}
