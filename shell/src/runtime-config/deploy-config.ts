import { REMOTE_AREAS, type RemoteId, type RuntimeConfig } from '@fwd/shared-contracts';
import { inCanary, type CanaryRule } from '../deploy/canary';

/** A new version of a remote served to a share of devices (written by `npm run deploy -- … --canary`). */
export interface CanaryEntry extends CanaryRule {
  url: string;
  version?: string;
}

/** The parts of runtime-config.json the deploy command writes beside `REMOTES`. */
export interface DeployConfig {
  canary: Partial<Record<RemoteId, CanaryEntry>>;
  /** Origins besides the page's own that remotes may be loaded from. */
  allowedOrigins: string[];
}

const REMOTE_IDS = new Set<string>(REMOTE_AREAS.map((area) => area.id));

export function parseDeployConfig(raw: unknown): DeployConfig {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const canary: DeployConfig['canary'] = {};
  const rawCanary = value.CANARY && typeof value.CANARY === 'object' ? (value.CANARY as Record<string, unknown>) : {};
  for (const [id, entry] of Object.entries(rawCanary)) {
    const candidate = entry as Partial<CanaryEntry> | null;
    if (!REMOTE_IDS.has(id) || typeof candidate?.url !== 'string' || typeof candidate.percent !== 'number') continue;
    canary[id as RemoteId] = {
      url: candidate.url,
      version: typeof candidate.version === 'string' ? candidate.version : undefined,
      percent: Math.min(100, Math.max(0, candidate.percent)),
      staffFirst: candidate.staffFirst === true,
    };
  }
  const allowedOrigins = Array.isArray(value.ALLOWED_ORIGINS)
    ? value.ALLOWED_ORIGINS.filter((origin): origin is string => typeof origin === 'string')
    : [];
  return { canary, allowedOrigins };
}

/** Whether a remote at `url` may be loaded by a page at `pageOrigin`. */
export function originAllowed(url: string, pageOrigin: string, allowedOrigins: readonly string[]): boolean {
  try {
    const { origin } = new URL(url, pageOrigin);
    return origin === pageOrigin || allowedOrigins.includes(origin);
  } catch {
    return false;
  }
}

export interface Viewer {
  deviceId: string;
  staff: boolean;
  admin: boolean;
  /** An admin's own override (`fwd-remote-preview`): remote id → URL, honoured for admins only. */
  preview: Partial<Record<RemoteId, string>>;
  pageOrigin: string;
}

export interface ResolvedRemotes {
  /** The URL this device loads each remote from. */
  remotes: Record<RemoteId, string>;
  /** Remotes whose URL is on an origin the config does not allow, with that URL. */
  blocked: Partial<Record<RemoteId, string>>;
  /** Remotes this device runs as a canary. */
  canary: RemoteId[];
  /** Remotes this admin previews from another URL. */
  previews: RemoteId[];
}

/** Which version of each remote this device runs: the live one, a canary, or an admin's preview. */
export function resolveRemotes(config: RuntimeConfig, deploy: DeployConfig, viewer: Viewer): ResolvedRemotes {
  const remotes = { ...config.REMOTES };
  const blocked: ResolvedRemotes['blocked'] = {};
  const canary: RemoteId[] = [];
  const previews: RemoteId[] = [];
  for (const id of Object.keys(remotes) as RemoteId[]) {
    const rule = deploy.canary[id];
    if (rule && inCanary(rule, viewer.deviceId, id, viewer.staff)) {
      remotes[id] = rule.url;
      canary.push(id);
    }
    const preview = viewer.admin ? viewer.preview[id] : undefined;
    if (preview && originAllowed(preview, viewer.pageOrigin, deploy.allowedOrigins)) {
      remotes[id] = preview;
      previews.push(id);
    }
    if (!originAllowed(remotes[id], viewer.pageOrigin, deploy.allowedOrigins)) blocked[id] = remotes[id];
  }
  return { remotes, blocked, canary: canary.filter((id) => !previews.includes(id)), previews };
}
