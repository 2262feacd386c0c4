import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { bundledSingletons, SUBPATH_MODULES, sharedSubpathsPlugin } from './shared-subpaths-plugin';

const contracts = fileURLToPath(new URL('../shared-contracts/', import.meta.url));

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

it('routes the singleton imports of every bundled subpath module of shared-contracts through the shared module', () => {
  const { exports } = JSON.parse(readFileSync(join(contracts, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const subpathFiles = Object.entries(exports)
    .filter(([subpath]) => subpath !== '.')
    .flatMap(([, target]) => files(join(contracts, target.replace(/\/\*\.ts$/, ''))))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const importingSingletons = subpathFiles.filter((file) =>
    /from '@fwd\/shared-(contracts|ui)'/.test(readFileSync(file, 'utf8')),
  );
  expect(importingSingletons.length).toBeGreaterThan(0);
  const uncovered = importingSingletons.filter(
    (file) => !SUBPATH_MODULES.some((module) => file === module || file.startsWith(module)),
  );
  expect(uncovered).toEqual([]);
});

it('lets a subpath module reach the rest of shared-contracts only through the package (no second copy by a relative path)', () => {
  // domains/api/client.ts belongs to the package's main entry (readOptions, listPage...), not to a page.
  const mainEntry = join(contracts, 'src/domains/api/client.ts');
  const covered = (file: string) =>
    file !== mainEntry && SUBPATH_MODULES.some((module) => file === module || file.startsWith(module));
  const leaving = SUBPATH_MODULES.flatMap(files)
    .filter((file) => covered(file) && /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*? from '(\.{1,2}\/[^']+)'/gm)]
        .map((match) => resolve(dirname(file), `${match[1]}.ts`))
        .filter((target) => !covered(target))
        .map((target) => `${file} -> ${target}`),
    );
  expect(leaving).toEqual([]);
});

it('answers a subpath module’s import of a singleton with a module of no package that re-exports it', () => {
  const plugin = sharedSubpathsPlugin();
  const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
  const load = plugin.load as (id: string) => string | null;
  const domain = join(contracts, 'src/domains/parcels.ts');
  const proxy = resolveId('@fwd/shared-contracts', `${domain}?v=1`);
  expect(proxy).toMatch(/^\0/);
  expect(load(proxy as string)).toBe('export * from "@fwd/shared-contracts";');
  // The proxy's own import, and the app's files, are left to federation.
  expect(resolveId('@fwd/shared-contracts', proxy as string)).toBeNull();
  expect(
    resolveId('@fwd/shared-contracts', fileURLToPath(new URL('../shell/src/main.tsx', import.meta.url))),
  ).toBeNull();
  expect(resolveId('zod', domain)).toBeNull();
});

it('names the singleton entries a bundle holds, which fails a remote’s build', () => {
  const entry = join(contracts, 'src/index.ts');
  expect(bundledSingletons([join(contracts, 'src/domains/parcels.ts'), '\0virtual:mf:x'])).toEqual([]);
  expect(bundledSingletons([`${entry}?used`, join(contracts, 'src/kit.ts')])).toEqual([entry]);
});
