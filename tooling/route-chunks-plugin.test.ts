import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './remotes';
import { routeChunks, routeModules } from './route-chunks-plugin';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId?: string) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isDynamicEntry: Boolean(facadeModuleId),
  facadeModuleId: facadeModuleId ?? null,
});

describe('routeModules', () => {
  it.each(REMOTES.map((remote) => remote.folder))(
    "finds the route module of every page of %s's remote app, by its path",
    async (folder) => {
      const source = readFileSync(new URL(`../${folder}/src/remote-app.ts`, import.meta.url), 'utf8');
      const { default: app } = (await import(`../${folder}/src/remote-app.ts`)) as {
        default: { routes: { path: string }[] };
      };
      const found = routeModules(source);
      expect(found.map((route) => route.path)).toEqual(app.routes.map((route) => route.path));
      for (const { module } of found) expect(module).toMatch(/\.route$/);
    },
  );

  it("skips a page's parent link, which is written as a path too", () => {
    const source = `
      { path: 'account/search', lazy: () => import('./routes/search.route') },
      { path: 'account/product/:id', handle: { parent: { path: '/account/search' } }, lazy: () => import('./routes/product.route') },`;
    expect(routeModules(source)).toEqual([
      { path: 'account/search', module: 'search.route' },
      { path: 'account/product/:id', module: 'product.route' },
    ]);
  });
});

describe('routeChunks', () => {
  it("lists a route's chunk with everything it imports, not what it loads later", () => {
    const bundle = {
      'assets/search.route.js': chunk('assets/search.route.js', ['assets/api.js'], '/src/routes/search.route.tsx'),
      'assets/api.js': chunk('assets/api.js', ['assets/schemas.js']),
      'assets/schemas.js': chunk('assets/schemas.js'),
      'assets/viewer.js': chunk('assets/viewer.js', [], '/src/features/viewer.tsx'),
      'route-chunks.json': { type: 'asset' as const },
    };
    expect(routeChunks(bundle as never, [{ path: 'account/search', module: 'search.route' }])).toEqual({
      'account/search': ['assets/api.js', 'assets/schemas.js', 'assets/search.route.js'],
    });
  });
});
