import { DEFAULT_RUNTIME_CONFIG } from '@fwd/shared-contracts';
import { describe, expect, it } from 'vitest';
import { canaryBucket } from '../deploy/canary';
import { originAllowed, parseDeployConfig, resolveRemotes, type Viewer } from './deploy-config';

const LIVE = '/remotes/mf-account/v00000000000a/mf-manifest.json';
const NEXT = '/remotes/mf-account/v00000000000b/mf-manifest.json';
const config = { ...DEFAULT_RUNTIME_CONFIG, REMOTES: { ...DEFAULT_RUNTIME_CONFIG.REMOTES, account: LIVE } };
const raw = { ...config, CANARY: { account: { url: NEXT, version: 'v00000000000b', percent: 50 } } };

const ids = Array.from({ length: 200 }, (_, i) => `device-${i}`);
const inside = ids.find((id) => canaryBucket(id, 'account') < 50) ?? '';
const outside = ids.find((id) => canaryBucket(id, 'account') >= 50) ?? '';

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  deviceId: outside,
  staff: false,
  admin: false,
  preview: {},
  pageOrigin: 'https://shop.example',
  ...over,
});

describe('resolveRemotes', () => {
  it('gives a device in the canary the new version and the others the live one', () => {
    const deploy = parseDeployConfig(raw);
    expect(resolveRemotes(config, deploy, viewer({ deviceId: inside })).remotes.account).toBe(NEXT);
    expect(resolveRemotes(config, deploy, viewer({ deviceId: outside })).remotes.account).toBe(LIVE);
  });

  it('honours a preview only for an admin, and only from an allowed origin', () => {
    const deploy = parseDeployConfig({ ...raw, ALLOWED_ORIGINS: ['http://localhost:5174'] });
    const preview = { account: 'http://localhost:5174/remoteEntry.js' };
    expect(resolveRemotes(config, deploy, viewer({ preview })).remotes.account).toBe(LIVE);
    const admin = resolveRemotes(config, deploy, viewer({ preview, staff: true, admin: true }));
    expect(admin.remotes.account).toBe(preview.account);
    expect(admin.previews).toEqual(['account']);
    const elsewhere = { account: 'https://evil.example/remoteEntry.js' };
    expect(
      resolveRemotes(config, deploy, viewer({ preview: elsewhere, staff: true, admin: true })).remotes.account,
    ).toBe(LIVE);
  });

  it('blocks a live remote on an origin the config does not allow', () => {
    const remote = 'https://cdn.example/mf-account/mf-manifest.json';
    const moved = { ...config, REMOTES: { ...config.REMOTES, account: remote } };
    expect(resolveRemotes(moved, parseDeployConfig({}), viewer()).blocked).toEqual({ account: remote });
    expect(
      resolveRemotes(moved, parseDeployConfig({ ALLOWED_ORIGINS: ['https://cdn.example'] }), viewer()).blocked,
    ).toEqual({});
  });
});

describe('originAllowed', () => {
  it('allows the page origin and the listed ones only', () => {
    expect(originAllowed('/remotes/x/mf-manifest.json', 'https://a.example', [])).toBe(true);
    expect(originAllowed('https://b.example/x.json', 'https://a.example', [])).toBe(false);
    expect(originAllowed('https://b.example/x.json', 'https://a.example', ['https://b.example'])).toBe(true);
  });
});
