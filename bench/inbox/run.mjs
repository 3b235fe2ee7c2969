// bench/inbox: the staff lead inbox at 100,000 leads. Fills a database of its own (migrated) with BENCH_INBOX_LEADS
// leads (default 100,000: half contact submissions, 30% demo requests, 20% evidence-pack requests, over ~45 days,
// 70% of the older ones claimed, some received in the same second), then times the inbox list:
//   - as a LeadInboxRepository call in this process (p50/p99 of BENCH_INBOX_CALLS sequential calls), and
//   - as GET /api/leads on the real API process (autocannon, one connection, BENCH_INBOX_CALLS requests),
// for the first page, a deep page (the cursor after BENCH_INBOX_DEEP_PAGES pages of 50), each filter and the text
// search; then the CSV export of every lead through GET /api/leads.csv (seconds, MB). It also reports, per case,
// whether the database answered from indexes only (pg_stat_user_tables: sequential scans of the lead tables).
//
//   node bench/inbox/run.mjs
import path from 'node:path';
import { decodeLeadCursor } from '@site/contracts';
import { run, supervise, waitFor } from '@site/harness';
import { createDataSource, LeadInboxRepository, runMigrations } from '@site/persistence';
import autocannon from 'autocannon';
import pg from 'pg';
import { databaseUrl, dropDatabase, fmt, isMain, log, onCleanup, percentile, REDIS_URL, ROOT, runBench, table } from '../lib/common.mjs';

const DATABASE = 'bench_inbox';
const API_PORT = Number(process.env.BENCH_INBOX_API_PORT ?? 24030);
const LEADS = Number(process.env.BENCH_INBOX_LEADS ?? 100_000);
const CALLS = Number(process.env.BENCH_INBOX_CALLS ?? 200);
const DEEP_PAGES = Number(process.env.BENCH_INBOX_DEEP_PAGES ?? 1000);
const PAGE = 50;
const STAFF = { username: 'bench-staff', password: 'bench inbox password 1' };
/** `Authorization: Bearer <the staff user's API token>`, set once create-user printed the token. */
let AUTH = '';
const TABLES = ['contact_submissions', 'demo_requests', 'evidence_pack_requests'];

/**
 * Leads of one table from generate_series: one every `spacing` seconds back from now (so kinds share some
 * seconds), a flagged one in 50, 70% of those older than two days claimed three hours after arriving.
 */
function fillSql({ table, receivedAt, count, spacing, person }) {
  const personColumns = person ? 'full_name, company, role,' : '';
  const personValues = person ? `'Person ' || n, 'Company ' || (n % 5000), 'ciso',` : '';
  const extra = table === 'contact_submissions' ? ', message, inquiry_type' : '';
  const extraValues = table === 'contact_submissions' ? `, 'Message ' || n, (ARRAY['general', 'pricing', 'partnership'])[1 + n % 3]` : '';
  return `INSERT INTO ${table} (id, work_email, ${personColumns} ${receivedAt}, consent_accepted_at, consent_policy_version, flagged,
      notified_at, notification_message_id, claimed_at, claimed_by, utm_source, landing_page${extra})
    SELECT gen_random_uuid(), 'person' || n || '@domain' || (n % 3000) || '.example', ${personValues} at, at, '2025-01-01', n % 50 = 0,
      CASE WHEN n % 50 = 0 THEN NULL ELSE at + interval '5 seconds' END, CASE WHEN n % 50 = 0 THEN NULL ELSE '<bench-' || n || '@leads>' END,
      CASE WHEN n % 10 < 7 AND at < now() - interval '2 days' THEN at + interval '3 hours' END,
      CASE WHEN n % 10 < 7 AND at < now() - interval '2 days' THEN 'sales' || (n % 7) || '@example.com' END,
      (ARRAY['newsletter', 'google', NULL])[1 + n % 3], '/pricing?plan=' || (n % 4)${extraValues}
    FROM (SELECT n, date_trunc('second', now()) - make_interval(secs => n * ${spacing}) AS at FROM generate_series(1, ${count}) AS n) AS s`;
}

export async function fill(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const parts = [
      { table: 'contact_submissions', receivedAt: 'submitted_at', count: Math.round(LEADS * 0.5), spacing: 77, person: true },
      { table: 'demo_requests', receivedAt: 'requested_at', count: Math.round(LEADS * 0.3), spacing: 128, person: true },
      {
        table: 'evidence_pack_requests',
        receivedAt: 'requested_at',
        count: LEADS - Math.round(LEADS * 0.5) - Math.round(LEADS * 0.3),
        spacing: 192,
        person: false,
      },
    ];
    for (const part of parts) await client.query(fillSql(part));
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
}

/** Sequential scans of the lead tables so far (the API's statistics reach pg_stat a moment after its queries). */
async function seqScans(client) {
  const { rows } = await client.query('SELECT coalesce(sum(seq_scan), 0)::int AS n FROM pg_stat_user_tables WHERE relname = ANY($1)', [TABLES]);
  return rows[0].n;
}

/** p50/p99 ms of `calls` sequential runs of `fn` (after three warm-up runs). */
async function timeCalls(fn, calls) {
  for (let i = 0; i < 3; i += 1) await fn();
  const times = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** p50/p99 ms of GET /api/leads?query (autocannon, one connection); `authorization` other than staff's: expect 401. */
async function httpTimes(query, authorization = AUTH) {
  const result = await autocannon({
    url: `http://127.0.0.1:${API_PORT}/api/leads?${query}`,
    connections: 1,
    amount: CALLS,
    headers: { authorization },
    timeout: 10,
  });
  const expected = authorization === AUTH ? result['2xx'] : result['4xx'];
  if (expected !== CALLS) throw new Error(`GET /api/leads?${query}: ${expected} of ${CALLS} answers as expected, ${result.errors} errors`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const url = databaseUrl(DATABASE);
  await dropDatabase(DATABASE);
  onCleanup(`database ${DATABASE}`, () => dropDatabase(DATABASE));
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();

  const dataSource = createDataSource(url, 4);
  await dataSource.initialize();
  onCleanup('data source', () => dataSource.destroy());
  await runMigrations(dataSource);
  let started = performance.now();
  await fill(url);
  const fillSeconds = (performance.now() - started) / 1000;
  log(`inbox: ${LEADS} leads stored in ${fmt(fillSeconds, 1)} s`);

  const created = await run(process.execPath, [path.join(ROOT, 'api', 'dist', 'cli', 'create-user.js'), STAFF.username, '--api-token'], {
    env: { ...process.env, DATABASE_URL: url, ADMIN_PASSWORD: STAFF.password },
  });
  // The token is the last line printed.
  AUTH = `Bearer ${created.stdout.trim().split('\n').at(-1)}`;
  const api = await supervise({
    name: 'api',
    args: [path.join(ROOT, 'api', 'dist', 'main.js')],
    port: API_PORT,
    env: {
      DATABASE_URL: url,
      REDIS_URL: REDIS_URL,
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      QUEUE_PREFIX: 'bench-inbox',
      LOG_LEVEL: 'warn',
      ADMIN_RATE_LIMIT_MAX: '1000000',
    },
  });
  onCleanup('api', () => api.stop());
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${API_PORT}/api/leads?limit=1`, { headers: { authorization: AUTH } })).status === 200,
    "the API's database connection",
    60_000,
  );

  const inbox = new LeadInboxRepository(dataSource);
  // The deep page's cursor: walk DEEP_PAGES pages of PAGE leads.
  /** @type {string | null} */
  let cursor = null;
  started = performance.now();
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    cursor = (await inbox.list({}, { cursor: cursor ? decodeLeadCursor(cursor) : undefined, limit: PAGE })).nextCursor;
    if (!cursor) throw new Error(`only ${page + 1} pages of ${PAGE}`);
  }
  log(`inbox: walked ${DEEP_PAGES} pages in ${fmt(performance.now() - started)} ms`);
  const deep = /** @type {string} */ (cursor);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const twoWeeksAgo = new Date(Date.now() - 14 * 86_400_000);

  /** @type {Array<{ name: string, filter: import('@site/contracts').LeadInboxFilter, cursor?: string, query: string }>} */
  const cases = [
    { name: 'first page', filter: {}, query: '' },
    { name: `deep page (after ${DEEP_PAGES * PAGE} leads)`, filter: {}, cursor: deep, query: `cursor=${deep}` },
    { name: 'kind=demo-request', filter: { kind: ['demo-request'] }, query: 'kind=demo-request' },
    { name: 'unclaimed', filter: { unclaimed: true }, query: 'unclaimed=true' },
    { name: 'overdue=12h', filter: { overdue: '12h' }, query: 'overdue=12h' },
    { name: 'overdue=24h', filter: { overdue: '24h' }, query: 'overdue=24h' },
    {
      name: 'from/to (one week)',
      filter: { from: twoWeeksAgo, to: weekAgo },
      query: `from=${twoWeeksAgo.toISOString()}&to=${weekAgo.toISOString()}`,
    },
    { name: 'q=company 4321 (rare)', filter: { q: 'company 4321' }, query: 'q=company%204321' },
    { name: 'q=domain12.example (email)', filter: { q: 'domain12.example' }, query: 'q=domain12.example' },
    { name: 'q=person (matches all)', filter: { q: 'person' }, query: 'q=person' },
    {
      name: 'unclaimed + demo + q=company 1',
      filter: { unclaimed: true, kind: ['demo-request'], q: 'company 1' },
      query: 'unclaimed=true&kind=demo-request&q=company%201',
    },
  ];
  const stats = new pg.Client({ connectionString: url });
  await stats.connect();
  onCleanup('stats client', () => stats.end());
  // Scripts authenticate with an API token: one indexed lookup of its digest. An unknown token costs the same lookup,
  // so its 401 shows what of each GET is authentication.
  const authOnly = await httpTimes('limit=1', 'Bearer sh_staff_not-a-token-of-anyone');
  log(`inbox: authentication only (401): p50 ${fmt(authOnly.p50, 1)} ms`);
  const results = [];
  for (const c of cases) {
    const page = { cursor: c.cursor ? decodeLeadCursor(c.cursor) : undefined, limit: PAGE };
    const rows = (await inbox.list(c.filter, page)).items.length;
    const before = await seqScans(stats);
    const repository = await timeCalls(() => inbox.list(c.filter, page), CALLS);
    const http = await httpTimes(`limit=${PAGE}${c.query ? `&${c.query}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the backends' statistics are flushed at most every second
    const sequential = (await seqScans(stats)) - before;
    results.push({ name: c.name, rows, repository, http, sequential });
    log(`inbox: ${c.name}: repository p50 ${fmt(repository.p50, 1)} ms, http p50 ${fmt(http.p50, 1)} ms, seq scans ${sequential}`);
  }

  started = performance.now();
  const response = await fetch(`http://127.0.0.1:${API_PORT}/api/leads.csv`, { headers: { authorization: AUTH } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (/** @type {unknown} */ (response.body))) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const csvSeconds = (performance.now() - started) / 1000;
  log(`inbox: CSV ${fmt(bytes / 1e6, 1)} MB, ${lines} lines in ${fmt(csvSeconds, 1)} s`);

  const md = [
    `### Lead inbox — ${LEADS.toLocaleString('en-US')} leads, pages of ${PAGE}`,
    '',
    table(
      ['case', 'rows', 'repository p50 ms', 'repository p99 ms', 'GET /api/leads p50 ms', 'p99 ms', 'seq scans of lead tables'],
      results.map((r) => [
        r.name,
        String(r.rows),
        fmt(r.repository.p50, 1),
        fmt(r.repository.p99, 1),
        fmt(r.http.p50, 1),
        fmt(r.http.p99, 1),
        String(r.sequential),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `CSV export of all ${LEADS.toLocaleString('en-US')} leads (\`GET /api/leads.csv\`): ${fmt(csvSeconds, 1)} s, ${fmt(bytes / 1e6, 1)} MB, ${lines.toLocaleString('en-US')} lines (status ${response.status}).`,
    '',
    `Authentication alone (the same GET with an unknown API token, 401): p50 ${fmt(authOnly.p50, 1)} ms, p99 ${fmt(authOnly.p99, 1)} ms — part of every GET above (a lookup of the token's SHA-256 digest per request).`,
    '',
    `Repository: ${CALLS} sequential calls in the bench process; HTTP: autocannon, one connection, ${CALLS} requests, a staff API token (\`Authorization: Bearer\`). Filling the database: ${fmt(fillSeconds, 1)} s.`,
  ].join('\n');
  return {
    markdown: md,
    data: { leads: LEADS, fillSeconds, authOnly, results, csv: { seconds: csvSeconds, bytes, lines, status: response.status } },
  };
}

if (isMain(import.meta.url)) await runBench('inbox', main, { maxMs: 15 * 60_000 });
