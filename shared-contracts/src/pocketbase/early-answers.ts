/**
 * Answers the first-paint script asked for while the app was starting (docs/first-paint.md, "A
 * page's data"). A remote page's route may have a data module (`routes/<name>.data.ts`) saying
 * which GET requests the page makes first and which pictures the answers show first; the script
 * asks for them with the headers the client would send, and the client takes an answer instead of
 * asking again.
 */
import type { SendOptions } from 'pocketbase';

/**
 * How the layout frame shows an answer's first pictures while the page's code loads, as the page
 * itself will show them, one under another at the page's width (on a phone):
 * - `card`: as a result card's picture, `height` pixels high, cropped to fill;
 * - `lead`: as the one picture a page leads with, whole, in a box of width-to-height `ratio`.
 */
export type EarlyView = { kind: 'card'; height: number } | { kind: 'lead'; ratio: number };

/** One request a page makes first: its path and query, exactly as the client sends them. */
export interface EarlyRequest {
  path: string;
  /** The pictures the answer shows first (their URLs), asked for as soon as it arrives. */
  pictures?: (answer: unknown) => string[];
  /** Shows those pictures in the layout frame as soon as they arrive (docs/first-paint.md). */
  view?: EarlyView;
}

/** The default export of a route's data module: the requests of the page at `url`. */
export type RouteData = (url: URL, params: Record<string, string>) => EarlyRequest[];

/** An answer asked for by the first-paint script, by absolute URL, with the headers it was sent. */
export interface EarlyAnswer {
  response: Promise<Response>;
  authorization: string;
  language: string;
  /** When it was asked for (`Date.now()`). */
  at: number;
}

/** How long an early answer may stand for the page's own request. */
export const EARLY_ANSWER_MS = 10_000;

const header = (headers: SendOptions['headers'], name: string): string => {
  const found = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase());
  return found ? String(found[1]) : '';
};

/**
 * Called with every request the client is about to send: a GET that the first-paint script has
 * already asked for, with the same session and language, within EARLY_ANSWER_MS, takes that answer
 * (once; a failed one is asked for again). Anything else is sent as usual.
 */
export function takeEarlyAnswer(url: string, options: SendOptions, now = Date.now()): void {
  const answers = (globalThis as { __fwdEarlyAnswers?: Record<string, EarlyAnswer> }).__fwdEarlyAnswers;
  if (!answers || (options.method ?? 'GET').toUpperCase() !== 'GET') return;
  if (Object.keys(options.query ?? {}).length > 0) return;
  const key = new URL(url, globalThis.location?.href).href;
  const answer = answers[key];
  if (!answer) return;
  delete answers[key];
  const same =
    now - answer.at <= EARLY_ANSWER_MS &&
    header(options.headers, 'Authorization') === answer.authorization &&
    header(options.headers, 'Accept-Language') === answer.language;
  if (!same) return;
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  options.fetch = (input, init) => answer.response.catch(() => send(input, init));
}
