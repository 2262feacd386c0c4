import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { SUBPATH_MODULES } from './shared-subpaths-plugin';

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
