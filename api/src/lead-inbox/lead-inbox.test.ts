import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LEAD_INBOX_PATHS } from '@site/contracts';
import { waitFor } from '@site/harness';
import { DataSource } from 'typeorm';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../auth/api-token.guard.js';
import type { ErrorBody } from '../errors/error-body.js';
import { request, startTestServer, type TestServer } from '../test-support/http.js';
import { createApiToken, createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const USERNAME = 'inbox-staff';
const PASSWORD = 'inbox password 1234';
/** The staff API token's header (set once the user exists). */
const AUTH = { authorization: '' };
/** Leads of the streaming test, beside the few named ones. */
const BULK = 10_000;

/** JSON of the list as the API answers it (dates as ISO text). */
interface ListAnswer {
  items: Array<{ kind: string; id: string; receivedAt: string; company: string | null; fullName: string | null }>;
  nextCursor: string | null;
}

let env: TestEnvironment;
let server: TestServer;
const named: Record<string, string> = {};

async function contact(fields: { fullName: string; company: string; minutesAgo: number; claimedBy?: string }): Promise<string> {
  const id = randomUUID();
  await env.query(
    `INSERT INTO contact_submissions (id, work_email, full_name, company, role, message, submitted_at, consent_accepted_at,
       consent_policy_version, notified_at, notification_message_id, claimed_at, claimed_by)
     VALUES ($1, $2, $3, $4, 'ciso', 'hi', now() - make_interval(mins => $5), now(), '2025-01-01',
       now() - make_interval(mins => $5 - 1), $6, CASE WHEN $7::text IS NULL THEN NULL ELSE now() END, $7)`,
    [id, `p.${id.slice(0, 8)}@example.com`, fields.fullName, fields.company, fields.minutesAgo, `<${id}@leads.example>`, fields.claimedBy ?? null],
  );
  return id;
}

beforeAll(async () => {
  env = await createTestEnvironment('lead_inbox');
  await createStaffUser(env, USERNAME, PASSWORD);
  AUTH.authorization = `Bearer ${await createApiToken(env, USERNAME)}`;
  named.quoted = await contact({ fullName: 'Quote "Q" Person', company: 'Comma, Inc.\nSecond line', minutesAgo: 1 });
  const formulas = ['=1+1', '+x', '-x', '@x', '\tx', '\rx'];
  for (const [index, text] of formulas.entries()) {
    named[`formula${index}`] = await contact({ fullName: text, company: `Formula ${index}`, minutesAgo: 2 + index });
  }
  named.claimed = await contact({ fullName: 'Claimed One', company: 'Claimed Co', minutesAgo: 30, claimedBy: 'sam@sales.example' });
  // The bulk of the export: older than every named lead.
  await env.query(
    `INSERT INTO demo_requests (id, work_email, full_name, company, role, requested_at, consent_accepted_at, consent_policy_version)
     SELECT gen_random_uuid(), 'bulk' || n || '@example.com', 'Bulk ' || n, 'Bulk Co ' || n, 'cto',
            now() - interval '1 day' - make_interval(secs => n), now(), '2025-01-01'
       FROM generate_series(1, $1::int) AS n`,
    [BULK],
  );
  server = await startTestServer(env.config());
  const database = server.app.get(DataSource);
  await waitFor(() => database.isInitialized, "the API's database connection", 60_000);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('staff inbox endpoints: authentication and validation', () => {
  it('answer 401 JSON without a staff API token, with a wrong one, and with the password', async () => {
    for (const path of [LEAD_INBOX_PATHS.list, LEAD_INBOX_PATHS.csv, LEAD_INBOX_PATHS.lead('contact-submission', named.quoted ?? '')]) {
      const answer = await request<ErrorBody>(server.url(path));
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ statusCode: 401, message: AUTHENTICATION_REQUIRED_MESSAGE });
      expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="leads"');
      for (const authorization of [
        `${AUTH.authorization}x`,
        `Bearer ${PASSWORD}`,
        `Basic ${Buffer.from(`${USERNAME}:${PASSWORD}`).toString('base64')}`,
      ]) {
        const wrong = await request<ErrorBody>(server.url(path), { headers: { authorization } });
        expect({ authorization, status: wrong.status }).toEqual({ authorization, status: 401 });
        expect(wrong.body).toMatchObject({ statusCode: 401, message: AUTHENTICATION_REQUIRED_MESSAGE });
      }
    }
  });

  it('answer 400 naming the field of a bad filter, cursor or limit', async () => {
    const cases: Array<[string, string]> = [
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['kind=lead', 'kind'],
      ['overdue=6h', 'overdue'],
      ['from=yesterday', 'from'],
      ['unclaimed=maybe', 'unclaimed'],
      ['cursor=not-a-cursor', 'cursor'],
    ];
    for (const [query, field] of cases) {
      const answer = await request<ErrorBody>(`${server.url(LEAD_INBOX_PATHS.list)}?${query}`, { headers: AUTH });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Validation failed');
      expect(answer.body.issues?.[0]?.field.split('.')[0]).toBe(field);
    }
    const csv = await request<ErrorBody>(`${server.url(LEAD_INBOX_PATHS.csv)}?to=2026-13-45`, { headers: AUTH });
    expect(csv.status).toBe(400);
    expect(csv.body.issues?.[0]?.field).toBe('to');
  });
});

describe('GET /api/leads and /api/leads/:kind/:id', () => {
  it('lists newest first in keyset pages that follow nextCursor, with the filters', async () => {
    const first = await request<ListAnswer>(`${server.url(LEAD_INBOX_PATHS.list)}?limit=3&kind=contact-submission`, { headers: AUTH });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.items.map((item) => item.id)).toEqual([named.quoted, named.formula0, named.formula1]);
    const cursor = first.body.nextCursor ?? '';
    const second = await request<ListAnswer>(`${server.url(LEAD_INBOX_PATHS.list)}?limit=3&kind=contact-submission&cursor=${cursor}`, {
      headers: AUTH,
    });
    expect(second.body.items.map((item) => item.id)).toEqual([named.formula2, named.formula3, named.formula4]);

    const unclaimed = await request<ListAnswer>(`${server.url(LEAD_INBOX_PATHS.list)}?kind=contact-submission&unclaimed=true&limit=200`, {
      headers: AUTH,
    });
    expect(unclaimed.body.items).toHaveLength(7);
    expect(unclaimed.body.nextCursor).toBeNull();
    const search = await request<ListAnswer>(`${server.url(LEAD_INBOX_PATHS.list)}?q=CLAIMED%20co`, { headers: AUTH });
    expect(search.body.items.map((item) => item.id)).toEqual([named.claimed]);
  });

  it('shows one lead with its email record and history; 404 for an unknown lead or kind', async () => {
    const answer = await request<{ history: Array<{ event: string; by?: string }>; email: { messageId: string } }>(
      server.url(LEAD_INBOX_PATHS.lead('contact-submission', named.claimed ?? '')),
      { headers: AUTH },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.email.messageId).toBe(`<${named.claimed}@leads.example>`);
    expect(answer.body.history.map((event) => event.event)).toEqual(['received', 'emailed', 'claimed']);
    expect(answer.body.history[2]?.by).toBe('sam@sales.example');

    for (const path of [`/api/leads/demo-request/${named.claimed}`, `/api/leads/lead/${named.claimed}`, '/api/leads/demo-request/not-an-id']) {
      const missing = await request<ErrorBody>(server.url(path), { headers: AUTH });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('No such lead.');
    }
  });
});

describe('GET /api/leads.csv', () => {
  it('downloads the filtered leads with RFC 4180 quoting and formula-safe cells', async () => {
    const answer = await request<string>(`${server.url(LEAD_INBOX_PATHS.csv)}?kind=contact-submission`, { headers: AUTH });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const lines = answer.body.split('\r\n');
    expect(lines[0]).toMatch(/^Received at,Kind,Lead ID,Company,Full name,Work email,Inquiry type,/);
    // Quotes doubled; a field holding a comma, a quote or a line break quoted.
    expect(answer.body).toContain(`,"Comma, Inc.\nSecond line","Quote ""Q"" Person",`);
    for (const cell of [",'=1+1,", ",'+x,", ",'-x,", ",'@x,", ",'\tx,", `,"'\rx",`]) expect(answer.body).toContain(cell);
    expect(answer.body).not.toMatch(/,[=+\-@][x1]/);
    expect(answer.body.endsWith('\r\n')).toBe(true);
    expect(lines).toHaveLength(1 + 8 + 1); // header, 8 leads (one with a line break inside a field), after the final CRLF
  });

  it('streams a large export: chunked, the first bytes arrive before the whole body', async () => {
    const response = await fetch(server.url(LEAD_INBOX_PATHS.csv), { headers: AUTH });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    let chunks = 0;
    let firstChunkBytes = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      chunks += 1;
      if (chunks === 1) firstChunkBytes = chunk.value.byteLength;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    expect(firstChunkBytes).toBeLessThan(text.length / 2);
    expect(text.match(/,demo-request,/g)).toHaveLength(BULK);
    expect(text).toContain('Bulk Co 1,Bulk 1,bulk1@example.com,demo');
    expect(text).toContain(`Bulk Co ${BULK},`);
  });
});
