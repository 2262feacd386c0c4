import type { Plugin } from 'vite';

export interface BuildManifest {
  app: string;
  buildId: string;
  builtAt: string;
  /** Every emitted file, relative to the app's base, for offline pre-caching. */
  files: string[];
}

export function createBuildId(): string {
  return process.env.BUILD_ID || `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * Writes `build-manifest.json` (this build's id and files) and `latest-build.json` (only the id,
 * polled by running clients to notice a new deployment).
 */
export function buildInfoPlugin(app: string, buildId: string): Plugin {
  return {
    name: 'fwd-build-info',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && !name.endsWith('mf-stats.json'))
        .sort();
      const manifest: BuildManifest = { app, buildId, builtAt: new Date().toISOString(), files };
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify(manifest, null, 2) });
      this.emitFile({ type: 'asset', fileName: 'latest-build.json', source: JSON.stringify({ app, buildId }) });
    },
  };
}
