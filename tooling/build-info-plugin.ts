import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rollup } from 'vite';
import { CONTRACT_VERSION } from '../shared-contracts/src/remote-contract/remote-app';

/**
 * What an app was built against, for the deploy gate (scripts/deploy): the host/remote contract
 * version and the version of each package the shell shares with the remotes. react-router,
 * TanStack Query and i18next reach the remotes inside shared-contracts, but a remote is still
 * compiled against their types and behaviour, so they are recorded as well.
 */
export interface BuildCompat {
  contractVersion: number;
  shared: Record<string, string>;
}

export const COMPAT_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'pocketbase',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  '@fwd/shared-contracts',
  '@fwd/shared-ui',
] as const;

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
  compat?: BuildCompat;
}

/** The installed version of a package as Node would resolve it from `fromDir`. */
function installedVersion(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The compat record of an app in `appDir` (its folder, where its node_modules resolve from); the
 * packages shared-contracts brings are looked up from there too.
 */
export function buildCompat(appDir: string): BuildCompat {
  const contracts = fileURLToPath(new URL('../shared-contracts', import.meta.url));
  const shared: Record<string, string> = {};
  for (const name of COMPAT_PACKAGES) {
    const version = installedVersion(name, appDir) ?? installedVersion(name, contracts);
    if (version) shared[name] = version;
  }
  return { contractVersion: CONTRACT_VERSION, shared };
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
export function buildInfoPlugin(app: string, buildId: string, entry?: string, compat?: BuildCompat): Plugin {
  return {
    name: 'fwd-build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = runnableFiles(bundle, entry);
      const manifest: BuildManifest = { app, buildId, builtAt: new Date().toISOString(), files, compat };
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify(manifest, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'latest-build.json', source: JSON.stringify({ app, buildId }) });
    },
  };
}
