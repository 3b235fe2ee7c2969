import { readFile, stat } from 'node:fs/promises';
import { Logger } from '@nestjs/common';
import { REMOTE_NAMES } from '@site/config';
import { parseRemoteReleases, type RemoteReleases, servedVersions } from '@site/composition/remote-releases';

/** How often the releases file is checked (one stat); it is read again only when it changed. */
export const RELEASES_CHECK_INTERVAL_MS = 1000;

/**
 * How long a version that left the releases file still counts as served: a visitor mid-visit keeps running the
 * build they started with (its folder stays published), and their reports still belong to it. After that its
 * reports are refused and its series dropped.
 */
export const RETIRED_VERSION_GRACE_MS = 60 * 60 * 1000;

export interface RemoteVersion {
  remote: string;
  version: string;
}

export interface ServedRemoteVersionsOptions {
  /** The gateway's live remotes config (REMOTES_CONFIG_FILE); unset: every remote from its root (`unversioned`). */
  file: string | undefined;
  checkIntervalMs?: number;
  graceMs?: number;
  now?: () => number;
}

const keyOf = ({ remote, version }: RemoteVersion): string => `${remote}\u0000${version}`;

/**
 * The remote versions the site serves, as the gateway sees them: read from the same releases file the gateway
 * serves from (written atomically by deploy-remote.mjs), checked at most once a second. Reading the file rather
 * than asking the gateway keeps the API free of a network path to the gateway and of an endpoint that would publish
 * every canary; a file that is missing means the defaults (as for the gateway), a broken one keeps what was read
 * before. A version that leaves the file is still served for RETIRED_VERSION_GRACE_MS, then `onRetired` hears of it.
 */
export class ServedRemoteVersions {
  private readonly logger = new Logger(ServedRemoteVersions.name);
  private readonly checkIntervalMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;
  /** The file's current versions (remote -> versions). */
  private current: Map<string, string[]> = servedVersions({}, REMOTE_NAMES);
  /** Every version served now or within the grace, with the last time it was in the file. */
  private readonly lastServed = new Map<string, { pair: RemoteVersion; at: number }>();
  private fileSignature = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;
  private readonly retiredListeners: Array<(pair: RemoteVersion) => void> = [];

  constructor(private readonly options: ServedRemoteVersionsOptions) {
    this.checkIntervalMs = options.checkIntervalMs ?? RELEASES_CHECK_INTERVAL_MS;
    this.graceMs = options.graceMs ?? RETIRED_VERSION_GRACE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Called with each version whose grace ended (its metrics series can go). */
  onRetired(listener: (pair: RemoteVersion) => void): void {
    this.retiredListeners.push(listener);
  }

  /** Whether browsers may report about `version` of `remote`: a remote of the site, a version served now or lately. */
  async isServed(remote: string, version: string): Promise<boolean> {
    await this.refresh();
    return this.lastServed.has(keyOf({ remote, version }));
  }

  /** Every version served now or within the grace. */
  async served(): Promise<RemoteVersion[]> {
    await this.refresh();
    return [...this.lastServed.values()].map(({ pair }) => pair);
  }

  private async refresh(): Promise<void> {
    if (this.now() - this.checkedAt < this.checkIntervalMs) return;
    this.checking ??= this.check().finally(() => {
      this.checking = undefined;
    });
    await this.checking;
  }

  private async check(): Promise<void> {
    const releases = await this.readReleases();
    if (releases) this.current = servedVersions(releases, REMOTE_NAMES);
    const now = this.now();
    this.checkedAt = now;
    for (const [remote, versions] of this.current) {
      for (const version of versions) this.lastServed.set(keyOf({ remote, version }), { pair: { remote, version }, at: now });
    }
    for (const [key, { pair, at }] of this.lastServed) {
      if (now - at <= this.graceMs) continue;
      this.lastServed.delete(key);
      for (const listener of this.retiredListeners) listener(pair);
    }
  }

  /** The file's releases when it changed since the last read ({} when it is missing); undefined: nothing new. */
  private async readReleases(): Promise<RemoteReleases | undefined> {
    const { file } = this.options;
    if (!file) return undefined;
    try {
      const { mtimeMs, size, ino } = await stat(file);
      const signature = `${mtimeMs}/${size}/${ino}`;
      if (signature === this.fileSignature) return undefined;
      // Recorded before parsing: a broken file is reported once, not at every check.
      this.fileSignature = signature;
      return parseRemoteReleases(JSON.parse(await readFile(file, 'utf8')), REMOTE_NAMES, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        this.fileSignature = '';
        return {};
      }
      this.logger.warn(`${file} could not be read; the remote versions read before stay: ${(error as Error).message}`);
      return undefined;
    }
  }
}
