import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';
import { productSearchResponseSchema, productViewResponseSchema } from './catalog';

describe('lazySchema', () => {
  it('builds the schema on first use only, once', () => {
    const build = vi.fn(() => z.object({ a: z.string() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
    expect(schema.safeParse({ a: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('stands for the schema inside other schemas, in extend and in instanceof', () => {
    const money = lazySchema(() => z.int());
    const base = lazySchema(() => z.object({ id: z.string(), amount: money }));
    const shape = lazySchema(() => ({ note: z.string() }));
    const extended = lazySchema(() => z.extend(base, { items: z.array(money), ...shape }));
    type Extended = z.infer<typeof extended>;
    const value: Extended = { id: 'a', amount: 2, items: [1, 2], note: '' };
    expect(extended.parse(value)).toEqual(value);
    expect(extended.safeParse({ ...value, items: [1.5] }).success).toBe(false);
    expect(base).toBeInstanceOf(z.ZodMiniObject);
    expect(Object.keys(base.shape)).toEqual(['id', 'amount']);
    expect(z.optional(money).parse(undefined)).toBeUndefined();
  });

  it('leaves the route schemas unbuilt until a page parses with them', () => {
    // Both answers share the priced product schema; each is built when first parsed.
    const rate = { sourceCurrency: 'CNY', homeCurrency: 'VND', rate: 3500 };
    expect(productSearchResponseSchema.parse({ ...rate, page: 1, perPage: 24, hasMore: false, items: [] })).toEqual({
      ...rate,
      page: 1,
      perPage: 24,
      hasMore: false,
      items: [],
    });
    expect(productViewResponseSchema.safeParse({ ...rate, product: {} }).success).toBe(false);
  });

  it('builds no schema when the routes module loads', async () => {
    vi.resetModules();
    let built = 0;
    vi.doMock('zod/mini', async (importOriginal) => {
      const real = await importOriginal<typeof import('zod/mini')>();
      const counted = new Proxy(real.z, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            built += 1;
            return (value as (...a: unknown[]) => unknown)(...args);
          };
        },
      });
      return { ...real, z: counted };
    });
    try {
      await import('./index');
    } finally {
      vi.doUnmock('zod/mini');
    }
    expect(built).toBe(0);
  });
});
