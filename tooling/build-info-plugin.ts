import type { Plugin, Rollup } from 'vite';

export interface BuildManifest {
  app: string;
  buildId: string;
  builtAt: string;
  /**
   * The files a page of the app can run, relative to the app's base, for offline pre-caching: for
   * a remote, what its `remoteEntry.js` reaches, not the standalone page's own copies of the
   * shared packages.
   */
  files: string[];
}

export function createBuildId(): string {
  return process.env.BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

type BundleItem = Rollup.OutputBundle[string];
const isListed = (name: string) => !name.endsWith('.map') && !name.endsWith('mf-stats.json');

/**
 * The emitted files a page can use: when `entry` is given, the chunks it reaches through static
 * and dynamic imports (with their CSS and assets) and every file that is not JavaScript or HTML;
 * otherwise every file. Maps and the federation stats are never listed.
 */
export function runnableFiles(bundle: Record<string, BundleItem>, entry?: string): string[] {
  const names = Object.keys(bundle).filter(isListed);
  if (!entry || !bundle[entry]) return names.sort();
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const item = bundle[name];
    if (reached.has(name) || !item) continue;
    reached.add(name);
    if (item.type !== 'chunk') continue;
    queue.push(...item.imports, ...item.dynamicImports);
    const meta = (item as { viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> } }).viteMetadata;
    if (meta) queue.push(...meta.importedCss, ...meta.importedAssets);
  }
  return names.filter((name) => reached.has(name) || !/\.(m?js|html)$/.test(name)).sort();
}

/**
 * Writes `build-manifest.json` (this build's id and the files its pages can run) and
 * `latest-build.json` (only the id, polled by running clients to notice a new deployment).
 */
export function buildInfoPlugin(app: string, buildId: string, entry?: string): Plugin {
  return {
    name: 'fwd-build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = runnableFiles(bundle, entry);
      const manifest: BuildManifest = { app, buildId, builtAt: new Date().toISOString(), files };
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify(manifest, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'latest-build.json', source: JSON.stringify({ app, buildId }) });
    },
  };
}
