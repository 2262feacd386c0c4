import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { buildCompat, buildInfoPlugin, createBuildId } from './build-info-plugin';
import { compileHintsPlugin } from './compile-hints-plugin';
import { federationShared } from './federation-shared';
import { remoteByFolder } from './remotes';
import { routeChunksPlugin } from './route-chunks-plugin';
import { precompressPlugin } from './precompress-plugin';
import { routeDataPlugin } from './route-data-plugin';
import { noSingletonCopyPlugin, sharedSubpathsPlugin } from './shared-subpaths-plugin';

/**
 * In a remote's production build every shared package is taken from the shell only
 * (`import: false`): the shell always hosts the remotes, and a fallback copy would be downloaded
 * with each remote (react-dom, styled-components, pocketbase: over 100 KiB per remote) and, for
 * shared-contracts, evaluated as a second PocketBase client.
 */
function hostProvided(shared: typeof federationShared) {
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [name, { ...config, import: false as const }]),
  );
}

/**
 * The Vite config every remote uses: one expose (`./app`), the shared singletons, build info.
 * Federation name and dev port come from the remote's entry in tooling/remotes.json.
 */
export function remoteViteConfig(folder: string): UserConfig {
  const { federationName, devPort } = remoteByFolder(folder);
  const buildId = createBuildId();
  return defineConfig(({ command }) => ({
    base: command === 'build' ? (process.env.REMOTE_BASE ?? `/remotes/${folder}/`) : `http://localhost:${devPort}/`,
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    plugins: [
      sharedSubpathsPlugin(),
      noSingletonCopyPlugin(),
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './app': './src/remote-app.ts' },
        shared: command === 'build' ? hostProvided(federationShared) : federationShared,
        // Built remotes use the shell's copy of the federation runtime instead of shipping their own
        // (docs/decisions.md); the dev server's standalone page keeps its own.
        ...(command === 'build' ? { experiments: { externalRuntime: true } } : {}),
        dts: false,
      }),
      // Pre-cached offline: what remoteEntry.js reaches, not the standalone page's own React.
      buildInfoPlugin(
        folder,
        buildId,
        'remoteEntry.js',
        buildCompat(fileURLToPath(new URL(`../${folder}`, import.meta.url))),
      ),
      routeChunksPlugin('remoteEntry.js'),
      routeDataPlugin(),
      precompressPlugin(),
      compileHintsPlugin(),
    ],
    server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}`, cors: true },
    preview: { port: devPort, strictPort: true, cors: true },
    build: { target: 'es2022', sourcemap: false },
  })) as UserConfig;
}
