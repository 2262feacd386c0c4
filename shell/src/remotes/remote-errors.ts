import type { RemoteArea } from '@fwd/shared-contracts';

/** A remote's code could not be fetched (its server is down or the network is gone). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: RemoteArea,
    override readonly cause?: unknown,
  ) {
    super(`${area.title} could not be loaded. The rest of the app still works; try again in a moment.`);
    this.name = 'RemoteUnavailableError';
  }
}
