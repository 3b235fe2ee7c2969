import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { DatabaseConnector } from '../database/database-connector.js';
import { postJson, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('metrics');
  server = await startTestServer(env.config());
  await waitForRedis(server);
  await server.app.get(DatabaseConnector).whenReady();
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

/** The value of one sample line (`name{labels} value`) of the Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /api/metrics', () => {
  it('exposes request, lead, queue and notification metrics in the Prometheus text format', async () => {
    expect(
      (await postJson(server.url(API_PATHS.demoRequests), { workEmail: 'grace@navy.example', fullName: 'G', company: 'N', role: 'cto' })).status,
    ).toBe(202);
    expect((await postJson(server.url(API_PATHS.demoRequests), {})).status).toBe(400);

    const answer = await request<string>(server.url('/api/metrics'));

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = answer.body;
    for (const name of [
      'http_requests_total',
      'leads_accepted_total',
      'leads_queue_depth',
      'leads_failed_jobs',
      'leads_oldest_unnotified_age_seconds',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(sample(text, 'leads_accepted_total{kind="demo-request"}')).toBe(1);
    expect(sample(text, 'leads_accepted_total{kind="contact-submission"}')).toBe(0);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/demo-requests",status="202"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/api/demo-requests",status="400"}')).toBe(1);
    expect(sample(text, 'leads_queue_depth{state="waiting"}')).toBe(1);
    expect(sample(text, 'leads_failed_jobs')).toBe(0);
    expect(sample(text, 'leads_oldest_unnotified_age_seconds')).toBe(0);
  });

  it('reports the age of the oldest unflagged lead not yet e-mailed', async () => {
    const insert = (table: string, column: string, minutesAgo: number, flagged: boolean, notified: boolean) =>
      env.query(
        `INSERT INTO ${table} (id, work_email, ${column}, consent_accepted_at, consent_policy_version, verdict, notified_at)
         VALUES ($1, 'x@acme.example', now() - make_interval(mins => $2), now(), '2025-01-01', $3, CASE WHEN $4 THEN now() END)`,
        [randomUUID(), minutesAgo, flagged ? 'spam' : 'ok', notified],
      );
    await insert('evidence_pack_requests', 'requested_at', 10, false, false);
    await insert('evidence_pack_requests', 'requested_at', 60, true, false);
    await insert('evidence_pack_requests', 'requested_at', 90, false, true);

    const text = (await request<string>(server.url('/api/metrics'))).body;

    const age = sample(text, 'leads_oldest_unnotified_age_seconds') ?? 0;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(900);
  });
});
