import { CONTRACT_VERSION, type RemoteApp, type RemoteId } from './remote-app';
import { findRemoteArea } from './remote-areas';

export class ContractMismatchError extends Error {
  constructor(
    readonly remoteId: RemoteId,
    readonly found: unknown,
  ) {
    super(
      `The ${remoteId} module speaks contract version ${String(found)}, but this app needs version ${CONTRACT_VERSION}. ` +
        'One of them was deployed without the other; reload later or ask an operator to redeploy.',
    );
    this.name = 'ContractMismatchError';
  }
}

/** Validates what a remote's `./app` module exported before the shell mounts it. */
export function checkRemoteApp(remoteId: RemoteId, exported: unknown): RemoteApp {
  const app = (exported as { default?: unknown } | null)?.default ?? exported;
  if (!app || typeof app !== 'object') throw new ContractMismatchError(remoteId, 'none');
  const candidate = app as Partial<RemoteApp>;
  if (candidate.contractVersion !== CONTRACT_VERSION) {
    throw new ContractMismatchError(remoteId, candidate.contractVersion);
  }
  if (
    candidate.id !== remoteId ||
    !Array.isArray(candidate.routes) ||
    !Array.isArray(candidate.nav) ||
    !candidate.i18n
  ) {
    throw new ContractMismatchError(remoteId, `${String(candidate.contractVersion)} (malformed)`);
  }
  return candidate as RemoteApp;
}

/**
 * Problems with a remote's routes: a path outside the area the design gives it, a route without
 * a guard decision, or a back-office route open to any staff role by accident.
 */
export function routeProblems(app: RemoteApp): string[] {
  const problems: string[] = [];
  for (const route of app.routes) {
    const path = route.path ?? '';
    const owner = findRemoteArea(`/${path}`);
    if (owner?.id !== app.id) problems.push(`${path}: belongs to ${owner?.id ?? 'the shell'}, not ${app.id}`);
    if (!route.handle || !('guard' in route.handle)) problems.push(`${path}: declares no guard`);
    if (!route.handle?.title) problems.push(`${path}: has no title`);
    if (route.handle?.guard === 'admin' && !route.handle.roles?.length)
      problems.push(`${path}: admin route without roles`);
    if (path.split('/').some((segment) => segment === 'components' || segment === 'hooks')) {
      problems.push(`${path}: component folders are never routes`);
    }
  }
  return problems;
}
