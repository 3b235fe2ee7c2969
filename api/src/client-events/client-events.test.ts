import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLIENT_EVENTS_PATH } from '@site/contracts';
import { waitFor } from '@site/harness';
import type { ErrorBody } from '../errors/error-body.js';
import { postJson, request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { CLIENT_EVENTS_RATE_LIMIT } from './client-events-rate-limit.js';

let env: TestEnvironment;
let server: TestServer;
let releasesDir: string;
let releasesFile: string;

const STABLE = '0217886eca32';
const CANARY = '9c4e11aa0b7d';
const manifest = (remote: string, version: string) => `/_remotes/${remote}/${version}/mf-manifest.json`;

/** Writes the gateway's live remotes file as deploy-remote.mjs does (atomically). */
async function writeReleases(releases: Record<string, unknown>): Promise<void> {
  const temporary = `${releasesFile}.tmp`;
  await writeFile(temporary, JSON.stringify(releases));
  await rename(temporary, releasesFile);
}

beforeAll(async () => {
  env = await createTestEnvironment('client_events');
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'client-events-'));
  releasesFile = path.join(releasesDir, 'remotes.json');
  // services: a stable version and a canary; company and contact: one version each; platform: served from its root.
  await writeReleases({
    services: { stable: manifest('services', STABLE), canary: { version: CANARY, percent: 10, manifestUrl: manifest('services', CANARY) } },
    company: manifest('company', 'limit-test'),
    contact: manifest('contact', 'clients-test'),
  });
  server = await startTestServer(env.config({ REMOTES_CONFIG_FILE: releasesFile }));
  // Until the shared client is connected the limiter lets requests through (skipOnError).
  await waitForRedis(server);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
  if (releasesDir) await rm(releasesDir, { recursive: true, force: true });
});

const report = { kind: 'render-error', remote: 'services', version: STABLE, route: '/services/process', message: 'boom' };

/** Each test its own client (X-Forwarded-For is trusted from loopback), so the rate limit buckets stay apart. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function sample(series: string): Promise<number> {
  const text = (await request<string>(server.url('/api/metrics'))).body;
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

describe('POST /api/client-events', () => {
  it.each([
    ['an empty body', {}],
    ['an unknown kind', { ...report, kind: 'crash' }],
    ['a route with a query string', { ...report, route: '/contact?email=ada@example.com' }],
    ['a message over 300 characters', { ...report, message: 'x'.repeat(301) }],
    ['an unknown field', { ...report, email: 'ada@example.com' }],
    ['a version that is no folder name', { ...report, version: '../../etc' }],
  ])('answers 400 JSON to %s and counts nothing', async (_name, body) => {
    const answer = await postJson<ErrorBody>(server.url(CLIENT_EVENTS_PATH), body, from('198.51.100.1'));
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(await sample(`remote_client_errors_total{remote="services",version="${STABLE}",kind="render-error"}`)).toBe(0);
  });

  it('answers 400 JSON to a body that is not JSON', async () => {
    const answer = await request<ErrorBody>(server.url(CLIENT_EVENTS_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...from('198.51.100.1') },
      body: '{"kind":',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ statusCode: 400 });
  });

  it('counts good reports per remote, version and kind, and views per remote version', async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    for (const body of [report, report, { ...report, kind: 'load-failure', message: undefined }, { ...report, kind: 'view', version: CANARY }]) {
      const answer = await postJson(url, body, from('198.51.100.2'));
      expect(answer.status).toBe(204);
    }
    expect(await sample(`remote_client_errors_total{remote="services",version="${STABLE}",kind="render-error"}`)).toBe(2);
    expect(await sample(`remote_client_errors_total{remote="services",version="${STABLE}",kind="load-failure"}`)).toBe(1);
    expect(await sample(`remote_page_views_total{remote="services",version="${CANARY}"}`)).toBe(1);
    // A remote the file does not name is served from its root: `unversioned`.
    expect((await postJson(url, { ...report, remote: 'platform', version: 'unversioned', route: '/' }, from('198.51.100.2'))).status).toBe(204);
  });

  it.each([
    ['a remote the site does not have', { ...report, remote: 'made-up' }, 'unknown-remote'],
    ['a version the site does not serve', { ...report, version: 'deadbeef0001' }, 'unserved-version'],
    ['unversioned, for a remote the file gives a version', { ...report, version: 'unversioned' }, 'unserved-version'],
  ])('answers 422 JSON to a report naming %s, and counts it only as refused', async (_name, body, reason) => {
    const refusedBefore = await sample(`remote_client_events_refused_total{reason="${reason}"}`);
    const answer = await postJson<ErrorBody>(server.url(CLIENT_EVENTS_PATH), body, from('198.51.100.5'));
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.body).toMatchObject({ statusCode: 422, error: 'Unprocessable Entity' });
    expect(answer.body.message).toContain(reason === 'unknown-remote' ? body.remote : body.version);
    const metrics = (await request<string>(server.url('/api/metrics'))).body;
    expect(metrics).not.toContain(`remote="${body.remote}",version="${body.version}"`);
    expect(await sample(`remote_client_events_refused_total{reason="${reason}"}`)).toBe(refusedBefore + 1);
  });

  it('made-up versions cannot crowd a new canary out of its own labels: it is counted as itself once deployed', async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    // More made-up remote/version pairs than any label budget, from many clients (each within its rate limit).
    for (let i = 0; i < 150; i += 1) {
      const answer = await postJson(url, { ...report, version: `made-up-${i}` }, from(`192.0.2.${Math.floor(i / 50) + 1}`));
      expect(answer.status).toBe(422);
    }
    const metrics = (await request<string>(server.url('/api/metrics'))).body;
    expect(metrics).not.toMatch(/version="made-up-|remote="other"|version="other"/);

    // A new canary goes live: once the API has read the file again, its reports count under its own version.
    const canary = 'a1b2c3d4e5f6';
    await writeReleases({
      services: { stable: manifest('services', STABLE), canary: { version: canary, percent: 10, manifestUrl: manifest('services', canary) } },
      company: manifest('company', 'limit-test'),
      contact: manifest('contact', 'clients-test'),
    });
    await waitFor(async () => (await postJson(url, { ...report, version: canary }, from('198.51.100.6'))).status === 204, 'the new canary accepted');
    expect(await sample(`remote_client_errors_total{remote="services",version="${canary}",kind="render-error"}`)).toBe(1);
    // The canary it replaced is still served for a while (visitors mid-visit keep its code).
    expect((await postJson(url, { ...report, version: CANARY }, from('198.51.100.6'))).status).toBe(204);
  });

  it('counts the distinct clients behind the reports of a version: one address (an IPv6 /64) is one client', async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    const errorClients = `remote_client_error_clients{remote="contact",version="clients-test"}`;
    const viewClients = `remote_page_view_clients{remote="contact",version="clients-test"}`;
    const errorsBefore = await sample(errorClients);
    const viewsBefore = await sample(viewClients);
    const error = { ...report, remote: 'contact', version: 'clients-test', route: '/contact' };
    // Ten reports from one client, one from another, and three from addresses of one IPv6 /64: three clients.
    for (let i = 0; i < 10; i += 1) expect((await postJson(url, error, from('203.0.113.50'))).status).toBe(204);
    expect((await postJson(url, { ...error, kind: 'uncaught-error' }, from('203.0.113.51'))).status).toBe(204);
    for (const address of ['2001:db8:77:1::1', '2001:db8:77:1::2', '2001:db8:77:1:ffff::9']) {
      expect((await postJson(url, { ...error, kind: 'load-failure' }, from(address))).status).toBe(204);
    }
    for (const address of ['203.0.113.50', '203.0.113.52']) expect((await postJson(url, { ...error, kind: 'view' }, from(address))).status).toBe(204);
    expect(await sample(errorClients)).toBe(errorsBefore + 3);
    expect(await sample(viewClients)).toBe(viewsBefore + 2);
  });

  it(`answers 429 JSON with Retry-After past ${CLIENT_EVENTS_RATE_LIMIT.max} reports a minute from one client`, async () => {
    const url = server.url(CLIENT_EVENTS_PATH);
    const view = { ...report, kind: 'view', remote: 'company', version: 'limit-test' };
    for (let i = 0; i < CLIENT_EVENTS_RATE_LIMIT.max; i += 1) {
      expect((await postJson(url, view, from('198.51.100.3'))).status).toBe(204);
    }
    const limited = await postJson<ErrorBody>(url, view, from('198.51.100.3'));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(await sample('remote_page_views_total{remote="company",version="limit-test"}')).toBe(CLIENT_EVENTS_RATE_LIMIT.max);
    // Another client is not limited by that one.
    expect((await postJson(url, view, from('198.51.100.4'))).status).toBe(204);
  });
});
