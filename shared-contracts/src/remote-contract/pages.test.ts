import { describe, expect, it } from 'vitest';
import { pageDeclarer } from './pages';

describe('pageDeclarer', () => {
  const needed: string[][] = [];
  const words = { need: async (features: readonly string[]) => void needed.push([...features]) };
  const page = pageDeclarer('orders', words, { 'order-desk': ['order-desk'], 'carts-view': [] });

  it('titles the page under the namespace and keeps the rest of its handle', () => {
    const route = page('order-desk', async () => ({}), 'orders', { guard: 'admin', roles: ['sales'], nav: true });
    expect(route.handle).toEqual({ guard: 'admin', roles: ['sales'], nav: true, title: 'orders:pages.orders' });
  });

  it("loads the page's module together with the words of its features", async () => {
    needed.length = 0;
    const module = { Component: () => null };
    const route = page('order-desk', async () => module, 'orders', { guard: 'admin' });
    await expect(route.lazy()).resolves.toBe(module);
    expect(needed).toEqual([['order-desk']]);
  });

  it('fails when the words fail, so the page is not shown without them', async () => {
    const failing = pageDeclarer('orders', { need: () => Promise.reject(new Error('offline')) }, { a: ['a'] });
    await expect(failing('a', async () => ({}), 'a', { guard: null }).lazy()).rejects.toThrow('offline');
  });
});
