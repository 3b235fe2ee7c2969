import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { postJson, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const LIMIT = 2;
const lead = { workEmail: 'grace@hopper.example' };

/** LIMIT POSTs from `client` (as a proxy reports it), then one more: the status of that last one. */
async function statusAfterLimit(server: TestServer, client: string): Promise<number> {
  const url = server.url(API_PATHS.evidencePackRequests);
  for (let i = 0; i < LIMIT; i += 1) await postJson(url, lead, { 'x-forwarded-for': client });
  return (await postJson(url, lead, { 'x-forwarded-for': client })).status;
}

describe('TRUST_PROXY: whose X-Forwarded-For names the client of the per-IP rate limit', () => {
  let env: TestEnvironment;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    env = await createTestEnvironment('trusted_proxy');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await env?.cleanup();
  });

  async function serverWith(trustProxy: string, queuePrefix: string): Promise<TestServer> {
    // A queue prefix per server: its own rate-limit counters.
    const server = await startTestServer(env.config({ TRUST_PROXY: trustProxy, QUEUE_PREFIX: queuePrefix, RATE_LIMIT_MAX: String(LIMIT) }));
    servers.push(server);
    await waitForRedis(server);
    return server;
  }

  it('with the proxy trusted, two clients behind it get a limit each', async () => {
    const server = await serverWith('loopback', `${env.queuePrefix}-trusted`);
    expect(await statusAfterLimit(server, '198.51.100.1')).toBe(429);
    // Another client behind the same proxy is not limited by the first one's requests.
    expect((await postJson(server.url(API_PATHS.evidencePackRequests), lead, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(202);
  });

  it('without TRUST_PROXY the header is ignored: every client of the proxy shares one limit', async () => {
    const server = await serverWith('', `${env.queuePrefix}-untrusted`);
    expect(await statusAfterLimit(server, '198.51.100.1')).toBe(429);
    // A different X-Forwarded-For does not buy a new bucket: the client is the TCP peer (the proxy).
    expect((await postJson(server.url(API_PATHS.evidencePackRequests), lead, { 'x-forwarded-for': '198.51.100.2' })).status).toBe(429);
  });
});
