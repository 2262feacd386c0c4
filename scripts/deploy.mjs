#!/usr/bin/env node
// npm run deploy -- <app> --root DIR [--canary PERCENT] [--staff-first] [--dist PATH] [--keep N]
// npm run deploy -- promote <remote> --root DIR
// npm run deploy -- rollback <remote> --root DIR [--to VERSION]
// npm run deploy -- status --root DIR
// Publishes a build as an immutable version, gates it against the live shell and moves the one
// live pointer (DIR/runtime-config.json) atomically. docs/deploying.md explains the layout.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { REMOTES } from '../tooling/remotes.mjs';
import { compatProblems, staticGate } from './deploy/gate.mjs';
import {
  appendLog,
  CONFIG_FILE,
  promote,
  readConfig,
  readLog,
  rollback,
  setCanary,
  setLive,
  versionOf,
  withLock,
  writeJsonAtomic,
} from './deploy/pointer.mjs';
import { listVersions, publishVersion, versionsToPrune } from './deploy/versions.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string' },
    canary: { type: 'string' },
    'staff-first': { type: 'boolean' },
    dist: { type: 'string' },
    keep: { type: 'string', default: '5' },
    to: { type: 'string' },
  },
});

class Refused extends Error {}

function fail(/** @type {string} */ message) {
  throw new Refused(message);
}

const run = (/** @type {string} */ command, /** @type {string[]} */ args) => {
  try {
    return execFileSync(command, args, { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
};
const actor = () => process.env.DEPLOY_ACTOR || run('git', ['config', 'user.email']) || userInfo().username;
const commit = () => process.env.DEPLOY_COMMIT || run('git', ['rev-parse', '--short', 'HEAD']) || 'unknown';

/** @param {string} name */
function findRemote(name) {
  const remote = REMOTES.find((entry) => entry.folder === name || entry.id === name);
  if (!remote) fail(`${name} is not a remote (one of ${REMOTES.map((entry) => entry.folder).join(', ')}) nor "shell".`);
  return /** @type {(typeof REMOTES)[number]} */ (remote);
}

/** @param {string} root */
function defaults(root) {
  const shellConfig = join(root, 'shell', CONFIG_FILE);
  const fallback = existsSync(shellConfig)
    ? readFileSync(shellConfig, 'utf8')
    : readFileSync(join(repo, 'shell/public', CONFIG_FILE), 'utf8');
  return JSON.parse(fallback);
}

/** What `status` prints, and (without the log) what /deploy-status.json serves the admin tile. */
function status(/** @type {string} */ root) {
  const config = readConfig(root, defaults(root));
  const log = readLog(root);
  /** @type {Record<string, unknown>} */
  const remotes = {};
  for (const remote of REMOTES) {
    const canary = config.CANARY?.[remote.id];
    const last = log.filter((entry) => entry.app === remote.folder && entry.action !== 'refused').at(-1);
    remotes[remote.folder] = {
      live: versionOf(config.REMOTES?.[remote.id]) ?? config.REMOTES?.[remote.id] ?? null,
      canary: canary ? { version: canary.version, percent: canary.percent } : null,
      versions: listVersions(join(root, 'remotes', remote.folder)).map((entry) => entry.version),
      lastDeploy: last ? { action: last.action, version: last.version, at: last.at, actor: last.actor } : null,
    };
  }
  return { remotes };
}

/**
 * Under the lock: re-reads the pointer, applies `change`, writes it whole, logs, prunes.
 * @param {string} root
 * @param {(config: import('./deploy/pointer.mjs').Config) => { config: import('./deploy/pointer.mjs').Config; log: Record<string, unknown> } | null} change
 */
async function movePointer(root, change) {
  return withLock(root, () => {
    const before = readConfig(root, defaults(root));
    const result = change(before);
    if (!result) return null;
    const moveStarted = performance.now();
    writeJsonAtomic(join(root, CONFIG_FILE), result.config);
    const pointerMs = performance.now() - moveStarted;
    for (const remote of REMOTES) linkLive(root, remote.folder, versionOf(result.config.REMOTES?.[remote.id]));
    appendLog(root, { at: new Date().toISOString(), actor: actor(), commit: commit(), ...result.log });
    prune(root, result.config);
    writeJsonAtomic(join(root, 'deploy-status.json'), status(root));
    return { pointerMs, config: result.config };
  });
}

/**
 * Points `DIR/<folder>` (served as `/remotes/<folder>/`) at the live version, after the pointer:
 * what the document's first-paint script reads before the app knows the pointer (the remote's
 * route data, its manifest and route chunks, which name the version folder's own files).
 * @param {string} root @param {string} folder @param {string | null} version
 */
function linkLive(root, folder, version) {
  if (!version) return;
  const link = join(root, folder);
  const target = join('remotes', folder, version);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    console.warn(`${link} is a folder, not the deploy's link to the live version: left as it is.`);
    return;
  }
  if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() && readlinkSync(link) === target) return;
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
}

/** Keeps the newest N versions of each remote, and always the live one and a canary. */
function prune(/** @type {string} */ root, /** @type {import('./deploy/pointer.mjs').Config} */ config) {
  const keep = Math.max(2, Number(values.keep));
  for (const remote of REMOTES) {
    const dir = join(root, 'remotes', remote.folder);
    const inUse = new Set(
      [versionOf(config.REMOTES?.[remote.id]), config.CANARY?.[remote.id]?.version].filter(
        /** @returns {v is string} */ (v) => Boolean(v),
      ),
    );
    const versions = listVersions(dir).map((entry) => entry.version);
    for (const version of versionsToPrune(versions, keep, inUse)) rmSync(join(dir, version), { recursive: true });
  }
}

async function deployRemote(/** @type {string} */ root, /** @type {string} */ name) {
  const remote = findRemote(name);
  const dist = resolve(values.dist ?? join(repo, remote.folder, 'dist'));
  if (!existsSync(join(dist, 'remoteEntry.js'))) fail(`${dist} holds no build of ${remote.folder}: build it first.`);
  const percent = values.canary === undefined ? null : Number(values.canary);
  if (percent !== null && !(Number.isInteger(percent) && percent > 0 && percent < 100)) {
    fail(`--canary takes a whole percentage between 1 and 99, not ${values.canary}.`);
  }
  const shellDir = join(root, 'shell');
  if (!existsSync(join(shellDir, 'index.html')))
    fail(`${root} has no shell: deploy the shell first (npm run deploy -- shell --root ${root}).`);
  const { versionId } = await import('./deploy/versions.mjs');
  const version = versionId(dist);
  const config = readConfig(root, defaults(root));
  const live = versionOf(config.REMOTES?.[remote.id]);
  if (percent === null && live === version && !config.CANARY?.[remote.id]) {
    console.log(`${remote.folder} ${version} is already live: nothing to do.`);
    return;
  }
  if (
    percent !== null &&
    config.CANARY?.[remote.id]?.version === version &&
    config.CANARY[remote.id]?.percent === percent
  ) {
    console.log(`${remote.folder} ${version} is already the canary at ${percent} %: nothing to do.`);
    return;
  }
  console.log(`Checking ${remote.folder} ${version} against the live shell…`);
  const problems = staticGate({ dist, shellDir, federationName: remote.federationName });
  if (problems.length === 0) {
    const { mountCheck } = await import('./deploy/mount-check.mjs');
    const candidateConfig = setLive(config, remote.id, remote.folder, version);
    problems.push(
      ...(await mountCheck({
        root,
        config: candidateConfig,
        id: remote.id,
        candidate: { folder: remote.folder, version, dist },
      })),
    );
  }
  if (problems.length > 0) {
    await withLock(root, () =>
      appendLog(root, {
        at: new Date().toISOString(),
        actor: actor(),
        commit: commit(),
        action: 'refused',
        app: remote.folder,
        version,
        reason: problems.join('; '),
      }),
    );
    fail(
      `Refused ${remote.folder} ${version}; ${live ?? 'the live version'} keeps serving:\n- ${problems.join('\n- ')}`,
    );
  }
  const remoteDir = join(root, 'remotes', remote.folder);
  mkdirSync(remoteDir, { recursive: true });
  const { created } = publishVersion({
    dist,
    remoteDir,
    urlPrefix: `/remotes/${remote.folder}/`,
    info: { remote: remote.folder, publishedAt: new Date().toISOString(), actor: actor(), commit: commit() },
  });
  const moved = await movePointer(root, (current) => {
    const from = versionOf(current.REMOTES?.[remote.id]);
    if (percent === null) {
      return {
        config: setLive(current, remote.id, remote.folder, version),
        log: { action: 'live', app: remote.folder, version, from },
      };
    }
    return {
      config: setCanary(current, remote.id, remote.folder, version, percent, Boolean(values['staff-first'])),
      log: {
        action: 'canary',
        app: remote.folder,
        version,
        from,
        percent,
        ...(values['staff-first'] ? { staffFirst: true } : {}),
      },
    };
  });
  const what = percent === null ? 'is live' : `is the canary for ${percent} % of devices`;
  console.log(
    `${remote.folder} ${version} ${what}${created ? '' : ' (already published)'} (pointer moved in ${moved?.pointerMs.toFixed(1)} ms).`,
  );
}

async function deployShell(/** @type {string} */ root) {
  const dist = resolve(values.dist ?? join(repo, 'shell/dist'));
  if (!existsSync(join(dist, 'index.html'))) fail(`${dist} holds no build of the shell: build it first.`);
  const link = join(root, 'shell');
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    fail(
      `${link} is a folder; the deploy keeps the shell's versions in ${join(root, 'shells')} and points ${link} at the live one. Move it away first.`,
    );
  }
  const config = readConfig(root, defaults(root));
  const shellCompat = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8')).compat;
  /** @type {string[]} */
  const problems = [];
  for (const remote of REMOTES) {
    for (const version of [versionOf(config.REMOTES?.[remote.id]), config.CANARY?.[remote.id]?.version]) {
      if (!version) continue;
      const dir = join(root, 'remotes', remote.folder, version);
      const read = (/** @type {string} */ file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const found = compatProblems({
        shell: shellCompat,
        remote: read('build-manifest.json').compat,
        manifest: read('mf-manifest.json'),
        federationName: remote.federationName,
      });
      problems.push(...found.map((problem) => `${remote.folder} ${version}: ${problem}`));
    }
  }
  if (problems.length > 0) fail(`Refused the shell: the live remotes do not fit it:\n- ${problems.join('\n- ')}`);
  const shells = join(root, 'shells');
  mkdirSync(shells, { recursive: true });
  const { version } = publishVersion({
    dist,
    remoteDir: shells,
    info: { remote: 'shell', publishedAt: new Date().toISOString(), actor: actor(), commit: commit() },
  });
  await movePointer(root, (current) => {
    const temporary = `${link}.${process.pid}.tmp`;
    rmSync(temporary, { force: true });
    symlinkSync(join('shells', version), temporary);
    renameSync(temporary, link);
    return { config: current, log: { action: 'live', app: 'shell', version } };
  });
  console.log(
    `shell ${version} is live. Render the nginx config again if its inline script changed (node nginx/render.mjs --apps ${root} …).`,
  );
}

async function main() {
  const commandStarted = performance.now();
  const [command, name] = positionals;
  if (!command) fail('Usage: npm run deploy -- <app>|promote <remote>|rollback <remote>|status --root DIR');
  if (!values.root) fail('--root DIR is required: the folder nginx serves (rendered with --apps DIR).');
  const root = resolve(values.root);
  mkdirSync(root, { recursive: true });
  if (command === 'status') {
    console.log(JSON.stringify(status(root), null, 2));
    return;
  }
  if (command === 'promote' || command === 'rollback') {
    if (!name) fail(`Usage: npm run deploy -- ${command} <remote> --root DIR`);
    const remote = findRemote(name);
    const versions = listVersions(join(root, 'remotes', remote.folder)).map((entry) => entry.version);
    const history = readLog(root)
      .filter((entry) => entry.app === remote.folder && ['live', 'promote', 'rollback'].includes(entry.action))
      .map((entry) => entry.version);
    /** @type {string} */
    let message = '';
    const moved = await movePointer(root, (current) => {
      if (command === 'promote') {
        const next = promote(current, remote.id, remote.folder);
        const version = current.CANARY?.[remote.id]?.version;
        message = `${remote.folder} ${version} is live (was the canary)`;
        return {
          config: next,
          log: { action: 'promote', app: remote.folder, version, from: versionOf(current.REMOTES?.[remote.id]) },
        };
      }
      const result = rollback(current, remote.id, remote.folder, { to: values.to, versions, history });
      message =
        result.endedCanary && !values.to
          ? `${remote.folder} canary ${result.from} ended; ${result.to} serves every device`
          : `${remote.folder} rolled back from ${result.from} to ${result.to}`;
      return {
        config: result.config,
        log: {
          action: 'rollback',
          app: remote.folder,
          version: result.to,
          from: result.from,
          endedCanary: result.endedCanary,
        },
      };
    });
    // From the command's start to the pointer written and logged; Node's own start-up is given apart.
    const took = performance.now() - commandStarted;
    console.log(
      `${message} in ${took.toFixed(0)} ms (pointer written in ${moved?.pointerMs.toFixed(1)} ms; ` +
        `${performance.now().toFixed(0)} ms since Node started).`,
    );
    return;
  }
  if (command === 'shell') await deployShell(root);
  else await deployRemote(root, command);
}

main().catch((error) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});
