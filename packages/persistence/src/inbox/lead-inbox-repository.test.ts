import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeLeadCursor, type LeadInboxFilter, type LeadKind, type LeadVerdict, type VerdictSignal } from '@site/contracts';
import { DEFAULT_DATABASE_URL, dropDatabase, ensureDatabase } from '@site/harness';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations } from '../data-source.js';
import { LEAD_TABLE_NAMES } from '../entities/lead-table-names.js';
import { LeadRepository } from '../leads/lead-repository.js';
import { LeadInboxRepository } from './lead-inbox-repository.js';
import type { LeadInboxItem } from './lead-inbox-records.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const HOUR = 3_600_000;

let databaseUrl: string;
let dataSource: DataSource;
let inbox: LeadInboxRepository;

interface Fixture {
  kind: LeadKind;
  id?: string;
  /** Exact received time as PostgreSQL text (microseconds allowed). */
  receivedAt: string;
  company?: string;
  email?: string;
  claimedAt?: string;
  claimedBy?: string;
  verdict?: LeadVerdict;
  signals?: VerdictSignal[];
  notifiedAt?: string;
  acknowledgedAt?: string;
  escalatedAt?: string;
  finalAlertAt?: string;
  utmSource?: string;
}

async function insert(lead: Fixture): Promise<string> {
  const id = lead.id ?? randomUUID();
  const table = LEAD_TABLE_NAMES[lead.kind];
  const receivedColumn = lead.kind === 'contact-submission' ? 'submitted_at' : 'requested_at';
  const person = lead.kind === 'evidence-pack-request' ? {} : { full_name: 'Pat Doe', company: lead.company ?? 'Acme', role: 'ciso' };
  const values: Record<string, unknown> = {
    id,
    work_email: lead.email ?? `pat.${id.slice(0, 8)}@example.com`,
    ...person,
    [receivedColumn]: lead.receivedAt,
    consent_accepted_at: lead.receivedAt,
    consent_policy_version: '2025-01-01',
    verdict: lead.verdict ?? 'ok',
    verdict_signals: lead.signals ?? [],
    claimed_at: lead.claimedAt ?? null,
    claimed_by: lead.claimedBy ?? null,
    notified_at: lead.notifiedAt ?? null,
    notification_message_id: lead.notifiedAt ? `<${id}@leads.example>` : null,
    acknowledgement: lead.acknowledgedAt ? 'sent' : null,
    acknowledged_at: lead.acknowledgedAt ?? null,
    escalated_at: lead.escalatedAt ?? null,
    final_alert_at: lead.finalAlertAt ?? null,
    utm_source: lead.utmSource ?? null,
  };
  if (lead.kind === 'contact-submission') values.message = 'Hello';
  const columns = Object.keys(values);
  await dataSource.query(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    Object.values(values),
  );
  return id;
}

/** Every page of the filtered list, following nextCursor. */
async function allPages(filter: LeadInboxFilter, limit: number): Promise<LeadInboxItem[][]> {
  const pages: LeadInboxItem[][] = [];
  let cursor: string | null = null;
  do {
    const page = await inbox.list(filter, { cursor: cursor ? decodeLeadCursor(cursor) : undefined, limit }, NOW);
    pages.push(page.items);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 1000);
  return pages;
}

const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const ids = (items: LeadInboxItem[]) => items.map((item) => item.id);

const TIE = '2026-03-09T08:00:00.123456Z';
const named: Record<string, string> = {};

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  url.pathname = `/persistence_inbox_${process.pid}_${Date.now().toString(36)}`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  dataSource = createDataSource(databaseUrl, 4);
  await dataSource.initialize();
  await runMigrations(dataSource);
  inbox = new LeadInboxRepository(dataSource);

  named.fresh = await insert({ kind: 'contact-submission', receivedAt: hoursAgo(1), company: 'Globex Corp' });
  named.thirteen = await insert({ kind: 'demo-request', receivedAt: hoursAgo(13), company: 'Initech' });
  named.day = await insert({ kind: 'evidence-pack-request', receivedAt: hoursAgo(30), email: 'auditor@Umbrella.example' });
  named.claimedOld = await insert({ kind: 'contact-submission', receivedAt: hoursAgo(40), claimedAt: hoursAgo(39), claimedBy: 'sam@sales' });
  named.flaggedOld = await insert({
    kind: 'demo-request',
    receivedAt: hoursAgo(50),
    verdict: 'spam',
    signals: ['honeypot'],
    company: '100%_Real Ltd',
  });

  named.history = await insert({
    kind: 'contact-submission',
    receivedAt: hoursAgo(60),
    company: 'History Inc',
    notifiedAt: hoursAgo(60),
    acknowledgedAt: hoursAgo(59.9),
    escalatedAt: hoursAgo(50),
    finalAlertAt: hoursAgo(36),
    claimedAt: hoursAgo(37),
    claimedBy: 'alex@sales',
    utmSource: 'newsletter',
  });
  // Six leads received in the same microsecond, two of each kind: only kind and id tell them apart.
  for (const kind of [
    'contact-submission',
    'demo-request',
    'evidence-pack-request',
    'contact-submission',
    'demo-request',
    'evidence-pack-request',
  ] as const) {
    await insert({ kind, receivedAt: TIE, company: 'Tie Co' });
  }
});

afterAll(async () => {
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('LeadInboxRepository.list', () => {
  it('lists every kind newest first, ties in received time ordered by kind then id, descending', async () => {
    const { items, nextCursor } = await inbox.list({}, { limit: 200 }, NOW);

    // Every lead but the spam one (the inbox).
    expect(items).toHaveLength(11);
    expect(nextCursor).toBeNull();
    expect(items[0]).toMatchObject({ id: named.fresh, kind: 'contact-submission', company: 'Globex Corp', inquiryType: 'general' });
    const times = items.map((item) => item.receivedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const tied = items.filter((item) => item.company === 'Tie Co' || (item.kind === 'evidence-pack-request' && item.id !== named.day));
    const tieOrder = tied.map((item) => `${item.kind} ${item.id}`);
    expect(tieOrder).toEqual([...tieOrder].sort().reverse());
    expect(items.find((item) => item.kind === 'evidence-pack-request')).toMatchObject({
      company: null,
      fullName: null,
      inquiryType: 'evidence-pack',
    });
  });

  it('pages by cursor: small pages cover every lead exactly once, in the same order as one big page', async () => {
    const whole = ids((await inbox.list({}, { limit: 200 }, NOW)).items);
    for (const limit of [1, 2, 5]) {
      const pages = await allPages({}, limit);
      expect(pages.flat().map((item) => item.id)).toEqual(whole);
      expect(pages.every((page) => page.length <= limit)).toBe(true);
    }
  });

  it('filters by kind, unclaimed and date range, combined', async () => {
    const demos = (await inbox.list({ kind: ['demo-request'] }, { limit: 50 }, NOW)).items;
    expect(demos.every((item) => item.kind === 'demo-request')).toBe(true);
    // The spam demo request is left out: without a verdict filter, the list is the inbox.
    expect(demos).toHaveLength(3);

    const unclaimed = ids((await inbox.list({ unclaimed: true }, { limit: 50 }, NOW)).items);
    expect(unclaimed).toHaveLength(9);
    expect(unclaimed).not.toContain(named.claimedOld);
    expect(unclaimed).not.toContain(named.history);

    const range = { from: new Date(hoursAgo(45)), to: new Date(hoursAgo(12)) };
    expect(ids((await inbox.list(range, { limit: 50 }, NOW)).items).sort()).toEqual(
      [named.thirteen, named.day, named.claimedOld, ...(await tiedIds())].sort(),
    );
    const combined = await inbox.list({ ...range, unclaimed: true, kind: ['demo-request', 'evidence-pack-request'] }, { limit: 50 }, NOW);
    expect(combined.items.map((item) => item.kind)).toEqual([
      'demo-request',
      'evidence-pack-request',
      'evidence-pack-request',
      'demo-request',
      'demo-request',
      'evidence-pack-request',
    ]);
  });

  it('overdue: unclaimed real leads received more than 12 h or 24 h before now', async () => {
    const past12 = ids((await inbox.list({ overdue: '12h' }, { limit: 50 }, NOW)).items);
    const past24 = ids((await inbox.list({ overdue: '24h' }, { limit: 50 }, NOW)).items);

    expect(past12).toContain(named.thirteen);
    expect(past24).not.toContain(named.thirteen);
    expect(past24).toContain(named.day);
    for (const list of [past12, past24]) {
      expect(list).not.toContain(named.fresh);
      expect(list).not.toContain(named.claimedOld);
      expect(list).not.toContain(named.flaggedOld);
    }
    expect(past24).toHaveLength(7); // the evidence pack of 30 h and the six tied leads (28 h old)
  });

  it('searches company or email, case-insensitively, taking % and _ literally', async () => {
    expect(ids((await inbox.list({ q: 'globex' }, { limit: 50 }, NOW)).items)).toEqual([named.fresh]);
    expect(ids((await inbox.list({ q: 'UMBRELLA.EX' }, { limit: 50 }, NOW)).items)).toEqual([named.day]);
    expect(ids((await inbox.list({ q: '100%_r', verdict: 'spam' }, { limit: 50 }, NOW)).items)).toEqual([named.flaggedOld]);
    expect((await inbox.list({ q: '0%_', verdict: 'spam' }, { limit: 50 }, NOW)).items).toHaveLength(1);
    expect((await inbox.list({ q: '%', verdict: 'spam' }, { limit: 50 }, NOW)).items).toHaveLength(1);
    expect((await inbox.list({ q: 'tie co', kind: ['demo-request'] }, { limit: 50 }, NOW)).items).toHaveLength(2);
  });

  it('lists every lead but spam without a verdict, the leads of one verdict with it, each with its verdict and signals', async () => {
    named.unverified = await insert({
      kind: 'evidence-pack-request',
      receivedAt: hoursAgo(70),
      verdict: 'unverified',
      signals: ['proof-of-work-missing'],
      email: 'unverified@verdict.example',
    });
    const inboxIds = ids((await inbox.list({}, { limit: 200 }, NOW)).items);
    expect(inboxIds).toContain(named.unverified);
    expect(inboxIds).not.toContain(named.flaggedOld);
    expect((await inbox.list({ verdict: 'spam' }, { limit: 50 }, NOW)).items).toEqual([
      expect.objectContaining({ id: named.flaggedOld, verdict: 'spam', verdictSignals: ['honeypot'], flagged: true }),
    ]);
    expect((await inbox.list({ verdict: 'unverified' }, { limit: 50 }, NOW)).items).toEqual([
      expect.objectContaining({ id: named.unverified, verdict: 'unverified', verdictSignals: ['proof-of-work-missing'], flagged: false }),
    ]);
    const ok = ids((await inbox.list({ verdict: 'ok' }, { limit: 200 }, NOW)).items);
    expect(ok).toHaveLength(inboxIds.length - 1);
    expect(ok).not.toContain(named.unverified);
  });

  it('exports every match through each(), batch after batch, in list order', async () => {
    const whole = ids((await inbox.list({ unclaimed: true }, { limit: 200 }, NOW)).items);
    const streamed: string[] = [];
    for await (const item of inbox.each({ unclaimed: true }, 3, NOW)) streamed.push(item.id);
    expect(streamed).toEqual(whole);
  });
});

describe('LeadInboxRepository.lead', () => {
  it('returns all fields, the email record and the history in time order', async () => {
    const lead = await inbox.lead('contact-submission', named.history ?? '');

    expect(lead).toMatchObject({
      kind: 'contact-submission',
      company: 'History Inc',
      message: 'Hello',
      fields: { role: 'ciso', inquiryType: null },
      source: { utm: { source: 'newsletter' } },
      email: { acknowledgement: 'sent', messageId: `<${named.history}@leads.example>` },
      claimedBy: 'alex@sales',
    });
    // The columns no form collects are not among the answers.
    expect(Object.keys(lead?.fields ?? {})).toEqual(['role', 'deploymentInterest', 'inquiryType', 'privacyConsent']);
    expect(lead?.history.map((event) => event.event)).toEqual(['received', 'emailed', 'acknowledged', 'escalated', 'claimed', 'final-alert']);
    expect(lead?.history.at(-2)).toMatchObject({ event: 'claimed', by: 'alex@sales' });
  });

  it('records a staff change of the verdict: who and when, the signals kept, once; and undoes it', async () => {
    const leads = new LeadRepository(dataSource);
    const id = await insert({ kind: 'demo-request', receivedAt: hoursAgo(80), verdict: 'unverified', signals: ['disposable-email'] });
    const at = new Date('2026-03-10T11:00:00.000Z');

    const change = await leads.changeVerdict('demo-request', id, 'ok', 'sam@sales', at);
    expect(change).toEqual({
      outcome: 'changed',
      kind: 'demo-request',
      id,
      verdict: 'ok',
      changedAt: at,
      changedBy: 'sam@sales',
      previous: { verdict: 'unverified', changedAt: null, changedBy: null },
    });
    expect(await inbox.lead('demo-request', id)).toMatchObject({
      verdict: 'ok',
      verdictSignals: ['disposable-email'],
      verdictChangedAt: at,
      verdictChangedBy: 'sam@sales',
    });
    expect((await inbox.lead('demo-request', id))?.history.at(-1)).toEqual({ event: 'verdict-changed', at, by: 'sam@sales', verdict: 'ok' });
    expect(await leads.changeVerdict('demo-request', id, 'ok', 'alex@sales')).toEqual({ outcome: 'unchanged', verdict: 'ok' });
    expect(await leads.changeVerdict('contact-submission', id, 'spam', 'alex@sales')).toEqual({ outcome: 'not-found' });
    expect(await leads.changeVerdict('demo-request', 'not-a-uuid', 'spam', 'alex@sales')).toEqual({ outcome: 'not-found' });

    if (change.outcome !== 'changed') throw new Error('not changed');
    expect(await leads.undoVerdictChange(change)).toBe(true);
    expect(await inbox.lead('demo-request', id)).toMatchObject({ verdict: 'unverified', verdictChangedAt: null, verdictChangedBy: null });
    // Changed again since: the undo leaves the later change alone.
    await leads.changeVerdict('demo-request', id, 'spam', 'alex@sales');
    expect(await leads.undoVerdictChange(change)).toBe(false);
    expect((await inbox.lead('demo-request', id))?.verdict).toBe('spam');
  });

  it('finds nothing for another kind, an unknown id or a non-UUID', async () => {
    expect(await inbox.lead('demo-request', named.history ?? '')).toBeUndefined();
    expect(await inbox.lead('contact-submission', randomUUID())).toBeUndefined();
    expect(await inbox.lead('contact-submission', 'not-a-uuid')).toBeUndefined();
  });
});

async function tiedIds(): Promise<string[]> {
  return ids((await inbox.list({ q: 'tie co' }, { limit: 50 }, NOW)).items).concat(
    ids((await inbox.list({ kind: ['evidence-pack-request'], from: new Date(TIE), to: new Date(Date.parse(TIE) + 1) }, { limit: 50 }, NOW)).items),
  );
}
