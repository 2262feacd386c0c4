import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LayoutKind, RemoteId } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../shared-contracts/src/runtime-config/runtime-config';
import { REMOTES } from './remotes';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

/** Exhaustive by type: the compiler refuses a missing or unknown key. */
const REMOTE_IDS: Record<RemoteId, true> = {
  account: true,
  'admin-orders': true,
  'admin-warehouse': true,
  'admin-finance': true,
};
const LAYOUTS: Record<LayoutKind, true> = { default: true, account: true, admin: true, blank: true };

const manifests = Object.fromEntries(REMOTES.map((r) => [r.id, `/remotes/${r.folder}/mf-manifest.json`]));

describe('the one list of remotes (tooling/remotes.json)', () => {
  it('names exactly the RemoteId values, with known layouts', () => {
    expect(REMOTES.map((r) => r.id).sort()).toEqual(Object.keys(REMOTE_IDS).sort());
    for (const remote of REMOTES) expect(Object.keys(LAYOUTS)).toContain(remote.layout);
  });

  it('gives each remote its own folder, snake_case federation name and dev port', () => {
    for (const remote of REMOTES) {
      expect(remote.folder).toBe(`mf-${remote.id}`);
      expect(remote.federationName).toBe(remote.folder.replaceAll('-', '_'));
    }
    expect(new Set(REMOTES.map((r) => r.devPort)).size).toBe(REMOTES.length);
    expect(REMOTES.map((r) => r.devPort)).not.toContain(5173);
  });

  it('agrees with the static shell/public/runtime-config.json', () => {
    const served = JSON.parse(read('shell/public/runtime-config.json')) as { REMOTES: Record<string, string> };
    expect(served.REMOTES).toEqual(manifests);
  });

  it('agrees with the built-in DEFAULT_RUNTIME_CONFIG of shared-contracts', () => {
    expect(DEFAULT_RUNTIME_CONFIG.REMOTES).toEqual(manifests);
  });

  it('agrees with the remote folders nginx serves', () => {
    const template = read('nginx/forwardly.conf.template');
    const lists = [...template.matchAll(/\^\/remotes\/\(([^)]*)\)/g)].map((m) => m[1]!.split('|').sort());
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(REMOTES.map((r) => r.folder).sort());
  });

  it('lists every remote as an npm workspace and a TypeScript project', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const references = read('tsconfig.json');
    for (const remote of REMOTES) {
      expect(workspaces).toContain(remote.folder);
      expect(references).toContain(`"./${remote.folder}"`);
    }
  });
});
