// The gate a remote passes before the pointer moves: what it was built against must be what the
// live shell provides, and its entry and routes must load against that shell in Chromium.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} version */
function parse(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? match.slice(1, 4).map(Number) : null;
}

/**
 * Whether the shell's copy can stand in for the one the remote was built with (a caret range:
 * same major, or same minor below 1.0, and not older).
 * @param {string} provided @param {string} expected
 */
export function satisfies(provided, expected) {
  const [p, e] = [parse(provided), parse(expected)];
  if (!p || !e) return provided === expected;
  if (p[0] !== e[0]) return false;
  if (e[0] === 0 && p[1] !== e[1]) return false;
  for (let i = 0; i < 3; i++) if (p[i] !== e[i]) return p[i] > e[i];
  return true;
}

/**
 * @typedef {{ contractVersion?: number; shared?: Record<string, string> }} Compat
 * @typedef {{ name?: string; shared?: { name: string; version: string }[];
 *   exposes?: { path?: string; name?: string }[] }} FederationManifest
 */

/**
 * Why a remote build may not go live on this shell; empty when it may.
 * @param {{ shell: Compat | undefined; remote: Compat | undefined; manifest: FederationManifest | undefined;
 *   federationName: string }} input
 */
export function compatProblems({ shell, remote, manifest, federationName }) {
  /** @type {string[]} */
  const problems = [];
  if (!shell)
    return [
      'the live shell records nothing it provides (build-manifest.json has no compat): deploy a newer shell first',
    ];
  if (!remote)
    return ['the build records nothing it was built against (build-manifest.json has no compat): rebuild it'];
  if (!manifest) return ['the build has no mf-manifest.json'];
  if (remote.contractVersion !== shell.contractVersion) {
    problems.push(
      `contract version ${remote.contractVersion} does not match the live shell's ${shell.contractVersion}`,
    );
  }
  if (manifest.name !== federationName) {
    problems.push(`its federation name is ${manifest.name}, not ${federationName}`);
  }
  if (!manifest.exposes?.some((expose) => expose.path === './app')) problems.push('it does not expose ./app');
  /** @type {Record<string, string>} */
  const expected = { ...remote.shared };
  for (const entry of manifest.shared ?? []) expected[entry.name] = entry.version;
  // The singletons a build records (COMPAT_PACKAGES in tooling/build-info-plugin.ts), at the versions its
  // federation manifest names where it names them.
  for (const name of Object.keys(remote.shared ?? {})) {
    const wanted = expected[name];
    if (!wanted) continue;
    const provided = shell.shared?.[name];
    if (!provided) problems.push(`it expects ${name} ${wanted}, which the live shell does not provide`);
    else if (!satisfies(provided, wanted)) {
      problems.push(`it was built with ${name} ${wanted}, the live shell provides ${name} ${provided}`);
    }
  }
  return problems;
}

/** @param {string} file */
function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The static half of the gate, for a build in `dist` against the shell in `shellDir`.
 * @param {{ dist: string; shellDir: string; federationName: string }} options
 */
export function staticGate({ dist, shellDir, federationName }) {
  return compatProblems({
    shell: readJson(join(shellDir, 'build-manifest.json'))?.compat,
    remote: readJson(join(dist, 'build-manifest.json'))?.compat,
    manifest: readJson(join(dist, 'mf-manifest.json')),
    federationName,
  });
}
