import { CONTRACT_VERSION, type RemoteApp, type RemoteId } from './remote-app';

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
  if (candidate.id !== remoteId || !Array.isArray(candidate.routes) || !Array.isArray(candidate.nav)) {
    throw new ContractMismatchError(remoteId, `${String(candidate.contractVersion)} (malformed)`);
  }
  return candidate as RemoteApp;
}
