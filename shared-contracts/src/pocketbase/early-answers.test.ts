// @vitest-environment happy-dom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { currentLanguage } from '../i18n/i18n';
import { pb } from './client';
import { EARLY_ANSWER_MS, type EarlyAnswer } from './early-answers';

const store = globalThis as { __fwdEarlyAnswers?: Record<string, EarlyAnswer> };
const url = (path: string) => new URL(path, location.href).href;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

let sent: string[];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    sent.push(String(input));
    return json({ from: 'network' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete store.__fwdEarlyAnswers;
  pb.authStore.clear();
});

function early(path: string, answer: Partial<EarlyAnswer> = {}) {
  store.__fwdEarlyAnswers = {
    ...store.__fwdEarlyAnswers,
    [url(path)]: {
      response: Promise.resolve(json({ from: 'early' })),
      authorization: '',
      language: currentLanguage(),
      at: Date.now(),
      ...answer,
    },
  };
}

it("the client takes the first-paint script's answer to the same request once, then asks itself", async () => {
  early('/api/shop/products/search?page=1');
  expect(await pb.send('/api/shop/products/search?page=1', { method: 'GET' })).toEqual({ from: 'early' });
  expect(sent).toEqual([]);
  expect(await pb.send('/api/shop/products/search?page=1', { method: 'GET' })).toEqual({ from: 'network' });
  expect(sent).toHaveLength(1);
});

it('an answer for another request, session or language, or an old one, is not taken', async () => {
  const cases: [string, Partial<EarlyAnswer>][] = [
    ['/api/shop/products/search?page=2', {}],
    ['/api/shop/products/search?page=1', { authorization: 'someone-else' }],
    ['/api/shop/products/search?page=1', { language: currentLanguage() === 'vi' ? 'en' : 'vi' }],
    ['/api/shop/products/search?page=1', { at: Date.now() - EARLY_ANSWER_MS - 1 }],
  ];
  for (const [path, answer] of cases) {
    early(path, answer);
    expect(await pb.send('/api/shop/products/search?page=1', { method: 'GET' }), path).toEqual({ from: 'network' });
    delete store.__fwdEarlyAnswers;
  }
  early('/api/shop/products/search?page=1');
  expect(await pb.send('/api/shop/products/search?page=1', { method: 'POST' })).toEqual({ from: 'network' });
  expect(sent).toHaveLength(5);
});

it("a signed-in visitor's answer is taken when it was asked for with the same session", async () => {
  pb.authStore.save('token-1', { id: 'user00000000001', collectionId: 'c', collectionName: 'users' });
  early('/api/shop/products/shops', { authorization: 'token-1' });
  expect(await pb.send('/api/shop/products/shops', { method: 'GET' })).toEqual({ from: 'early' });
  expect(sent).toEqual([]);
});

it('an early request that failed is asked for again', async () => {
  early('/api/shop/products/shops', { response: Promise.reject(new TypeError('offline')) });
  expect(await pb.send('/api/shop/products/shops', { method: 'GET' })).toEqual({ from: 'network' });
  expect(sent).toHaveLength(1);
});
