import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS, LEAD_INBOX_PATHS } from '@site/contracts';
import { fetchSolvedProofOfWork, messageHeaders, SmtpTestServer, viewOf, waitFor } from '@site/harness';
import type { WorkerProcess } from '@site/worker/test-support';
import { postForm, postJson, request, startTestServer, type TestServer, waitForDatabase } from '../test-support/http.js';
import { startLeadWorker } from '../test-support/lead-worker.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { createApiToken, createStaffUser } from '../test-support/staff-user.js';

/**
 * What the intake does to a lead's text, end to end: leads whose fields carry bidirectional controls (U+202A–U+202E,
 * U+2066–U+2069) and whose source values hide formulas behind white space are accepted (JSON and the no-JS form,
 * whose source comes from the Referer), stored by the real worker, mailed to sales and acknowledged; neither the
 * stored rows, the emails nor the staff CSV carry a control, and the CSV shows every formula as text.
 */

const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
const SALES_EMAIL = 'sales-inbox@surface-harvester.test';
const STAFF = { username: 'intake-staff', password: 'intake text password 1' };
/** The staff API token's header (set once the user exists). */
const AUTH = { authorization: '' };
const SITE = 'http://localhost:8080';
const TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'];

let env: TestEnvironment;
let server: TestServer;
const smtp = new SmtpTestServer();
let worker: WorkerProcess | undefined;

beforeAll(async () => {
  env = await createTestEnvironment('intake_text');
  await createStaffUser(env, STAFF.username, STAFF.password);
  AUTH.authorization = `Bearer ${await createApiToken(env, STAFF.username)}`;
  server = await startTestServer(env.config({ RATE_LIMIT_MAX: '1000', SITE_ORIGINS: SITE }));
  await waitForDatabase(server);
  await smtp.start();
}, 60_000);

afterAll(async () => {
  await worker?.stop();
  await server?.close();
  await smtp.stop();
  await env?.cleanup();
});

describe('lead text at intake, through the worker to the rows, the emails and the CSV', () => {
  it('removes bidirectional controls from every field and trims source values; the CSV shows their formulas as text', async () => {
    // Each lead with a solved proof of work, as the browser's widget adds it: acknowledged like any lead a person sent.
    const proof = () => fetchSolvedProofOfWork(new URL(server.url('/')).origin);
    const contact = await postJson<{ id: string }>(server.url(API_PATHS.contactSubmissions), {
      altcha: await proof(),
      workEmail: 'eve\u202d@acme-security.com',
      fullName: 'Eve\u202egnp.exe',
      company: '\u2067Acme\u2069 Security',
      role: 'ci\u202cso',
      deploymentInterest: 'saas\u2066',
      message: 'Hello \u202atext\u202c',
      inquiryType: 'pro\u2068posal',
      source: {
        page: '/pricing\u202b',
        landingPage: ' /contact',
        referrer: '\n=2+2',
        utm: { source: ' =1+1', medium: '\t email', campaign: ' -3+3', term: '\u202e=4+4', content: 'banner\u2069' },
      },
    });
    expect(contact.status).toBe(202);
    const evidence = await postJson<{ id: string }>(server.url(API_PATHS.evidencePackRequests), {
      altcha: await proof(),
      workEmail: 'audit@acme-security.com',
      purpose: '\u2069Audit\u202e of 2026',
    });
    expect(evidence.status).toBe(202);
    // The no-JS form: the other body parser, and a source taken from the Referer (its utm_* values decoded).
    const form = await postForm(
      server.url(API_PATHS.demoRequests),
      {
        workEmail: 'bob@acme-security.com',
        fullName: 'Bob\u202e Builder',
        company: 'Co\u2068rp',
        role: 'cto',
        preferredTime: 'Mon\u202bday',
        privacyAccepted: 'on',
        altcha: await proof(),
      },
      { referer: `${SITE}/demo?utm_source=%E2%80%AEnews&utm_campaign=%20%2B5%2B5` },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact/thanks');

    worker = await startLeadWorker(env, smtp.url, SALES_EMAIL);
    const rowsAsJson = async () => {
      const rows: string[] = [];
      for (const table of TABLES) {
        rows.push(...(await env.query<{ json: string }>(`SELECT row_to_json(t)::text AS json FROM ${table} t`)).map((row) => row.json));
      }
      return rows;
    };
    await waitFor(
      async () => {
        const notified = await env.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM contact_submissions WHERE notified_at IS NOT NULL)
                + (SELECT count(*) FROM demo_requests WHERE notified_at IS NOT NULL)
                + (SELECT count(*) FROM evidence_pack_requests WHERE notified_at IS NOT NULL) AS n`,
        );
        return Number(notified[0]?.n) === 3;
      },
      'the three leads stored and mailed',
      { timeoutMs: 60_000, intervalMs: 250 },
    );

    // The stored rows: no control anywhere, the values as sent without them, the source values trimmed.
    const rows = await rowsAsJson();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).not.toMatch(BIDI);
    const [stored] = await env.query(
      `SELECT work_email, full_name, company, role, deployment_interest, message, inquiry_type, source_page, landing_page, referrer,
              utm_source, utm_medium, utm_campaign, utm_term, utm_content FROM contact_submissions WHERE id = $1`,
      [contact.body.id],
    );
    expect(stored).toEqual({
      work_email: 'eve@acme-security.com',
      full_name: 'Evegnp.exe',
      company: 'Acme Security',
      role: 'ciso',
      deployment_interest: 'saas',
      message: 'Hello text',
      inquiry_type: 'proposal',
      source_page: '/pricing',
      landing_page: '/contact',
      referrer: '=2+2',
      utm_source: '=1+1',
      utm_medium: 'email',
      utm_campaign: '-3+3',
      utm_term: '=4+4',
      utm_content: 'banner',
    });
    const [demo] = await env.query('SELECT full_name, company, preferred_time, utm_source, utm_campaign FROM demo_requests');
    expect(demo).toEqual({ full_name: 'Bob Builder', company: 'Corp', preferred_time: 'Monday', utm_source: 'news', utm_campaign: '+5+5' });

    // The emails: each lead's sales email and acknowledgement, subjects and bodies without a control.
    await waitFor(() => smtp.messages.length >= 6, 'three sales emails and three acknowledgements', { timeoutMs: 30_000 });
    const views = smtp.messages.map(viewOf);
    expect(views.filter((view) => view.envelope.to.includes(SALES_EMAIL))).toHaveLength(3);
    expect(
      smtp.messages.filter((message) => messageHeaders(message.raw).some(([name, value]) => name === 'message-id' && value.startsWith('<ack-'))),
    ).toHaveLength(3);
    for (const view of views) {
      expect(`${view.subject}\n${view.text ?? ''}\n${view.html ?? ''}`).not.toMatch(BIDI);
    }
    // The sales email's subject names the company, its body the person.
    expect(views.some((view) => view.subject.includes('Acme Security (CISO)') && (view.text ?? '').includes('Evegnp.exe'))).toBe(true);

    // The staff CSV: no control, and every source formula (trimmed at intake) shown as text.
    const csv = await request<string>(server.url(LEAD_INBOX_PATHS.csv), { headers: AUTH });
    expect(csv.status).toBe(200);
    expect(csv.body).not.toMatch(BIDI);
    for (const cell of [",'=1+1,", ",'=2+2,", ",'-3+3,", ",'=4+4,", ",'+5+5"]) expect(csv.body).toContain(cell);
    expect(csv.body).not.toMatch(/,\s*[=+\-@]\d/);
    expect(worker.running).toBe(true);
  }, 180_000);
});
