import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { buildInfoPlugin, createBuildId } from './build-info-plugin';
import { federationShared } from './federation-shared';
import { remoteByFolder } from './remotes';

/**
 * In a remote's production build the project's own packages are taken from the shell only
 * (`import: false`): otherwise each remote would ship and evaluate its own copy of
 * shared-contracts (a second PocketBase client) even though the shell's is used.
 */
function hostProvided(shared: typeof federationShared) {
  const own = ['@fwd/shared-contracts', '@fwd/shared-ui'] as const;
  return Object.fromEntries(
    Object.entries(shared).map(([name, config]) => [
      name,
      (own as readonly string[]).includes(name) ? { ...config, import: false as const } : config,
    ]),
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
      react(),
      federation({
        name: federationName,
        filename: 'remoteEntry.js',
        manifest: true,
        exposes: { './app': './src/remote-app.ts' },
        shared: command === 'build' ? hostProvided(federationShared) : federationShared,
        dts: false,
      }),
      buildInfoPlugin(folder, buildId),
    ],
    server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}`, cors: true },
    preview: { port: devPort, strictPort: true, cors: true },
    build: { target: 'es2022', sourcemap: false },
  })) as UserConfig;
}
