import { i18n, type RemoteArea } from '@fwd/shared-contracts';

/** An area's name in the user's language (`shell:areas.*`; tooling/remotes.json holds the English one). */
export function remoteAreaTitle(area: Pick<RemoteArea, 'id' | 'title'>): string {
  return i18n.t(`shell:areas.${area.id}`, { defaultValue: area.title });
}

/** The message of a `RemoteUnavailableError`, in the current language. */
export function remoteUnavailableMessage(area: Pick<RemoteArea, 'id' | 'title'>): string {
  return i18n.t('shell:remote.unavailable', { title: remoteAreaTitle(area) });
}

/** A remote's code could not be fetched (its server is down or the network is gone). */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly area: RemoteArea,
    override readonly cause?: unknown,
  ) {
    super(remoteUnavailableMessage(area));
    this.name = 'RemoteUnavailableError';
  }
}

/** A remote whose URL is on an origin the runtime config does not allow: never loaded. */
export class RemoteOriginError extends Error {
  constructor(
    readonly area: RemoteArea,
    readonly url: string,
  ) {
    super(i18n.t('shell:release.originRefused', { title: remoteAreaTitle(area), url }));
    this.name = 'RemoteOriginError';
  }
}
