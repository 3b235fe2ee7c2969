import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { apiConfig } from '@site/config';
import { MetricsService } from '../metrics/metrics.service.js';
import { deleteRedisKeys } from '../test-support/test-environment.js';
import { ClientEventMetrics } from './client-event-metrics.js';
import { DistinctClients } from './distinct-clients.js';
import { ServedRemoteVersions } from './served-remote-versions.js';

const manifest = (version: string) => `/_remotes/services/${version}/mf-manifest.json`;

describe('ClientEventMetrics (real registry, Redis and releases file; the clock given)', () => {
  const config = { ...apiConfig(process.env), queuePrefix: `test-client-event-metrics-${process.pid}` };
  let redis: Redis;
  let dir: string;
  let file: string;

  async function writeReleases(releases: Record<string, unknown>): Promise<void> {
    await writeFile(`${file}.tmp`, JSON.stringify(releases));
    await rename(`${file}.tmp`, file);
  }

  beforeAll(async () => {
    redis = new Redis(config.redisUrl);
    dir = await mkdtemp(path.join(os.tmpdir(), 'client-event-metrics-'));
    file = path.join(dir, 'remotes.json');
  });

  afterAll(async () => {
    redis.disconnect();
    await deleteRedisKeys(config.redisUrl, `${config.queuePrefix}:*`);
    await rm(dir, { recursive: true, force: true });
  });

  it("drops a version's series once it is no longer served, and keeps the served ones", async () => {
    let now = 0;
    await writeReleases({ services: { stable: manifest('old1'), canary: { version: 'new1', percent: 10, manifestUrl: manifest('new1') } } });
    const registry = new MetricsService();
    const served = new ServedRemoteVersions({ file, checkIntervalMs: 0, graceMs: 1000, now: () => now });
    const metrics = new ClientEventMetrics(registry, served, new DistinctClients(redis, config));
    const clients = new DistinctClients(redis, config);
    for (const version of ['old1', 'new1']) {
      expect(await served.isServed('services', version)).toBe(true);
      const event = { kind: 'render-error', remote: 'services', version, route: '/services' } as const;
      metrics.record(event);
      metrics.record({ ...event, kind: 'view' });
      await clients.add(event, '198.51.100.1');
    }
    let text = await registry.render();
    expect(text).toContain('remote_client_errors_total{remote="services",version="old1",kind="render-error"} 1');
    expect(text).toContain('remote_client_error_clients{remote="services",version="old1"} 1');

    // new1 is promoted; old1 stays served for the grace, then its series go.
    await writeReleases({ services: manifest('new1') });
    now += 500;
    expect(await served.isServed('services', 'old1')).toBe(true);
    now += 1000;
    expect(await served.isServed('services', 'old1')).toBe(false);
    text = await registry.render();
    expect(text).not.toContain('version="old1"');
    expect(text).toContain('remote_client_errors_total{remote="services",version="new1",kind="render-error"} 1');
    expect(text).toContain('remote_page_views_total{remote="services",version="new1"} 1');
    expect(text).toContain('remote_client_error_clients{remote="services",version="new1"} 1');
  });
});
