import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { buildInfoPlugin, createBuildId } from './build-info-plugin';
import { federationShared } from './federation-shared';

export interface RemoteOptions {
  /** Folder name, also the URL segment under /remotes/. */
  folder: string;
  /** Federation container name (snake_case). */
  federationName: string;
  devPort: number;
}

/** The Vite config every remote uses: one expose (`./app`), the shared singletons, build info. */
export function remoteViteConfig({ folder, federationName, devPort }: RemoteOptions): UserConfig {
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
        shared: federationShared,
        dts: false,
      }),
      buildInfoPlugin(folder, buildId),
    ],
    server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}`, cors: true },
    preview: { port: devPort, strictPort: true, cors: true },
    build: { target: 'es2022', sourcemap: false },
  })) as UserConfig;
}
