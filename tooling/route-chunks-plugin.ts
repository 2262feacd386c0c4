import { readFileSync } from 'node:fs';
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

/** For each route path, the route module's chunk and every chunk it imports statically. */
export function routeChunks(bundle: Bundle, routes: { path: string; module: string }[]) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const entries = routes.flatMap(({ path, module }) => {
    const chunk = chunks.find(
      (c) => c.isDynamicEntry && c.facadeModuleId && basename(c.facadeModuleId).replace(/\.[jt]sx?$/, '') === module,
    );
    return chunk ? [[path, [...staticClosure(bundle, [chunk.fileName])].sort()] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * Writes `route-chunks.json` beside the remote's manifest: what a page of the remote runs, by path,
 * so the shell's first-paint script can preload a page's files while the shell starts, instead of
 * one import level after another once the remote's module has run (docs/first-paint.md).
 */
export function routeChunksPlugin(routesFile = 'src/remote-app.ts'): Plugin {
  let root = '.';
  return {
    name: 'fwd-route-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = routeModules(readFileSync(resolve(root, routesFile), 'utf8'));
      this.emitFile({
        type: 'asset',
        fileName: 'route-chunks.json',
        source: JSON.stringify(routeChunks(bundle, routes)),
      });
    },
  };
}
