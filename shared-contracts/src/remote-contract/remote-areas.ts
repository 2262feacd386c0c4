import remotes from '../../../tooling/remotes.json';
import type { LayoutKind, RemoteId } from './remote-app';

export interface RemoteArea {
  id: RemoteId;
  /** Federation container name, snake_case. */
  federationName: string;
  /** Human name used in messages ("The Orders back office is unavailable"). */
  title: string;
  /** Path prefixes (without leading slash) this remote owns. */
  prefixes: string[];
  layout: LayoutKind;
}

/**
 * Route ownership from DESIGN.md section 2, read from the one list of remotes
 * (tooling/remotes.json) that the Vite configs, scripts, ESLint and e2e setup also read.
 * tooling/remotes.test.ts checks the ids against `RemoteId` and the layouts against `LayoutKind`.
 */
export const REMOTE_AREAS: readonly RemoteArea[] = remotes.map(({ id, federationName, title, prefixes, layout }) => ({
  id: id as RemoteId,
  federationName,
  title,
  prefixes,
  layout: layout as LayoutKind,
}));

/** The area owning a pathname, matching whole path segments only. */
export function findRemoteArea(pathname: string): RemoteArea | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return REMOTE_AREAS.find((area) => area.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}
