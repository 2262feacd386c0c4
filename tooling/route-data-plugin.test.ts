import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleRouteData, ROUTE_DATA_GLOBAL, routeDataEntry } from './route-data-plugin';

const load = async (code: string) =>
  ((await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { default: Record<string, unknown> }).default;

describe('routeDataEntry', () => {
  it('lists by path the routes whose module has a data module, and only those', () => {
    const entry = routeDataEntry(
      [
        { path: 'a', module: 'a.route' },
        { path: 'b/:id', module: 'b.route' },
      ],
      (module) => (module === 'b.route' ? '/src/routes/b.data.ts' : null),
    );
    expect(entry).toBe('import d0 from "/src/routes/b.data.ts";\nexport default { "b/:id": d0 };\n');
  });
});

describe('bundleRouteData', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  it("bundles the customers' remote's data modules into one file that imports nothing", async () => {
    const { module } = await bundleRouteData(fileURLToPath(new URL('../mf-account', import.meta.url)));
    expect(module).not.toMatch(/\bimport\b/);
    const routes = await load(module);
    expect(Object.keys(routes).sort()).toEqual(['account/product/:id', 'account/search']);
  });

  it('writes the same routes as a classic script that defines the global the first-paint script reads', async () => {
    const { module, classic } = await bundleRouteData(fileURLToPath(new URL('../mf-account', import.meta.url)));
    expect(classic).not.toMatch(/\bimport\b|\bexport\b|<\/script|<!--/i);
    const page = { URL, URLSearchParams } as Record<string, unknown>;
    // A classic script's top-level `var` is a property of the page's global object.
    runInNewContext(classic, page);
    const inline = page[ROUTE_DATA_GLOBAL] as Record<string, (url: URL, params: Record<string, string>) => unknown>;
    const routes = (await load(module)) as typeof inline;
    expect(Object.keys(inline).sort()).toEqual(Object.keys(routes).sort());
    const url = new URL('https://shop.test/account/search?q=bag&sort=price_asc&page=2');
    expect(JSON.stringify(inline['account/search']?.(url, {}))).toBe(
      JSON.stringify(routes['account/search']?.(url, {})),
    );
  });

  it('refuses a data module that imports a package', async () => {
    dir = mkdtempSync(join(tmpdir(), 'route-data-'));
    mkdirSync(join(dir, 'src/routes'), { recursive: true });
    writeFileSync(
      join(dir, 'src/remote-app.ts'),
      "export default [{ path: 'x', lazy: () => import('./routes/x.route') }];\n",
    );
    writeFileSync(
      join(dir, 'src/routes/x.data.ts'),
      "import { z } from 'zod';\nexport default () => [{ path: z.string().parse('/api/x') }];\n",
    );
    // A package is resolved from the project's own node_modules.
    writeFileSync(join(dir, 'package.json'), '{}');
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(fileURLToPath(new URL('../node_modules/zod', import.meta.url)), join(dir, 'node_modules/zod'));
    await expect(bundleRouteData(dir)).rejects.toThrow(/may import only plain modules, not .*node_modules\/zod\//);
  });
});
