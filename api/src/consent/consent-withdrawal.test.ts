import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { messageHeaders, type ReceivedMessage, SmtpTestServer, waitFor } from '@site/harness';
import type { WorkerProcess } from '@site/worker/test-support';
import { request, startTestServer, type TestServer, waitForDatabase } from '../test-support/http.js';
import { startLeadWorker } from '../test-support/lead-worker.js';
import { leadRowsOf, postLeadAs } from '../test-support/person-leads.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const SALES = 'sales@surface-harvester.test';
const PERSON = 'withdraw.me@acme-consent.com';

let env: TestEnvironment;
let server: TestServer;
let worker: WorkerProcess;
const smtp = new SmtpTestServer();
let clients = 0;

const postLead = (path: string, body: Record<string, string>) => postLeadAs(server, `203.0.113.${++clients}`, path, body);

/** The acknowledgement sent to `address` once it arrived at the SMTP catcher. */
function acknowledgementTo(address: string): Promise<ReceivedMessage> {
  return waitFor(() => smtp.messages.find((message) => message.rcptTo.includes(address)), `the acknowledgement to ${address}`);
}

const rowsOf = (address: string) => leadRowsOf(env, address);

/** The path of the one-click link a message's List-Unsubscribe header names (`<https://…>`). */
function oneClickPath(message: ReceivedMessage): string {
  const header = new Map(messageHeaders(message.raw)).get('list-unsubscribe') ?? '';
  const url = /<(https?:\/\/[^>]+)>/.exec(header)?.[1];
  if (!url) throw new Error(`no https link in List-Unsubscribe: ${header}`);
  return new URL(url).pathname;
}

/** A mail client's RFC 8058 one-click POST: `List-Unsubscribe=One-Click` as multipart/form-data. */
function oneClick(path: string) {
  const body = new FormData();
  body.set('List-Unsubscribe', 'One-Click');
  return request<string>(server.url(path), { method: 'POST', body });
}

beforeAll(async () => {
  env = await createTestEnvironment('consent');
  await smtp.start();
  worker = await startLeadWorker(env, smtp.url, SALES);
  server = await startTestServer(env.config());
  await waitForDatabase(server);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await worker?.dispose();
  await smtp.stop();
  await env?.cleanup();
});

describe('consent withdrawal link', () => {
  it('the acknowledgement carries RFC 8058 headers and the same signed link in its body', async () => {
    await postLead(API_PATHS.evidencePackRequests, { workEmail: 'headers@acme-consent.com' });
    const message = await acknowledgementTo('headers@acme-consent.com');
    const path = oneClickPath(message);
    expect(path).toMatch(/^\/api\/consent-withdrawals\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Map(messageHeaders(message.raw)).get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(message.parsed.text).toContain(path);
    expect(message.parsed.html).toContain(`href="http://localhost:8080${path}"`);
  });

  it('one click withdraws and erases every lead of the address; a repeated click says already withdrawn; GET only asks', async () => {
    await postLead(API_PATHS.demoRequests, { workEmail: 'Withdraw.Me@acme-consent.com', fullName: 'Wil Draw', company: 'Acme Consent', role: 'cto' });
    const message = await acknowledgementTo('Withdraw.Me@acme-consent.com');
    // A second lead of the same person, acknowledged too (the policy's marketing data is all of it).
    await postLead(API_PATHS.evidencePackRequests, { workEmail: PERSON });
    await waitFor(async () => (await rowsOf(PERSON)) === 2, 'both leads stored');
    const path = oneClickPath(message);

    // Opening the link (a person, or a mail scanner prefetching it) withdraws nothing: a page with one button.
    const page = await request<string>(server.url(path));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain('Withdraw your consent?');
    expect(page.body).toContain(`<form action="${path}" method="post">`);
    expect(await rowsOf(PERSON)).toBe(2);

    const first = await oneClick(path);
    expect(first.status).toBe(200);
    expect(first.body).toContain('Consent withdrawn');
    expect(await rowsOf(PERSON)).toBe(0);
    const [audit] = await env.query<{ actor: string; counts: Record<string, number> }>(
      "SELECT actor, counts FROM privacy_audit_log WHERE action = 'withdrawal'",
    );
    expect(audit).toMatchObject({ actor: 'withdrawal link', counts: { 'demo-request': 1, 'evidence-pack-request': 1 } });
    // Follow-ups to the address stop: at least the two leads' delayed escalations and final alerts went with them.
    expect(audit!.counts.removedJobs).toBeGreaterThanOrEqual(4);

    const again = await oneClick(path);
    expect(again.status).toBe(200);
    expect(again.body).toContain('Already withdrawn');
    // The page's own button posts url-encoded: the same answer.
    const button = await request<string>(server.url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(button.body).toContain('Already withdrawn');
  });

  it('a tampered or cut-off link answers a clear 400 page and changes nothing', async () => {
    await postLead(API_PATHS.evidencePackRequests, { workEmail: 'tamper@acme-consent.com' });
    const path = oneClickPath(await acknowledgementTo('tamper@acme-consent.com'));
    const [header, payload, signature] = path.split('/').at(-1)!.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '11111111-1111-4111-8111-111111111111' })).toString('base64url')}.${signature}`;
    for (const bad of [`/api/consent-withdrawals/${forged}`, path.slice(0, -3)]) {
      for (const method of ['GET', 'POST']) {
        const answer = await request<string>(server.url(bad), { method });
        expect(answer.status).toBe(400);
        expect(answer.headers.get('content-type')).toContain('text/html');
        expect(answer.body).toContain('This link is not valid');
      }
    }
    expect(await rowsOf('tamper@acme-consent.com')).toBe(1);
  });

  it('a multipart body anywhere else is still refused with 415', async () => {
    const body = new FormData();
    body.set('workEmail', 'someone@acme-consent.com');
    const answer = await request(server.url(API_PATHS.evidencePackRequests), { method: 'POST', body });
    expect(answer.status).toBe(415);
  });
});
