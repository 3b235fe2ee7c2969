import { messageHeaders, SmtpTestServer, waitFor } from '@site/harness';
import type { WorkerProcess } from '@site/worker/test-support';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import fc from 'fast-check';
import { CATEGORIES, type HostileLead, hostileValidLead, malformedRequest, type RawRequest } from '../test-support/malformed-requests.js';
import { startLeadWorker } from '../test-support/lead-worker.js';
import { ApiProcess } from '../test-support/node-process.js';
import { sendRawHttp } from '../test-support/raw-http.js';
import { postForm, startTestServer, type TestServer } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

/**
 * The bad-input fuzz test: at least 1,000 generated malformed requests (fast-check) to the three lead POSTs of
 * the built API running as its own process. Every answer is a 4xx with a JSON error body, none is a 5xx, the
 * process stays up and logs no error. Hostile but valid leads (CR/LF, header lines, commas, several addresses
 * in names and texts) are accepted, and the real worker then mails each lead to SALES_EMAIL alone and thanks only
 * the lead's own address, with no injected header; honeypot leads are stored flagged and never mailed. Set FUZZ_SEED
 * to replay a run.
 */

const RUNS = 1_200;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2_147_483_647;
const SALES_EMAIL = 'sales-inbox@surface-harvester.test';
const LEAD_TABLES: Record<string, string> = {
  [API_PATHS.contactSubmissions]: 'contact_submissions',
  [API_PATHS.demoRequests]: 'demo_requests',
  [API_PATHS.evidencePackRequests]: 'evidence_pack_requests',
};

let env: TestEnvironment;
let api: ApiProcess;

interface RawAnswer {
  status: number;
  contentType: string;
  text: string;
  location: string | null;
}

async function send(url: string, request: Pick<RawRequest, 'method' | 'headers' | 'body' | 'raw'>): Promise<RawAnswer> {
  if (request.raw !== undefined) {
    const answer = await sendRawHttp(Number(new URL(url).port), request.raw);
    return { status: answer.status, contentType: answer.headers['content-type'] ?? '', text: answer.body, location: answer.headers.location ?? null };
  }
  const response = await fetch(url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text: await response.text(),
    location: response.headers.get('location'),
  };
}

function describeRequest(request: RawRequest): string {
  if (request.raw !== undefined) return `${request.category}: ${JSON.stringify(request.raw.slice(0, 400))}`;
  const body = typeof request.body === 'string' ? request.body : request.body ? Buffer.from(request.body).toString('latin1') : '';
  return `${request.category}: ${request.method} ${request.path} ${JSON.stringify(request.headers)} ${JSON.stringify(body.slice(0, 300))}${body.length > 300 ? ` … (${body.length} chars)` : ''}`;
}

beforeAll(async () => {
  env = await createTestEnvironment('fuzz');
  api = await ApiProcess.start({
    DATABASE_URL: env.databaseUrl,
    QUEUE_PREFIX: env.queuePrefix,
    // The fuzz is about input, not about the rate limit (tested on its own).
    RATE_LIMIT_MAX: '1000000',
    LOG_LEVEL: 'warn',
  });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await env?.cleanup();
});

describe('malformed requests to the lead POSTs (fuzz)', () => {
  it(`answers ${RUNS} generated malformed requests with 4xx and a JSON body, never 5xx, and stays up (seed ${SEED})`, async () => {
    const seen = new Map<string, number>();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(malformedRequest(), async (request) => {
        const answer = await send(api.url(request.path), request);
        seen.set(request.category, (seen.get(request.category) ?? 0) + 1);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const context = `${describeRequest(request)}\n-> ${answer.status} ${answer.contentType} ${answer.text.slice(0, 300)}`;
        if (answer.status < 400 || answer.status > 499) throw new Error(`not a 4xx: ${context}`);
        if (!answer.contentType.startsWith('application/json')) throw new Error(`not JSON: ${context}`);
        const body = JSON.parse(answer.text) as { statusCode?: unknown; message?: unknown };
        if (body.statusCode !== answer.status || typeof body.message !== 'string') throw new Error(`not an error body: ${context}`);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );

    const total = [...seen.values()].reduce((sum, count) => sum + count, 0);
    expect(total).toBeGreaterThanOrEqual(1_000);
    // Every kind of defect was tried, many times each.
    const categories = [...seen.keys()];
    expect(categories.length).toBeGreaterThanOrEqual(Object.keys(CATEGORIES).length);
    for (const count of seen.values()) expect(count).toBeGreaterThan(0);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(0);
    expect(statuses.get(413)).toBeGreaterThan(0);
    expect(statuses.get(415)).toBeGreaterThan(0);

    // Still up and healthy, and nothing was logged as an error (a 5xx or an unhandled exception).
    expect(api.running).toBe(true);
    const health = await send(api.url('/api/health'), { method: 'GET', headers: {} });
    expect(health.status).toBe(200);
    const errors = api.logs.filter((line) => typeof line.level === 'number' && line.level >= 50);
    expect(errors).toEqual([]);
  }, 300_000);

  it('redirects malformed no-JS form posts to /contact/error, never a 5xx', async () => {
    const formBodies = fc.oneof(
      fc.dictionary(fc.string({ maxLength: 20 }), fc.string({ maxLength: 200 }), { maxKeys: 8 }),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[polluted]', 'constructor[prototype][polluted]'), fc.string())
        .map(([key, value]) => ({ workEmail: 'jane@acme-security.com', [key]: value })),
      fc.string({ maxLength: 60 }).map((noise) => ({ workEmail: `jane\r\nBcc: victim@evil.example${noise}@acme.example` })),
      fc.integer({ min: 33_000, max: 100_000 }).map((size) => ({ workEmail: 'jane@acme-security.com', purpose: 'x'.repeat(size) })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.values(API_PATHS)), formBodies, async (path, fields) => {
        const answer = await postForm(api.url(path), fields as Record<string, string>);
        if (answer.status !== 303) throw new Error(`form post ${JSON.stringify(fields).slice(0, 200)} -> ${answer.status}`);
        expect(answer.headers.get('location')).toMatch(/^\/contact\/error\?reason=(invalid|too-large)$/);
      }),
      { numRuns: 150, seed: SEED, endOnFailure: true },
    );
    expect(api.running).toBe(true);
  }, 120_000);
});

describe('prototype pollution (in-process)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(env.config({ RATE_LIMIT_MAX: '1000000' }));
  });

  afterAll(async () => {
    await server?.close();
  });

  it('refuses __proto__ / constructor.prototype keys (JSON and forms) and leaves Object.prototype untouched', async () => {
    await fc.assert(
      fc.asyncProperty(CATEGORIES.prototypePollution, async (request) => {
        const answer = await send(server.url(request.path), request);
        if (answer.status !== 400) throw new Error(`${describeRequest(request)} -> ${answer.status}`);
      }),
      { numRuns: 200, seed: SEED, endOnFailure: true },
    );
    for (const field of ['__proto__=x', '__proto__[polluted]=yes', 'constructor[prototype][polluted]=yes', 'prototype=x', 'constructor=x']) {
      const answer = await send(server.url(API_PATHS.evidencePackRequests), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `workEmail=jane%40acme-security.com&${field}`,
      });
      expect(answer.status).toBe(303);
      expect(answer.location).toBe('/contact/error?reason=invalid');
    }
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toEqual(expect.arrayContaining(['polluted']));
    expect(typeof probe.toString).toBe('function');
  }, 120_000);
});

describe('hostile but valid leads, through the real worker', () => {
  const smtp = new SmtpTestServer();
  let worker: WorkerProcess | undefined;

  beforeAll(async () => {
    await smtp.start();
  });

  afterAll(async () => {
    await worker?.stop();
    await smtp.stop();
  });

  it('accepts them (202), and the worker e-mails sales to SALES_EMAIL and acknowledgements to the lead alone, with no injected header; spam (a filled honeypot among others) is stored and never e-mailed', async () => {
    const samples = fc.sample(hostileValidLead(), { numRuns: 40, seed: SEED });
    // At least one honeypot lead and one of each kind to be mailed.
    const leads: HostileLead[] = [
      {
        path: API_PATHS.contactSubmissions,
        body: {
          workEmail: "o'brien+bcc@acme-security.com",
          fullName: 'A\r\nBcc: victim@evil.example',
          company: 'B,victim@evil.example',
          role: 'ciso',
          website: 'x\r\nBcc: victim@evil.example',
        },
        honeypot: true,
      },
      {
        path: API_PATHS.contactSubmissions,
        body: {
          workEmail: 'to-evil@acme-security.com',
          fullName: 'Jane\r\nBcc: victim@evil.example',
          company: 'Acme\r\nCc: victim@evil.example',
          role: 'ciso',
          message: 'a\r\n.\r\nRCPT TO:<victim@evil.example>\r\n',
        },
        honeypot: false,
      },
      {
        path: API_PATHS.demoRequests,
        body: {
          workEmail: 'x@acme-security.com',
          fullName: 'victim@evil.example, other@evil.example',
          company: 'Acme <victim@evil.example>',
          role: 'cto',
        },
        honeypot: false,
      },
      {
        path: API_PATHS.evidencePackRequests,
        body: { workEmail: 'cc.sales@acme-security.com', purpose: '\r\nTo: victim@evil.example\r\n\r\nbody' },
        honeypot: false,
      },
      ...samples,
    ];
    const accepted: Array<HostileLead & { id: string }> = [];
    for (const lead of leads) {
      const answer = await send(api.url(lead.path), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead.body),
      });
      if (answer.status !== 202) throw new Error(`${lead.path} ${JSON.stringify(lead.body)} -> ${answer.status} ${answer.text}`);
      accepted.push({ ...lead, id: (JSON.parse(answer.text) as { id: string }).id });
    }
    expect(accepted.some((lead) => lead.honeypot)).toBe(true);

    worker = await startLeadWorker(env, smtp.url, SALES_EMAIL);

    // Every lead stored; every one not spam e-mailed (notified_at set), the spam not. Hostile text may give other spam
    // signals than the honeypot (a name that is a domain, many links): the stored verdict says which leads are spam.
    const spamOf = new Map<string, boolean>();
    await waitFor(
      async () => {
        for (const lead of accepted) {
          const rows = await env.query<{ flagged: boolean; notified_at: Date | null }>(
            `SELECT flagged, notified_at FROM ${LEAD_TABLES[lead.path]} WHERE id = $1`,
            [lead.id],
          );
          if (rows[0] && (rows[0].flagged || rows[0].notified_at)) spamOf.set(lead.id, rows[0].flagged);
        }
        return spamOf.size === accepted.length;
      },
      'every lead stored and every lead not spam e-mailed',
      { timeoutMs: 60_000, intervalMs: 250 },
    ).catch((error: Error) => {
      throw new Error(`${error.message}\nworker output (last 40 lines):\n${worker?.output.slice(-40).join('\n')}`);
    });
    const mailed = accepted.filter((lead) => !spamOf.get(lead.id));
    const flagged = accepted.filter((lead) => spamOf.get(lead.id));
    expect(mailed.length).toBeGreaterThan(0);
    for (const lead of accepted.filter((candidate) => candidate.honeypot)) {
      const [row] = await env.query<{ verdict: string; notified_at: Date | null }>(
        `SELECT verdict, notified_at FROM ${LEAD_TABLES[lead.path]} WHERE id = $1`,
        [lead.id],
      );
      expect(row).toEqual({ verdict: 'spam', notified_at: null });
    }
    // Give a stray message a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 500));

    // The worker also thanks each lead (Message-ID <ack-<id>@…>): checked apart, below.
    const acknowledgementOf = (message: (typeof smtp.messages)[number]) =>
      /^<ack-([0-9a-f-]{36})@/.exec(messageHeaders(message.raw).find(([name]) => name === 'message-id')?.[1] ?? '')?.[1];
    const salesMessages = smtp.messages.filter((message) => !acknowledgementOf(message));
    expect(salesMessages).toHaveLength(mailed.length);
    const allowedHeaders = new Set([
      'from',
      'to',
      'reply-to',
      'subject',
      'message-id',
      'date',
      'mime-version',
      'content-type',
      'content-transfer-encoding',
      'x-lead-id',
      'x-lead-kind',
      'x-lead-verdict',
    ]);
    const leadIds = new Set<string>();
    for (const message of salesMessages) {
      // The envelope: delivered to the sales inbox and nobody else.
      expect(message.rcptTo).toEqual([SALES_EMAIL]);
      const headers = messageHeaders(message.raw);
      const names = headers.map(([name]) => name);
      for (const name of names) expect(allowedHeaders).toContain(name);
      expect(names.filter((name) => name === 'to')).toHaveLength(1);
      expect(names.filter((name) => name === 'subject')).toHaveLength(1);
      expect(names.filter((name) => name === 'reply-to')).toHaveLength(1);
      expect(headers.find(([name]) => name === 'to')?.[1]).toBe(SALES_EMAIL);
      expect(names).not.toContain('cc');
      expect(names).not.toContain('bcc');
      leadIds.add(headers.find(([name]) => name === 'x-lead-id')?.[1] ?? '');
    }
    expect([...leadIds].sort()).toEqual(mailed.map((lead) => lead.id).sort());
    expect(flagged.some((lead) => leadIds.has(lead.id))).toBe(false);
    // Each acknowledgement goes to its own (unflagged) lead's address and nobody else, with no injected header.
    for (const message of smtp.messages.filter((candidate) => acknowledgementOf(candidate))) {
      const lead = mailed.find((candidate) => candidate.id === acknowledgementOf(message));
      expect(lead).toBeDefined();
      const workEmail = String((lead!.body as { workEmail: string }).workEmail).toLowerCase();
      expect(message.rcptTo.map((address) => address.toLowerCase())).toEqual([workEmail]);
      const headers = messageHeaders(message.raw);
      const names = headers.map(([name]) => name);
      // Its own: the automatic-message mark and the consent-withdrawal link (RFC 8058).
      for (const name of names) expect([...allowedHeaders, 'auto-submitted', 'list-unsubscribe', 'list-unsubscribe-post']).toContain(name);
      expect(names.filter((name) => name === 'to')).toHaveLength(1);
      expect(names).not.toContain('cc');
      expect(names).not.toContain('bcc');
    }
    expect(worker.running).toBe(true);
  }, 180_000);
});
