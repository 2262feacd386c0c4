import { describe, expect, it } from 'vitest';
import * as api from './index';

// One casing for request bodies and queries: camelCase keys (record fields keep PocketBase's
// snake_case, but a route's own body never does).

interface Def {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  options?: unknown[];
  in?: unknown;
}

function keysOf(schema: unknown, path = ''): string[] {
  const def = (schema as { _zod?: { def: Def } })._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) {
    return Object.entries(def.shape).flatMap(([key, child]) => [`${path}${key}`, ...keysOf(child, `${path}${key}.`)]);
  }
  const inner = def.innerType ?? def.element ?? def.in;
  if (inner) return keysOf(inner, path);
  return (def.options ?? []).flatMap((option) => keysOf(option, path));
}

const requestSchemas = Object.entries(api).filter(([name]) => /(Body|Query)Schema$/.test(name));

describe('request bodies and queries', () => {
  it('exist for the routes', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(14);
  });

  it.each(requestSchemas)('%s uses camelCase keys only', (_name, schema) => {
    const keys = keysOf(schema);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((key) => !/^[a-z][a-zA-Z0-9]*$/.test(key.split('.').pop()!))).toEqual([]);
  });
});
