import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { request, startTestServer, type TestServer } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const CLAIM_TOKEN_SECRET = 'operational-endpoints-test-claim-secret-0123456789';
const STAFF_SESSION_SECRET = 'operational-endpoints-test-staff-session-0123456789';
const METRICS_TOKEN = 'operational-endpoints-test-metrics-token-0123456789';
/** An API that listens beyond loopback, as in a container or a pod (the test server itself stays on 127.0.0.1). */
const DEPLOYED = { API_HOST: '0.0.0.0', CLAIM_TOKEN_SECRET, STAFF_SESSION_SECRET };

let env: TestEnvironment;
let server: TestServer | undefined;

beforeAll(async () => {
  env = await createTestEnvironment('operational_endpoints');
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('operational endpoints of an API reachable from the network', () => {
  it('hide /api/metrics and /api/docs unless configured', async () => {
    server = await startTestServer(env.config(DEPLOYED));

    const metrics = await request(server.url('/api/metrics'));
    const docs = await request(server.url('/api/docs'));

    expect(metrics.status).toBe(404);
    expect(metrics.body).toMatchObject({ statusCode: 404 });
    expect(docs.status).toBe(404);
    expect((await request(server.url('/api/health'))).status).not.toBe(404);
  });

  it('serve the docs with API_DOCS=true, and the metrics to the holder of METRICS_TOKEN only', async () => {
    server = await startTestServer(env.config({ ...DEPLOYED, API_DOCS: 'true', METRICS_TOKEN }));

    const anonymous = await request(server.url('/api/metrics'));
    const wrong = await request(server.url('/api/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    const scraper = await request<string>(server.url('/api/metrics'), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.body).toMatchObject({ statusCode: 401 });
    expect(wrong.status).toBe(401);
    expect(scraper.status).toBe(200);
    expect(scraper.body).toContain('# TYPE http_requests_total ');
    expect((await request(server.url('/api/docs'))).status).toBe(200);
  });

  it('ask for the token on a loopback API too once one is set', async () => {
    server = await startTestServer(env.config({ METRICS_TOKEN }));

    expect((await request(server.url('/api/metrics'))).status).toBe(401);
  });
});
