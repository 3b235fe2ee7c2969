import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { claimUrl, signClaimToken } from '@site/lead-claims';
import { postForm, request, startTestServer, type TestServer, waitForDatabase } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

const SECRET = 'claims-test-secret-of-at-least-32-characters';
const HOUR = 3_600_000;

let env: TestEnvironment;
let server: TestServer;

/** A contact submission as the worker stores it, received `agoMs` ago. */
async function storedLead(agoMs: number, company = 'Acme <Corp>'): Promise<string> {
  const id = randomUUID();
  await env.query(
    `INSERT INTO contact_submissions (id, work_email, full_name, company, role, submitted_at, consent_accepted_at, consent_policy_version, inquiry_type)
     VALUES ($1, 'jane@acme.example', 'Jane Doe', $2, 'ciso', now() - make_interval(secs => $3), now(), '2025-01-01', 'proposal')`,
    [id, company, agoMs / 1000],
  );
  return id;
}

/** The path of a claim link for the lead (server-relative, as the page's form posts it). */
async function claimPath(leadId: string, options: { expiresInMs?: number; secret?: string; claimer?: string } = {}): Promise<string> {
  const token = await signClaimToken(
    { leadId, kind: 'contact-submission', expiresAt: new Date(Date.now() + (options.expiresInMs ?? HOUR)) },
    options.secret ?? SECRET,
  );
  const url = new URL(claimUrl('http://site.test', token, options.claimer));
  return `${url.pathname}${url.search}`;
}

async function claims(leadId: string) {
  const [row] = await env.query<{ claimed_at: Date | null; claimed_by: string | null }>(
    'SELECT claimed_at, claimed_by FROM contact_submissions WHERE id = $1',
    [leadId],
  );
  return row!;
}

beforeAll(async () => {
  env = await createTestEnvironment('claims');
  server = await startTestServer(env.config({ CLAIM_TOKEN_SECRET: SECRET }));
  // The API opens its database in the background (it starts while PostgreSQL is down): claim pages read it.
  await waitForDatabase(server);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('claim page (real PostgreSQL and Redis)', () => {
  it('shows the lead and a form pre-filled with the claimer of the link', async () => {
    const id = await storedLead(2 * HOUR);
    const page = await request<string>(server.url(await claimPath(id, { claimer: 'ana@surface-harvester.test' })));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain('Take this lead?');
    expect(page.body).toContain('Acme &lt;Corp&gt;');
    expect(page.body).not.toContain('Acme <Corp>');
    // React writes an input's name after its other attributes, and escapes the apostrophe.
    expect(page.body).toMatch(/<input id="claimer" type="email" required=""[^>]*name="claimer" value="ana@surface-harvester.test"/);
    expect(page.body).toContain('I&#x27;ll take this lead');
    expect((await claims(id)).claimed_at).toBeNull();
  });

  it('records the first claim, shows who has it to a second claimer (409), and times the claim', async () => {
    const id = await storedLead(3 * HOUR);
    const path = await claimPath(id);
    const first = await postForm<string>(server.url(path), { claimer: ' Ana@Surface-Harvester.test ' });
    expect(first.status).toBe(200);
    expect(first.body).toContain('The lead is yours');
    const stored = await claims(id);
    expect(stored.claimed_by).toBe('ana@surface-harvester.test');
    expect(stored.claimed_at).toBeInstanceOf(Date);

    const second = await postForm<string>(server.url(path), { claimer: 'bob@surface-harvester.test' });
    expect(second.status).toBe(409);
    expect(second.body).toContain('Already claimed');
    expect(second.body).toContain(`ana@surface-harvester.test took this lead at ${stored.claimed_at!.toISOString()}`);
    expect((await claims(id)).claimed_by).toBe('ana@surface-harvester.test');

    // Opening the link again also says who has it.
    const again = await request<string>(server.url(path));
    expect(again.status).toBe(200);
    expect(again.body).toContain('ana@surface-harvester.test took this lead');

    const metrics = await request<string>(server.url('/api/metrics'));
    expect(metrics.body).toMatch(/lead_time_to_claim_seconds_count\{kind="contact-submission"\} 1/);
    // Three hours: above the 7,200 s bucket bound, within the 14,400 s one.
    expect(metrics.body).toMatch(/lead_time_to_claim_seconds_bucket\{le="7200",kind="contact-submission"\} 0/);
    expect(metrics.body).toMatch(/lead_time_to_claim_seconds_bucket\{le="14400",kind="contact-submission"\} 1/);
  });

  it('lets exactly one of two simultaneous claims win', async () => {
    const id = await storedLead(HOUR);
    const path = await claimPath(id);
    const answers = await Promise.all(
      ['one@surface-harvester.test', 'two@surface-harvester.test'].map((claimer) => postForm<string>(server.url(path), { claimer })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('asks again for a missing or malformed claimer address (400), claiming nothing', async () => {
    const id = await storedLead(HOUR);
    // A NUL byte could not be stored in claimed_by (text): refused like any other bad address.
    for (const claimer of ['', 'not-an-address', 'ana\u0000@surface-harvester.test']) {
      const answer = await postForm<string>(server.url(await claimPath(id)), { claimer });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('Enter your email address so the team knows who has this lead.');
      expect(answer.body).toContain('aria-invalid="true"');
    }
    expect((await claims(id)).claimed_at).toBeNull();
  });

  it('refuses a tampered token (400) and one signed with another secret, on GET and POST', async () => {
    const id = await storedLead(HOUR);
    const path = await claimPath(id);
    const [header, payload, signature] = path.split('/').pop()!.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    forged.sub = await storedLead(HOUR, 'Someone Else');
    const tampered = `/api/lead-claims/${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    for (const target of [tampered, await claimPath(id, { secret: 'another-secret-that-is-also-32-characters' })]) {
      const shown = await request<string>(server.url(target));
      expect(shown.status).toBe(400);
      expect(shown.body).toContain('This claim link is not valid');
      const posted = await postForm<string>(server.url(target), { claimer: 'mallory@surface-harvester.test' });
      expect(posted.status).toBe(400);
    }
    expect((await claims(forged.sub)).claimed_at).toBeNull();
    expect((await claims(id)).claimed_at).toBeNull();
  });

  it('refuses an expired token (410) and claims nothing', async () => {
    const id = await storedLead(HOUR);
    const path = await claimPath(id, { expiresInMs: -60_000 });
    const shown = await request<string>(server.url(path));
    expect(shown.status).toBe(410);
    expect(shown.body).toContain('This claim link has expired');
    const posted = await postForm<string>(server.url(path), { claimer: 'ana@surface-harvester.test' });
    expect(posted.status).toBe(410);
    expect((await claims(id)).claimed_at).toBeNull();
  });

  it('answers 404 for a genuine token naming no stored lead', async () => {
    const answer = await request<string>(server.url(await claimPath(randomUUID())));
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('Lead not found');
  });

  it('answers 404 for a genuine token whose subject is not a lead id (no UUID), on GET and POST', async () => {
    for (const leadId of ['not-a-uuid', '', "' OR '1'='1", 'a\u0000b', `${randomUUID()}x`]) {
      const path = await claimPath(leadId);
      const shown = await request<string>(server.url(path));
      expect({ leadId, status: shown.status }).toEqual({ leadId, status: 404 });
      expect(shown.body).toContain('Lead not found');
      const posted = await postForm<string>(server.url(path), { claimer: 'ana@surface-harvester.test' });
      expect({ leadId, status: posted.status }).toEqual({ leadId, status: 404 });
    }
  });

  it('reports the leads unclaimed past 24 h and the share claimed within 24 h', async () => {
    // So far: four leads claimed within 24 h above (of those received here) … plus one stale, unclaimed lead.
    await storedLead(30 * HOUR, 'Stale');
    const metrics = await request<string>(server.url('/api/metrics'));
    expect(metrics.body).toMatch(/^leads_unclaimed_past_24h 1$/m);
    const ratio = Number(/^leads_claimed_within_24h_ratio (\S+)$/m.exec(metrics.body)?.[1]);
    // Decided leads: the claimed ones (in time) and the stale one (broken promise).
    const [counts] = await env.query<{ claimed: number }>('SELECT count(claimed_at)::int AS claimed FROM leads');
    expect(ratio).toBeCloseTo(counts!.claimed / (counts!.claimed + 1), 5);
  });
});
