import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canaryBucket, inCanary } from '../../shell/src/deploy/canary';
import { compatProblems, satisfies } from './gate.mjs';
import {
  appendLog,
  promote,
  readLog,
  rollback,
  setCanary,
  setLive,
  versionOf,
  withLock,
  writeJsonAtomic,
} from './pointer.mjs';
import { publishVersion, versionId, versionsToPrune } from './versions.mjs';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fwd-deploy-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

const manifest = JSON.stringify({ name: 'mf_account', metaData: { publicPath: '/remotes/mf-account/' } });

describe('versionId', () => {
  it('is the same for the same files and changes with any byte or name', () => {
    const a = versionId(build({ 'remoteEntry.js': 'a', 'assets/x.js': 'x' }));
    expect(a).toMatch(/^v[0-9a-f]{12}$/);
    expect(versionId(build({ 'remoteEntry.js': 'a', 'assets/x.js': 'x' }))).toBe(a);
    expect(versionId(build({ 'remoteEntry.js': 'b', 'assets/x.js': 'x' }))).not.toBe(a);
    expect(versionId(build({ 'remoteEntry.js': 'a', 'assets/y.js': 'x' }))).not.toBe(a);
  });
});

describe('publishVersion', () => {
  it('publishes a build once, with a manifest and route chunks that load from its own folder', () => {
    const chunks = JSON.stringify({
      entry: ['remoteEntry.js'],
      routes: { account: { files: ['assets/a.js'], words: { en: ['assets/en.js'] } } },
    });
    const dist = build({ 'remoteEntry.js': 'a', 'mf-manifest.json': manifest, 'route-chunks.json': chunks });
    const remoteDir = tempDir();
    const urlPrefix = '/remotes/mf-account/';
    const first = publishVersion({ dist, remoteDir, info: { publishedAt: '2026-01-01T00:00:00Z' }, urlPrefix });
    expect(first.created).toBe(true);
    const folder = `${urlPrefix}${first.version}/`;
    const published = JSON.parse(readFileSync(join(remoteDir, first.version, 'mf-manifest.json'), 'utf8'));
    expect(published.metaData.publicPath).toBe(folder);
    expect(JSON.parse(readFileSync(join(remoteDir, first.version, 'route-chunks.json'), 'utf8'))).toEqual({
      entry: [`${folder}remoteEntry.js`],
      routes: { account: { files: [`${folder}assets/a.js`], words: { en: [`${folder}assets/en.js`] } } },
    });
    writeFileSync(join(remoteDir, first.version, 'marker'), 'kept');
    expect(publishVersion({ dist, remoteDir, info: {} })).toEqual({ version: first.version, created: false });
    expect(readFileSync(join(remoteDir, first.version, 'marker'), 'utf8')).toBe('kept');
  });
});

describe('versionsToPrune', () => {
  it('keeps the newest N and never the live version or a canary', () => {
    expect(versionsToPrune(['v1', 'v2', 'v3', 'v4'], 2, new Set(['v1']))).toEqual(['v2']);
    expect(versionsToPrune(['v1', 'v2'], 2, new Set())).toEqual([]);
  });
});

const A = 'v00000000000a';
const B = 'v00000000000b';
const base = { API_URL: '', REMOTES: { account: '/remotes/mf-account/mf-manifest.json' } };

describe('the pointer', () => {
  it('moves live, runs a canary beside it, promotes it and rolls back', () => {
    const live = setLive(base, 'account', 'mf-account', A);
    expect(versionOf(live.REMOTES.account)).toBe(A);
    const canary = setCanary(live, 'account', 'mf-account', B, 50, false);
    expect(versionOf(canary.REMOTES.account)).toBe(A);
    expect(canary.CANARY?.account).toMatchObject({ version: B, percent: 50 });
    const promoted = promote(canary, 'account', 'mf-account');
    expect(versionOf(promoted.REMOTES.account)).toBe(B);
    expect(promoted.CANARY?.account).toBeUndefined();
    const back = rollback(promoted, 'account', 'mf-account', { versions: [A, B], history: [A, B] });
    expect(back.to).toBe(A);
    expect(versionOf(back.config.REMOTES.account)).toBe(A);
  });

  it('ends a canary on rollback and keeps the live version', () => {
    const canary = setCanary(setLive(base, 'account', 'mf-account', A), 'account', 'mf-account', B, 10, false);
    const ended = rollback(canary, 'account', 'mf-account', { versions: [A, B], history: [A] });
    expect(ended.endedCanary).toBe(true);
    expect(versionOf(ended.config.REMOTES.account)).toBe(A);
    expect(ended.config.CANARY?.account).toBeUndefined();
  });

  it('refuses to roll back to a version not on disk', () => {
    expect(() =>
      rollback(setLive(base, 'account', 'mf-account', A), 'account', 'mf-account', {
        to: B,
        versions: [A],
        history: [A],
      }),
    ).toThrow(/no version/);
  });

  it('loses no update when two deploys change it at the same moment', async () => {
    const root = tempDir();
    const file = join(root, 'runtime-config.json');
    writeJsonAtomic(file, { API_URL: '', REMOTES: {} });
    const change = (id: string) =>
      withLock(root, async () => {
        const config = JSON.parse(readFileSync(file, 'utf8'));
        await new Promise((resolve) => setImmediate(resolve));
        writeJsonAtomic(file, { ...config, REMOTES: { ...config.REMOTES, [id]: id } });
        appendLog(root, { app: id });
      });
    await Promise.all([change('a'), change('b'), change('c')]);
    expect(JSON.parse(readFileSync(file, 'utf8')).REMOTES).toEqual({ a: 'a', b: 'b', c: 'c' });
    expect(readLog(root).map((entry) => entry.app)).toHaveLength(3);
  });
});

describe('canary buckets', () => {
  it('are sticky per device and cover about the percentage asked for', () => {
    expect(canaryBucket('device-1', 'account')).toBe(canaryBucket('device-1', 'account'));
    const ids = Array.from({ length: 2000 }, (_, i) => `device-${i}`);
    const share = ids.filter((id) => inCanary({ percent: 10 }, id, 'account', false)).length / ids.length;
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
  });

  it('put staff first when asked', () => {
    const outside = Array.from({ length: 100 }, (_, i) => `d${i}`).find((id) => canaryBucket(id, 'account') >= 1);
    expect(inCanary({ percent: 1, staffFirst: true }, outside ?? '', 'account', true)).toBe(true);
    expect(inCanary({ percent: 1, staffFirst: true }, outside ?? '', 'account', false)).toBe(false);
  });
});

describe('the gate', () => {
  const shared = { react: '19.3.1', 'react-dom': '19.3.1', '@fwd/shared-contracts': '1.0.0' };
  const shell = { contractVersion: 3, shared };
  const fed = { name: 'mf_account', exposes: [{ path: './app' }], shared: [{ name: 'react', version: '19.3.1' }] };

  it('lets a build made against the live shell through', () => {
    expect(compatProblems({ shell, remote: shell, manifest: fed, federationName: 'mf_account' })).toEqual([]);
  });

  it('refuses an older contract, another React and a missing expose, with the reasons', () => {
    const problems = compatProblems({
      shell,
      remote: { contractVersion: 2, shared },
      manifest: { ...fed, exposes: [], shared: [{ name: 'react', version: '18.3.1' }] },
      federationName: 'mf_account',
    });
    expect(problems).toEqual([
      "contract version 2 does not match the live shell's 3",
      'it does not expose ./app',
      'it was built with react 18.3.1, the live shell provides react 19.3.1',
    ]);
  });

  it('reads versions as caret ranges', () => {
    expect(satisfies('19.3.1', '19.2.0')).toBe(true);
    expect(satisfies('19.2.0', '19.3.1')).toBe(false);
    expect(satisfies('0.29.0', '0.28.1')).toBe(false);
    expect(satisfies('20.0.0', '19.3.1')).toBe(false);
  });
});
