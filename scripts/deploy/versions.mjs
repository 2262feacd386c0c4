// Immutable versions of a remote: a content-derived id, published once under its own folder.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The version folder's name: `v` and 12 hex digits (nginx/forwardly.conf.template matches it). */
export const VERSION_PATTERN = /^v[0-9a-f]{12}$/;

/** Written into each version folder by the deploy, so it is not part of the build's content. */
export const VERSION_INFO = 'version.json';

/** @param {string} dir */
export function listFiles(dir) {
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ current) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(dir, path).split('\\').join('/'));
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * The id of a build: a hash of every file's path and content, so the same build always gets the
 * same id and any change gets another.
 * @param {string} dir
 */
export function versionId(dir) {
  const hash = createHash('sha256');
  for (const file of listFiles(dir)) {
    if (file === VERSION_INFO) continue;
    hash.update(`${file}\0`);
    hash.update(
      createHash('sha256')
        .update(readFileSync(join(dir, file)))
        .digest(),
    );
  }
  return `v${hash.digest('hex').slice(0, 12)}`;
}

/**
 * The published manifest names its own version folder as its public path: the federation runtime
 * loads the entry from there, also when the manifest was read through the remote's unversioned
 * path (`/remotes/<folder>/`, which points at the live version for the document's first paint).
 * @param {string} manifestText
 * @param {string} publicPath
 */
export function versionedManifest(manifestText, publicPath) {
  const manifest = JSON.parse(manifestText);
  manifest.metaData = { ...manifest.metaData, publicPath };
  return JSON.stringify(manifest);
}

/**
 * The files route-chunks.json names (which the document's first-paint script preloads), as
 * absolute paths into the version folder: the same URLs the runtime then imports.
 * @param {string} chunksText
 * @param {string} publicPath
 */
export function versionedRouteChunks(chunksText, publicPath) {
  const chunks = JSON.parse(chunksText);
  const absolute = (/** @type {string[]} */ files) => files.map((file) => `${publicPath}${file}`);
  /** @type {Record<string, { files: string[]; words: Record<string, string[]> }>} */
  const routes = {};
  for (const [path, route] of Object.entries(chunks.routes ?? {})) {
    const typed = /** @type {{ files: string[]; words?: Record<string, string[]> }} */ (route);
    routes[path] = {
      ...typed,
      files: absolute(typed.files),
      words: Object.fromEntries(Object.entries(typed.words ?? {}).map(([lang, files]) => [lang, absolute(files)])),
    };
  }
  return JSON.stringify({ ...chunks, entry: absolute(chunks.entry ?? []), routes });
}

/**
 * Rewrites a remote's copy for its version folder `publicPath` (see above).
 * @param {string} dir
 * @param {string} publicPath
 */
export function relocate(dir, publicPath) {
  const manifest = join(dir, 'mf-manifest.json');
  if (existsSync(manifest)) writeFileSync(manifest, versionedManifest(readFileSync(manifest, 'utf8'), publicPath));
  const chunks = join(dir, 'route-chunks.json');
  if (existsSync(chunks)) writeFileSync(chunks, versionedRouteChunks(readFileSync(chunks, 'utf8'), publicPath));
}

/**
 * Copies a build into `remoteDir/<version>/` once: into a temporary folder first, then renamed in
 * whole, so a page never sees half a version. A version already there is left as it is.
 * @param {{ dist: string; remoteDir: string; info: Record<string, unknown>; urlPrefix?: string }} options
 *   `urlPrefix`: where the remote's versions are served (`/remotes/<folder>/`); none for the shell.
 * @returns {{ version: string; created: boolean }}
 */
export function publishVersion({ dist, remoteDir, info, urlPrefix }) {
  const version = versionId(dist);
  const target = join(remoteDir, version);
  if (existsSync(target)) return { version, created: false };
  const temporary = join(remoteDir, `.${version}.${process.pid}.tmp`);
  rmSync(temporary, { recursive: true, force: true });
  cpSync(dist, temporary, { recursive: true });
  if (urlPrefix) relocate(temporary, `${urlPrefix}${version}/`);
  writeFileSync(join(temporary, VERSION_INFO), JSON.stringify({ version, ...info }, null, 2));
  try {
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    // Another deploy of the same build won the race: the same content is there.
    if (existsSync(target)) return { version, created: false };
    throw error;
  }
  return { version, created: true };
}

/**
 * The versions on disk, oldest first.
 * @param {string} remoteDir
 * @returns {{ version: string; publishedAt: string }[]}
 */
export function listVersions(remoteDir) {
  if (!existsSync(remoteDir)) return [];
  return readdirSync(remoteDir)
    .filter((name) => VERSION_PATTERN.test(name))
    .map((version) => {
      let publishedAt = '';
      try {
        publishedAt = JSON.parse(readFileSync(join(remoteDir, version, VERSION_INFO), 'utf8')).publishedAt ?? '';
      } catch {
        publishedAt = statSync(join(remoteDir, version)).mtime.toISOString();
      }
      return { version, publishedAt };
    })
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version));
}

/**
 * The versions to delete: all but the newest `keep`, never one that is live or a canary.
 * @param {string[]} oldestFirst
 * @param {number} keep
 * @param {Set<string>} inUse
 */
export function versionsToPrune(oldestFirst, keep, inUse) {
  const excess = oldestFirst.length - keep;
  if (excess <= 0) return [];
  return oldestFirst.slice(0, excess).filter((version) => !inUse.has(version));
}
