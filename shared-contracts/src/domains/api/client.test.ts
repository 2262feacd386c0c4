import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '../../pocketbase/client';
import { apiClient, countEach, listPage } from './client';

interface Sent {
  url: URL;
  signal: AbortSignal | null | undefined;
}

/** Answers every request after `release()`, so requests overlap as they do on a page. */
function stubFetch(answer: (url: URL) => unknown) {
  const sent: Sent[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      sent.push({ url, signal: init?.signal });
      await gate;
      init?.signal?.throwIfAborted();
      return Response.json(answer(url));
    }),
  );
  return { sent, release };
}

afterEach(() => vi.unstubAllGlobals());

const SUMMARY = { orders: 3 };
const getSummary = (client: ReturnType<typeof apiClient>) => client.send('/api/shop/summary', { method: 'GET' });

describe('apiClient', () => {
  it("lets two identical requests run side by side, even with the SDK's auto-cancel on", async () => {
    const api = stubFetch(() => SUMMARY);
    // The app's client turns auto-cancel off (pocketbase/client.ts); each request still says so.
    pb.autoCancellation(true);
    const first = getSummary(apiClient());
    const second = getSummary(apiClient());
    pb.autoCancellation(false);
    api.release();
    const answers = await Promise.allSettled([first, second]);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(api.sent).toHaveLength(2);
  });

  it("passes the query's signal, so the cache can cancel it", async () => {
    const api = stubFetch(() => SUMMARY);
    const controller = new AbortController();
    const pending = getSummary(apiClient(controller.signal));
    controller.abort();
    api.release();
    await expect(pending).rejects.toMatchObject({ isAbort: true });
  });
});

describe('listPage and countEach', () => {
  it('asks for one page with only the parameters that are set', async () => {
    const api = stubFetch(() => ({ page: 2, perPage: 10, totalItems: 0, totalPages: 0, items: [] }));
    const pending = listPage('orders', 2, 10, { filter: "status = 'placed'", sort: '-created', expand: '' });
    api.release();
    await pending;
    const url = api.sent[0]?.url;
    expect(url?.pathname).toBe('/api/collections/orders/records');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      page: '2',
      perPage: '10',
      filter: "status = 'placed'",
      sort: '-created',
    });
  });

  it('counts each filter with a one-row page of ids and reads its total', async () => {
    const totals: Record<string, number> = { "status = 'placed'": 4, "status = 'purchased'": 0 };
    const api = stubFetch((url) => ({
      page: 1,
      perPage: 1,
      totalItems: totals[url.searchParams.get('filter') ?? ''],
      totalPages: 1,
      items: [],
    }));
    const pending = countEach('orders', { placed: "status = 'placed'", purchased: "status = 'purchased'" });
    api.release();
    expect(await pending).toEqual({ placed: 4, purchased: 0 });
    expect(api.sent.map((request) => request.url.searchParams.get('perPage'))).toEqual(['1', '1']);
    expect(api.sent.map((request) => request.url.searchParams.get('fields'))).toEqual(['id', 'id']);
  });
});
