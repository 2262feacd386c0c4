// The one live pointer (DIR/runtime-config.json) and the deploy log beside it.
import {
  appendFileSync,
  existsSync,
  openSync,
  closeSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export const CONFIG_FILE = 'runtime-config.json';
export const LOG_FILE = 'deploy-log.jsonl';
const LOCK_FILE = '.deploy.lock';

/**
 * @typedef {{ url: string; version: string; percent: number; staffFirst?: boolean }} Canary
 * @typedef {{ API_URL: string; REMOTES: Record<string, string>; CANARY?: Record<string, Canary>;
 *   ALLOWED_ORIGINS?: string[]; [key: string]: unknown }} Config
 */

/** The URL of a version's manifest, as pages load it. */
export const manifestUrl = (/** @type {string} */ folder, /** @type {string} */ version) =>
  `/remotes/${folder}/${version}/mf-manifest.json`;

/** The version a manifest URL names, if it is one of ours. */
export function versionOf(/** @type {string | undefined} */ url) {
  return /\/remotes\/[^/]+\/(v[0-9a-f]{12})\/mf-manifest\.json$/.exec(url ?? '')?.[1] ?? null;
}

/**
 * Writes a file whole: a temporary file renamed over it, so a reader never sees half of it.
 * @param {string} file
 * @param {unknown} value
 */
export function writeJsonAtomic(file, value) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/** @param {string} root @param {Config} fallback @returns {Config} */
export function readConfig(root, fallback) {
  const file = join(root, CONFIG_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : structuredClone(fallback);
}

function alive(/** @type {number} */ pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Runs `change` holding DIR's deploy lock: two deploys at once take turns over read, change and
 * write, so neither loses the other's update. A lock left by a deploy that died is taken over.
 * @template T
 * @param {string} root
 * @param {() => T | Promise<T>} change
 * @returns {Promise<T>}
 */
export async function withLock(root, change, timeoutMs = 60_000) {
  const lock = join(root, LOCK_FILE);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8') || 0);
      if (holder && !alive(holder)) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`Another deploy holds ${lock} (process ${holder}).`);
      else await delay(25);
    }
  }
  try {
    return await change();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Appends one line to the deploy log (one write, opened for appending, under the lock).
 * @param {string} root
 * @param {Record<string, unknown>} entry
 */
export function appendLog(root, entry) {
  appendFileSync(join(root, LOG_FILE), `${JSON.stringify(entry)}\n`);
}

/** @param {string} root @returns {Record<string, any>[]} */
export function readLog(root) {
  const file = join(root, LOG_FILE);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/**
 * The pointer moved to `version` as the live one; a canary of it ends.
 * @param {Config} config @param {string} id @param {string} folder @param {string} version
 * @returns {Config}
 */
export function setLive(config, id, folder, version) {
  return {
    ...config,
    REMOTES: { ...config.REMOTES, [id]: manifestUrl(folder, version) },
    CANARY: endCanary(config, id),
  };
}

/** @param {Config} config @param {string} id */
function endCanary(config, id) {
  return Object.fromEntries(Object.entries(config.CANARY ?? {}).filter(([key]) => key !== id));
}

/**
 * `version` served to `percent` % of devices beside the live one (replacing any other canary).
 * @param {Config} config @param {string} id @param {string} folder @param {string} version
 * @param {number} percent @param {boolean} staffFirst
 * @returns {Config}
 */
export function setCanary(config, id, folder, version, percent, staffFirst) {
  const entry = { url: manifestUrl(folder, version), version, percent, ...(staffFirst ? { staffFirst } : {}) };
  return { ...config, CANARY: { ...config.CANARY, [id]: entry } };
}

/**
 * The canary becomes the live version.
 * @param {Config} config @param {string} id @param {string} folder
 */
export function promote(config, id, folder) {
  const canary = config.CANARY?.[id];
  if (!canary) throw new Error(`${folder} has no canary to promote.`);
  return setLive(config, id, folder, canary.version);
}

/**
 * Ends a canary, or moves the live pointer back: to `to`, else to the version live before the
 * current one (from the log), else to the newest older version on disk.
 * @param {Config} config @param {string} id @param {string} folder
 * @param {{ to?: string; versions: string[]; history: string[] }} options `versions` oldest first;
 *   `history`: the versions that were live, oldest first.
 * @returns {{ config: Config; from: string | null; to: string; endedCanary: boolean }}
 */
export function rollback(config, id, folder, { to, versions, history }) {
  const live = versionOf(config.REMOTES[id]);
  const canary = config.CANARY?.[id];
  if (canary && !to) {
    return {
      config: { ...config, CANARY: endCanary(config, id) },
      from: canary.version,
      to: live ?? '',
      endedCanary: true,
    };
  }
  let target = to;
  if (!target) {
    const earlier = history.filter((version) => version !== live && versions.includes(version));
    target = earlier.at(-1) ?? versions.filter((version) => version !== live).at(-1);
  }
  if (!target) throw new Error(`${folder} has no earlier version to roll back to.`);
  if (!versions.includes(target)) throw new Error(`${folder} has no version ${target} on disk.`);
  return { config: setLive(config, id, folder, target), from: live, to: target, endedCanary: Boolean(canary) };
}
