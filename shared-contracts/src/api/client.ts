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

/** The arguments of a route call, split: the path with its id filled in, the input, the options. */
function split(path: string, hasInput: boolean, args: unknown[]) {
  const rest = [...args];
  const url = path.includes('{id}') ? path.replace('{id}', segment(rest.shift() as string)) : path;
  const input = hasInput ? (rest.shift() ?? {}) : undefined;
  return { url, input, options: rest.shift() as CallOptions | undefined };
}

/**
 * `POST path` (`{id}` stands for a record id): the body, when the route takes one, is checked by
 * `body` before it is sent, and the answer by `response`. One declaration a route.
 */
/* @__NO_SIDE_EFFECTS__ */
export function postRoute<P extends string, R extends z.ZodMiniType, B extends z.ZodMiniType | undefined = undefined>(
  path: P,
  response: R,
  body?: B,
): Route<P, R, B> {
  return (pb, ...args) => {
    const call = split(path, body !== undefined, args);
    return post(pb, call.url, response, body?.parse(call.input), call.options);
  };
}

/** `GET path?query` (`{id}` stands for a record id): the query checked by `query`, the answer by `response`. */
/* @__NO_SIDE_EFFECTS__ */
export function getRoute<P extends string, R extends z.ZodMiniType, Q extends z.ZodMiniType | undefined = undefined>(
  path: P,
  response: R,
  query?: Q,
): Route<P, R, Q> {
  return (pb, ...args) => {
    const call = split(path, query !== undefined, args);
    return get(pb, call.url, response, query?.parse(call.input) as Parameters<typeof get>[3], call.options);
  };
}
