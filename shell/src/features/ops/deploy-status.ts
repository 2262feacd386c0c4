import { REMOTE_AREAS, type RemoteArea } from '@fwd/shared-contracts';
import { useEffect, useState } from 'react';

/** One remote in /deploy-status.json (written by scripts/deploy.mjs beside the live pointer). */
export interface RemoteDeployStatus {
  live: string | null;
  canary: { version: string; percent: number } | null;
  versions: string[];
  lastDeploy: { action: string; version: string; at: string } | null;
}

export type DeployStatus =
  | { state: 'loading' }
  | { state: 'failed' }
  /** No deploy command has run against this installation (no status file). */
  | { state: 'empty' }
  | { state: 'ready'; remotes: { area: RemoteArea; status: RemoteDeployStatus }[] };

export async function getDeployStatus(): Promise<DeployStatus> {
  const response = await fetch('/deploy-status.json', { cache: 'no-store' });
  if (response.status === 404) return { state: 'empty' };
  if (!response.ok) throw new Error(`deploy-status.json: ${response.status}`);
  const body = (await response.json()) as { remotes?: Record<string, RemoteDeployStatus> };
  const remotes = REMOTE_AREAS.flatMap((area) => {
    const folder = `mf-${area.id}`;
    const status = body.remotes?.[folder];
    return status ? [{ area, status }] : [];
  });
  return { state: 'ready', remotes };
}

export function useDeployStatus(): DeployStatus {
  const [status, setStatus] = useState<DeployStatus>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getDeployStatus().then(
      (next) => live && setStatus(next),
      () => live && setStatus({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return status;
}
