import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeWords } from './route-chunks-plugin';
import { REMOTES } from './remotes';

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && !file.endsWith('/') && /\.tsx?$/.test(file),
  );
}

/** Top-level keys of a remote's namespace, each owned by the feature whose catalog has it. */
function keyOwners(src: string): Map<string, string> {
  const owners = new Map<string, string>();
  const features = join(src, 'features');
  for (const feature of readdirSync(features)) {
    const catalog = join(features, feature, 'i18n', 'en.json');
    if (!existsSync(catalog)) continue;
    for (const key of Object.keys(JSON.parse(readFileSync(catalog, 'utf8')) as object)) owners.set(key, feature);
  }
  return owners;
}

function keyUse(namespace: string, owners: Map<string, string>): RegExp {
  return new RegExp(`['"\`](?:${namespace}:)?(${[...owners.keys()].join('|')})\\.\\w`, 'g');
}

/** The features whose words a module and everything it imports (within the remote) use. */
function wordsUsedFrom(entry: string, keys: RegExp, owners: Map<string, string>): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(keys)) used.add(owners.get(match[1] ?? '') ?? '');
    for (const match of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, match[1] ?? '');
      if (target && !target.endsWith('.test.ts') && !target.endsWith('.test.tsx')) queue.push(target);
    }
  }
  return [...used].sort();
}

const ROOT = resolve(import.meta.dirname, '..');

describe.each(REMOTES.map((remote) => remote.folder))('the feature words each page of %s loads', (folder) => {
  const src = join(ROOT, folder, 'src');
  const namespace = /namespace: '(\w+)'/.exec(readFileSync(join(src, 'remote-app.ts'), 'utf8'))?.[1] ?? '';
  const owners = keyOwners(src);
  const keys = keyUse(namespace, owners);
  const declared = routeWords(readFileSync(join(src, 'route-words.ts'), 'utf8'));
  const routes = readdirSync(join(src, 'routes'))
    .filter((file) => file.endsWith('.route.tsx'))
    .map((file) => file.replace(/\.tsx$/, ''));

  it('has an entry for every page', () => {
    expect(Object.keys(declared).sort()).toEqual([...routes].sort());
  });

  it.each(routes)('%s: exactly the features whose keys the page and its imports use', (route) => {
    expect([...(declared[route] ?? [])].sort()).toEqual(
      wordsUsedFrom(join(src, 'routes', `${route}.tsx`), keys, owners),
    );
  });
});

describe('the key scan', () => {
  it('finds keys written plainly, with the namespace, and as the head of a template', () => {
    const owners = new Map(['orders', 'recharge', 'parcels'].map((key) => [key, key]));
    const uses = (text: string) => [...text.matchAll(keyUse('account', owners))].map((m) => m[1]);
    expect(uses(`t('orders.title') 'account:recharge.form.belowMin' \`parcels.status.\${s}\``)).toEqual([
      'orders',
      'recharge',
      'parcels',
    ]);
    expect(uses(`t('pages.order') 'ordersCount' user.orders.length`)).toEqual([]);
  });
});
