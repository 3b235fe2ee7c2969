/**
 * What the runtime's errorLoadRemote hook hands back instead of a remote module, so the area's error boundary
 * can show the friendly fallback (and not a blank page) when a remote's server is down or its manifest broken.
 */
export interface RemoteUnavailableModule {
  remoteUnavailable: true;
  id: string;
  reason: string;
}

export function isRemoteUnavailable(value: unknown): value is RemoteUnavailableModule {
  return typeof value === 'object' && value !== null && (value as { remoteUnavailable?: unknown }).remoteUnavailable === true;
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteName: string,
    reason: string,
  ) {
    super(`Remote "${remoteName}" could not be loaded: ${reason}`);
    this.name = 'RemoteUnavailableError';
  }
}
