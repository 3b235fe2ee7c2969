import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CLAIM_PATH, signClaimToken } from '@site/lead-claims';
import { apiConfig } from '@site/config';
import type { ErrorBody } from '../errors/error-body.js';
import { postForm, request, startTestServer, type TestServer } from '../test-support/http.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-available.guard.js';

const SECRET = 'unavailable-test-secret-of-at-least-32-characters';
const UNAVAILABLE: ErrorBody = { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE };

let server: TestServer;

beforeAll(async () => {
  // PostgreSQL on a port nothing listens on (port 1 is tcpmux, never served locally): the API boots and keeps
  // trying to open its database in the background, so the data source is never initialised during this test.
  const databaseUrl = Object.assign(new URL(apiConfig(process.env).databaseUrl), { port: '1' }).toString();
  server = await startTestServer(
    apiConfig({
      ...process.env,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      API_PORT: '0',
      DATABASE_URL: databaseUrl,
      CLAIM_TOKEN_SECRET: SECRET,
    }),
  );
});

afterAll(async () => {
  await server?.close();
});

describe('routes that need the database, before it is open', () => {
  it('answer a claim link (GET and POST) with 503 JSON instead of a 500', async () => {
    const token = await signClaimToken({ leadId: randomUUID(), kind: 'contact-submission', expiresAt: new Date(Date.now() + 3_600_000) }, SECRET);
    const path = `${CLAIM_PATH}/${encodeURIComponent(token)}`;
    const page = await request<ErrorBody>(server.url(path));
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    expect(page.body).toEqual(UNAVAILABLE);
    const claim = await postForm<ErrorBody>(server.url(path), { claimer: 'ana@surface-harvester.test' });
    expect(claim.status).toBe(503);
    expect(claim.body).toEqual(UNAVAILABLE);
  });

  it('answer the admin list with the same 503, before looking at the token', async () => {
    const list = await request<ErrorBody>(server.url('/api/contact-submissions'), {
      headers: { authorization: 'Bearer sh_staff_not-a-token' },
    });
    expect(list.status).toBe(503);
    expect(list.body).toEqual(UNAVAILABLE);
  });
});
