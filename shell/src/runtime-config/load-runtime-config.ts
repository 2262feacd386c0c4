import {
  authStore,
  DEFAULT_RUNTIME_CONFIG,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  staffRoles,
  type RemoteId,
  type RuntimeConfig,
} from '@fwd/shared-contracts';
import { deviceId } from '../deploy/canary';
import { parseDeployConfig, resolveRemotes, type ResolvedRemotes, type Viewer } from './deploy-config';

/** An admin's preview of remotes from other URLs, in this browser only (shell/src/deploy/preview.ts). */
export const PREVIEW_KEY = 'fwd-remote-preview';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readPreview(): Partial<Record<RemoteId, string>> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(PREVIEW_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Partial<Record<RemoteId, string>>) : {};
  } catch {
    return {};
  }
}

function currentViewer(): Viewer {
  const auth = authStore.getState();
  const staff = auth.kind === 'staff' && auth.record?.active === true;
  return {
    deviceId: deviceId(storage()),
    staff,
    admin: staff && staffRoles(auth.record).includes('admin'),
    preview: readPreview(),
    pageOrigin: window.location.origin,
  };
}

let resolved: ResolvedRemotes = {
  remotes: DEFAULT_RUNTIME_CONFIG.REMOTES,
  blocked: {},
  canary: [],
  previews: [],
};

/** Which version of each remote this page runs (as resolved when it started). */
export function runningRemotes(): ResolvedRemotes {
  return resolved;
}

/** This page now runs another version of a remote (its area was reloaded in place). */
export function setRunningRemote(id: RemoteId, url: string): void {
  resolved = { ...resolved, remotes: { ...resolved.remotes, [id]: url } };
}

/** What this device would load now, read afresh from the live pointer; null when it cannot be read. */
export async function latestRemotes(): Promise<ResolvedRemotes | null> {
  try {
    const response = await fetch(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const raw: unknown = await response.json();
    return resolveRemotes(parseRuntimeConfig(raw), parseDeployConfig(raw), currentViewer());
  } catch {
    return null;
  }
}

/**
 * Reads the deploy-time config and resolves it for this device (live version, canary, an admin's
 * preview); falls back to same-origin defaults if it cannot be read.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let raw: unknown = DEFAULT_RUNTIME_CONFIG;
  try {
    // Not `no-store`: the document preloads it, and nginx has every read revalidated (no-cache).
    const response = await fetch(RUNTIME_CONFIG_PATH);
    if (response.ok) raw = await response.json();
  } catch {
    /* the defaults */
  }
  const config = parseRuntimeConfig(raw);
  resolved = resolveRemotes(config, parseDeployConfig(raw), currentViewer());
  return { ...config, REMOTES: resolved.remotes };
}
