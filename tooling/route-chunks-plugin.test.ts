import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REMOTES } from './remotes';
import { entryChunks, routeChunks, routeModules, routeWords } from './route-chunks-plugin';

const chunk = (fileName: string, imports: string[] = [], facadeModuleId?: string, dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
  isDynamicEntry: Boolean(facadeModuleId),
  facadeModuleId: facadeModuleId ?? null,
});

describe('routeModules', () => {
  it.each(REMOTES.map((remote) => remote.folder))(
    "finds the route module of every page of %s's remote app, by its path",
    async (folder) => {
      const source = readFileSync(new URL(`../${folder}/src/remote-app.ts`, import.meta.url), 'utf8');
      const { default: app } = (await import(`../${folder}/src/remote-app.ts`)) as {
        default: { routes: { path: string; lazy?: unknown }[] };
      };
      const found = routeModules(source);
      // A route without a module of its own (`/account` redirects in its loader) has no chunk.
      const pages = app.routes.filter((route) => route.lazy);
      expect(found.map((route) => route.path)).toEqual(pages.map((route) => route.path));
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
      'account/search': { files: ['assets/api.js', 'assets/schemas.js', 'assets/search.route.js'], words: {} },
    });
  });

  it("lists a page's words in each language: the remote's own and those of the features it uses", () => {
    const bundle = {
      'assets/search.route.js': chunk('assets/search.route.js', [], '/r/src/routes/search.route.tsx'),
      'assets/me.route.js': chunk('assets/me.route.js', [], '/r/src/routes/me.route.tsx'),
      'assets/en-1.js': chunk('assets/en-1.js', [], '/r/src/i18n/en.json'),
      'assets/vi-1.js': chunk('assets/vi-1.js', [], '/r/src/i18n/vi.json'),
      'assets/en-2.js': chunk('assets/en-2.js', [], '/r/src/features/catalog/i18n/en.json'),
      'assets/vi-2.js': chunk('assets/vi-2.js', [], '/r/src/features/catalog/i18n/vi.json'),
      'assets/en-3.js': chunk('assets/en-3.js', [], '/r/src/features/wallet/i18n/en.json'),
    };
    const routes = [
      { path: 'account/search', module: 'search.route' },
      { path: 'account/me', module: 'me.route' },
    ];
    expect(routeChunks(bundle as never, routes, { 'search.route': ['catalog'] })).toEqual({
      'account/search': {
        files: ['assets/search.route.js'],
        words: { en: ['assets/en-1.js', 'assets/en-2.js'], vi: ['assets/vi-1.js', 'assets/vi-2.js'] },
      },
      'account/me': { files: ['assets/me.route.js'], words: { en: ['assets/en-1.js'], vi: ['assets/vi-1.js'] } },
    });
  });
});

describe('routeWords', () => {
  it("reads mf-account's route-words.ts as the module sees it, by route module", async () => {
    const file = '../mf-account/src/route-words.ts';
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const { ROUTE_WORDS } = (await import(`${file}`)) as { ROUTE_WORDS: Record<string, readonly string[]> };
    const expected = Object.fromEntries(
      Object.entries(ROUTE_WORDS).map(([name, features]) => [`${name}.route`, [...features]]),
    );
    expect(routeWords(source)).toEqual(expected);
  });
});

describe('entryChunks', () => {
  it('lists the entry, the modules it imports as it starts and what they import, not the pages', () => {
    const bundle = {
      'remoteEntry.js': chunk('remoteEntry.js', ['assets/helpers.js'], undefined, ['assets/remote-app.js']),
      'assets/helpers.js': chunk('assets/helpers.js'),
      'assets/remote-app.js': chunk('assets/remote-app.js', ['assets/remote-app-main.js'], '/r/src/remote-app.ts'),
      'assets/remote-app-main.js': chunk('assets/remote-app-main.js', [], undefined, ['assets/search.route.js']),
      'assets/search.route.js': chunk('assets/search.route.js', [], '/r/src/routes/search.route.tsx'),
    };
    expect(entryChunks(bundle as never, 'remoteEntry.js')).toEqual([
      'assets/helpers.js',
      'assets/remote-app-main.js',
      'assets/remote-app.js',
      'remoteEntry.js',
    ]);
  });
});
