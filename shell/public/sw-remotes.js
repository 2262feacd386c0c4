// Imported by the service worker (shell/vite.config.ts, workbox.importScripts). When the page
// asks (shell/src/pwa/precache-remote.ts), it stores every file a visited remote area can run,
// so its pages, visited or not, open offline later. The work happens here, off the page's main
// thread, where storing a hundred files would have cost the page long tasks.
/* global self, caches */
const ENTRY_FILES = /(^|\/)(mf-manifest\.json|remoteEntry\.js)$/;
const NEVER_CACHED = /(^|\/)(build-manifest|latest-build)\.json$/;

async function precacheRemote({ base, runtimeConfig, entryCache, assetCache }) {
  const response = await fetch(`${base}build-manifest.json`, { cache: 'no-store' });
  if (!response.ok) return;
  const { files } = await response.json();
  const urls = files.filter((file) => !NEVER_CACHED.test(file)).map((file) => new URL(file, base).href);
  const entries = [...urls.filter((url) => ENTRY_FILES.test(url)), runtimeConfig];
  const assets = urls.filter((url) => !ENTRY_FILES.test(url));
  const [entriesStore, assetsStore] = await Promise.all([caches.open(entryCache), caches.open(assetCache)]);
  await Promise.all([entriesStore.addAll(entries), assetsStore.addAll(assets)]);
  await forgetOtherVersions(base, [entriesStore, assetsStore]);
}

// A versioned remote (/remotes/<folder>/v<12 hex>/, scripts/deploy.mjs) that a page now runs in
// another version: the files of the versions it left are dropped, so they are never served again.
const VERSIONED = /^(.*\/remotes\/[^/]+\/)(v[0-9a-f]{12})\/$/;

async function forgetOtherVersions(base, stores) {
  const match = VERSIONED.exec(base);
  if (!match) return;
  const [, folder, version] = match;
  for (const store of stores) {
    for (const request of await store.keys()) {
      const other = VERSIONED.exec(request.url.slice(0, request.url.indexOf('/', folder.length) + 1));
      if (other && other[1] === folder && other[2] !== version) await store.delete(request);
    }
  }
}

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'fwd:precache-remote') return;
  // A failure is left to the next visit.
  event.waitUntil(precacheRemote(event.data).catch(() => undefined));
});
