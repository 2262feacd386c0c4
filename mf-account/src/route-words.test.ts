import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_WORDS } from './route-words';

const SRC = resolve(import.meta.dirname);
const FEATURES = join(SRC, 'features');

/** Top-level keys of the `account` namespace, each owned by the feature whose catalog has it. */
const OWNER = new Map<string, string>();
for (const feature of readdirSync(FEATURES)) {
  const catalog = join(FEATURES, feature, 'i18n', 'en.json');
  if (!existsSync(catalog)) continue;
  for (const key of Object.keys(JSON.parse(readFileSync(catalog, 'utf8')) as object)) OWNER.set(key, feature);
}
const KEY_USE = new RegExp(`['"\`](?:account:)?(${[...OWNER.keys()].join('|')})\\.\\w`, 'g');

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && !file.endsWith('/') && /\.tsx?$/.test(file),
  );
}

/** The features whose words a module and everything it imports (within the remote) use. */
function wordsUsedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(KEY_USE)) used.add(OWNER.get(match[1] ?? '') ?? '');
    for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) queue.push(target);
    }
  }
  return [...used].sort();
}

const ROUTES = readdirSync(join(SRC, 'routes'))
  .filter((file) => file.endsWith('.route.tsx'))
  .map((file) => file.replace(/\.route\.tsx$/, ''));

describe('the feature words each page loads', () => {
  it('has an entry for every page', () => {
    expect(Object.keys(ROUTE_WORDS).sort()).toEqual([...ROUTES].sort());
  });

  it.each(ROUTES)('%s: exactly the features whose keys the page and its imports use', (route) => {
    const declared = [...((ROUTE_WORDS as Record<string, readonly string[]>)[route] ?? [])].sort();
    expect(declared).toEqual(wordsUsedFrom(join(SRC, 'routes', `${route}.route.tsx`)));
  });
});

describe('the key scan', () => {
  it('finds keys written plainly, with the namespace, and as the head of a template', () => {
    const uses = (text: string) => [...text.matchAll(KEY_USE)].map((m) => m[1]);
    expect(uses(`t('orders.title') 'account:recharge.form.belowMin' \`parcels.status.\${s}\``)).toEqual([
      'orders',
      'recharge',
      'parcels',
    ]);
    expect(uses(`t('pages.order') 'ordersCount' user.orders.length`)).toEqual([]);
  });
});
