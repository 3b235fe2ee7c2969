import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { type RemoteVersion, ServedRemoteVersions } from './served-remote-versions.js';

const manifest = (remote: string, version: string) => `/_remotes/${remote}/${version}/mf-manifest.json`;
const canaryOf = (version: string) => ({ version, percent: 10, manifestUrl: manifest('services', version) });

describe('ServedRemoteVersions (a real releases file, the clock given)', () => {
  let dir: string;
  let file: string;
  let now = 0;
  const clock = () => now;

  async function writeReleases(releases: Record<string, unknown> | string): Promise<void> {
    await writeFile(`${file}.tmp`, typeof releases === 'string' ? releases : JSON.stringify(releases));
    await rename(`${file}.tmp`, file);
  }

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'served-versions-'));
    file = path.join(dir, 'remotes.json');
    now = 1_000_000;
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('without a file, serves every remote of the site from its root (unversioned) and nothing else', async () => {
    const served = new ServedRemoteVersions({ file: undefined, now: clock });
    expect(await served.isServed('services', 'unversioned')).toBe(true);
    expect(await served.isServed('services', 'abc123')).toBe(false);
    expect(await served.isServed('made-up', 'unversioned')).toBe(false);
    expect((await served.served()).map(({ remote }) => remote).sort()).toEqual(['company', 'contact', 'platform', 'services']);
  });

  it('serves the stable and canary versions the file names, and sees a change at the next check', async () => {
    await writeReleases({ services: { stable: manifest('services', 'stable1'), canary: canaryOf('canary1') } });
    const served = new ServedRemoteVersions({ file, checkIntervalMs: 1000, now: clock });
    expect(await served.isServed('services', 'stable1')).toBe(true);
    expect(await served.isServed('services', 'canary1')).toBe(true);
    expect(await served.isServed('services', 'unversioned')).toBe(false);
    expect(await served.isServed('platform', 'unversioned')).toBe(true);

    await writeReleases({ services: { stable: manifest('services', 'stable1'), canary: canaryOf('canary2') } });
    // Within the check interval the file is not looked at again.
    now += 500;
    expect(await served.isServed('services', 'canary2')).toBe(false);
    now += 600;
    expect(await served.isServed('services', 'canary2')).toBe(true);
  });

  it('keeps serving a version that left the file for the grace, then drops it and says so', async () => {
    await writeReleases({ services: { stable: manifest('services', 'old'), canary: canaryOf('new') } });
    const retired: RemoteVersion[] = [];
    const served = new ServedRemoteVersions({ file, checkIntervalMs: 0, graceMs: 60_000, now: clock });
    served.onRetired((pair) => retired.push(pair));
    expect(await served.isServed('services', 'old')).toBe(true);
    // The canary is promoted: `old` is no longer in the file.
    await writeReleases({ services: manifest('services', 'new') });
    now += 30_000;
    expect(await served.isServed('services', 'old')).toBe(true);
    expect(retired).toEqual([]);
    now += 31_000;
    expect(await served.isServed('services', 'old')).toBe(false);
    expect(retired).toEqual([{ remote: 'services', version: 'old' }]);
    expect(await served.isServed('services', 'new')).toBe(true);
  });

  it('keeps what it read when the file turns unreadable, and takes the defaults when it is gone', async () => {
    await writeReleases({ services: manifest('services', 'stable1') });
    const served = new ServedRemoteVersions({ file, checkIntervalMs: 0, now: clock });
    expect(await served.isServed('services', 'stable1')).toBe(true);
    await writeReleases('{ "services": "/_remotes/services/../../etc/passwd" }');
    now += 1;
    expect(await served.isServed('services', 'stable1')).toBe(true);
    await rm(file);
    now += 1;
    expect(await served.isServed('services', 'unversioned')).toBe(true);
  });
});
