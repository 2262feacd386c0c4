import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import { buildCompat, buildInfoPlugin, createBuildId } from '../tooling/build-info-plugin';
import { compileHintsPlugin } from '../tooling/compile-hints-plugin';
import { federationShared } from '../tooling/federation-shared';
import { precompressPlugin } from '../tooling/precompress-plugin';
import { REMOTES } from '../tooling/remotes';
import { styledIdsPlugin } from '../tooling/styled-ids-plugin';
import { prerenderPlugin } from './prerender-plugin';
import { sharedSubpathsPlugin } from '../tooling/shared-subpaths-plugin';

const buildId = createBuildId();
const define = { __BUILD_ID__: JSON.stringify(buildId) };

/** In development the remotes run on their own dev servers (ports from tooling/remotes.json). */
const devRuntimeConfig = {
  API_URL: process.env.API_URL ?? 'http://127.0.0.1:8090',
  REMOTES: Object.fromEntries(
    REMOTES.map((remote) => [remote.id, `http://localhost:${remote.devPort}/remoteEntry.js`]),
  ),
  ALLOWED_ORIGINS: REMOTES.map((remote) => `http://localhost:${remote.devPort}`),
};

export default defineConfig({
  define,
  plugins: [
    sharedSubpathsPlugin(),
    styledIdsPlugin(),
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: federationShared,
      // Publishes the federation runtime for the remotes, which then do not ship a copy each.
      experiments: { provideExternalRuntime: true },
      dts: false,
    }),
    prerenderPlugin(define),
    compileHintsPlugin(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Forwardly: shop abroad, ship home',
        short_name: 'Forwardly',
        description: 'Buy from foreign marketplaces, forward parcels, pay from one wallet.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f7f9',
        theme_color: '#0b5cad',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          { src: '/icons/screenshot-wide.png', sizes: '1280x720', type: 'image/png', form_factor: 'wide' },
          { src: '/icons/screenshot-narrow.png', sizes: '720x1280', type: 'image/png' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The pre-rendered pages are for visits from the network; offline, index.html serves every path.
        globIgnores: ['runtime-config.json', 'latest-build.json', 'build-manifest.json', 'pages/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/_\//, /^\/remotes\//],
        cleanupOutdatedCaches: true,
        // Stores a visited remote area when the page asks (src/pwa/precache-remote.ts).
        importScripts: ['/sw-remotes.js'],
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/_/'),
            handler: 'NetworkOnly',
          },
          {
            urlPattern: ({ url }) => /\/(latest-build|build-manifest)\.json$/.test(url.pathname),
            handler: 'NetworkOnly',
          },
          {
            urlPattern: ({ url }) =>
              url.pathname === '/runtime-config.json' ||
              /\/(mf-manifest\.json|remoteEntry\.js|route-chunks\.json|route-data\.js)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: { cacheName: 'remote-entries', networkTimeoutSeconds: 4 },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/remotes/'),
            handler: 'CacheFirst',
            options: { cacheName: 'remote-assets', expiration: { maxEntries: 500 } },
          },
        ],
      },
    }),
    buildInfoPlugin('shell', buildId, undefined, buildCompat(fileURLToPath(new URL('.', import.meta.url)))),
    precompressPlugin(),
    {
      name: 'fwd-dev-runtime-config',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use('/runtime-config.json', (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify(devRuntimeConfig));
        });
      },
    },
  ],
  server: { port: 5173, strictPort: true },
  build: { target: 'es2022', sourcemap: false },
});
