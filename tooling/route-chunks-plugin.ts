import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { staticClosure } from './static-closure';

type Bundle = Rolldown.OutputBundle;

/**
 * Each route path of a remote's `src/remote-app.ts` (relative; a `/path` is a link, such as a page's
 * parent) and the route module its page loads: the first
 * `import('./routes/<name>')` after the path. A path whose page is loaded otherwise is left out.
 */
export function routeModules(source: string): { path: string; module: string }[] {
  const parts = source.split(/\bpath: '([^'/][^']*)'/);
  const found: { path: string; module: string }[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const module = /import\('\.\/routes\/([\w.-]+)'\)/.exec(parts[i + 1] ?? '')?.[1];
    if (module) found.push({ path: parts[i] ?? '', module });
  }
  return found;
}

/**
 * The features whose words each route module needs, from a remote's `src/route-words.ts`
 * (`name: ['feature', …]`); a remote without one loads only its own words with every page.
 */
export function routeWords(source: string): Record<string, string[]> {
  const entries = [...source.matchAll(/^\s*'?([\w-]+)'?: \[([^\]]*)\]/gm)].map(
    ([, name, list]) => [`${name}.route`, [...(list ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1] ?? '')] as const,
  );
  return Object.fromEntries(entries);
}

/** A remote's page as route-chunks.json lists it: its files, and the words it loads, by language. */
export type RouteFiles = { files: string[]; words: Record<string, string[]> };

/**
 * For each route path: the route module's chunk and every chunk it imports statically, and by
 * language, the chunks of the words the page loads with it (the remote's own, `src/i18n/<lang>.json`,
 * and its features', `src/features/<feature>/i18n/<lang>.json`).
 */
export function routeChunks(
  bundle: Bundle,
  routes: { path: string; module: string }[],
  words: Record<string, string[]> = {},
): Record<string, RouteFiles> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const wordChunks = chunks.flatMap((c) => {
    const match = /\/src\/(?:features\/([\w-]+)\/)?i18n\/(\w+)\.json$/.exec(c.facadeModuleId ?? '');
    return match ? [{ feature: match[1] ?? null, language: match[2] ?? '', fileName: c.fileName }] : [];
  });
  const languages = [...new Set(wordChunks.map((w) => w.language))].sort();
  const entries = routes.flatMap(({ path, module }) => {
    const chunk = chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId && basename(c.facadeModuleId).replace(/\.[jt]sx?$/, '') === module,
    );
    if (!chunk) return [];
    const features = new Set([null, ...(words[module] ?? [])]);
    const byLanguage = languages.map((language) => {
      const own = wordChunks.filter((w) => w.language === language && features.has(w.feature));
      const fileNames = own.map((w) => w.fileName);
      return [language, [...staticClosure(bundle, fileNames)].sort()] as const;
    });
    const route: RouteFiles = {
      files: [...staticClosure(bundle, [chunk.fileName])].sort(),
      words: Object.fromEntries(byLanguage),
    };
    return [[path, route] as const];
  });
  return Object.fromEntries(entries);
}

/**
 * What every page of the remote runs first: its entry, the modules the entry imports when it starts
 * (the exposed module, the shared-module map), and all they import.
 */
export function entryChunks(bundle: Bundle, entryFileName: string): string[] {
  const entry = bundle[entryFileName];
  if (entry?.type !== 'chunk') throw new Error(`${entryFileName} is not in the bundle`);
  return [...staticClosure(bundle, [entryFileName, ...entry.dynamicImports])].sort();
}

/**
 * Writes `route-chunks.json` beside the remote's manifest: what every page of the remote runs
 * (`entry`), and what each page runs, by path, with its words in each language (`routes`). The
 * shell's first-paint script preloads them while the shell starts, instead of one import level
 * after another once the remote's module has run (docs/first-paint.md).
 */
export function routeChunksPlugin(
  entryFileName: string,
  routesFile = 'src/remote-app.ts',
  wordsFile = 'src/route-words.ts',
): Plugin {
  let root = '.';
  return {
    name: 'fwd-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(resolve(root, routesFile), 'utf8'));
      const words = existsSync(resolve(root, wordsFile))
        ? routeWords(readFileSync(resolve(root, wordsFile), 'utf8'))
        : {};
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        source: JSON.stringify({
          entry: entryChunks(bundle, entryFileName),
          routes: routeChunks(bundle, routes, words),
        }),
      });
    },
  };
}
