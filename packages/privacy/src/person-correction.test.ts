import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_DATABASE_URL, dropDatabase, ensureDatabase } from '@site/harness';
import { createDataSource, runMigrations } from '@site/persistence';
import type { DataSource } from 'typeorm';
import { PersonCorrection } from './person-correction.js';

let databaseUrl: string;
let dataSource: DataSource;

const CONSENT = { consent_accepted_at: '2026-03-01T10:00:00Z', consent_policy_version: '2025-01-01' };

/** Stores a lead of each kind for `email` (in the case given), and one for someone else; their ids. */
async function storeLeads(email: string): Promise<void> {
  const person = { full_name: 'Jon Wrong', company: 'Wrong Inc', role: 'ciso' };
  for (const [table, receivedAt, fields] of [
    ['contact_submissions', 'submitted_at', { ...person, work_email: email, message: 'Hello' }],
    ['demo_requests', 'requested_at', { ...person, work_email: email.toUpperCase() }],
    ['evidence_pack_requests', 'requested_at', { work_email: email }],
    ['demo_requests', 'requested_at', { ...person, work_email: 'someone.else@acme-correct.com' }],
  ] as const) {
    const values: Record<string, unknown> = { id: randomUUID(), [receivedAt]: '2026-03-01T10:00:00Z', ...CONSENT, ...fields };
    const columns = Object.keys(values);
    await dataSource.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(values),
    );
  }
}

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
  url.pathname = `/privacy_correction_${process.pid}_${Date.now().toString(36)}`;
  databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  dataSource = createDataSource(databaseUrl, 2);
  await dataSource.initialize();
  await runMigrations(dataSource);
  await storeLeads('jon.doe@acme-correct.com');
});

afterAll(async () => {
  await dataSource?.destroy();
  if (databaseUrl) await dropDatabase(databaseUrl);
});

describe('PersonCorrection', () => {
  it('corrects every lead of the address that stores the field, and records counts only', async () => {
    const correction = new PersonCorrection(dataSource);
    const counts = await correction.correct(
      'jon.doe@acme-correct.com',
      { fullName: 'Jonathan Doe', company: 'Acme Correct', workEmail: 'jonathan.doe@acme-correct.com' },
      { actor: 'privacy-officer', requestId: 'req-1' },
    );
    expect(counts).toEqual({ 'contact-submission': 1, 'demo-request': 1, 'evidence-pack-request': 1, fullName: 1, company: 1, workEmail: 1 });
    const rows = await dataSource.query<Array<{ work_email: string; full_name: string | null }>>(
      `SELECT work_email, full_name FROM contact_submissions UNION ALL SELECT work_email, full_name FROM demo_requests
        UNION ALL SELECT work_email, NULL FROM evidence_pack_requests ORDER BY work_email`,
    );
    expect(rows).toEqual([
      { work_email: 'jonathan.doe@acme-correct.com', full_name: 'Jonathan Doe' },
      { work_email: 'jonathan.doe@acme-correct.com', full_name: 'Jonathan Doe' },
      { work_email: 'jonathan.doe@acme-correct.com', full_name: null },
      { work_email: 'someone.else@acme-correct.com', full_name: 'Jon Wrong' },
    ]);
    const audit = await dataSource.query<Array<{ actor: string; request_id: string; counts: unknown; text: string }>>(
      "SELECT actor, request_id, counts, audit_log::text AS text FROM audit_log WHERE action = 'correction'",
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'privacy-officer', request_id: 'req-1', counts });
    // Neither the old values nor the new ones.
    expect(audit[0]?.text.toLowerCase()).not.toMatch(/jon|acme|wrong/);
  });

  it('changes and records nothing for an address nothing is stored about', async () => {
    const counts = await new PersonCorrection(dataSource).correct('jon.doe@acme-correct.com', { company: 'Again' }, { actor: 'privacy-officer' });
    expect(counts).toBeUndefined();
    const [entries] = await dataSource.query<Array<{ count: string }>>("SELECT count(*) FROM audit_log WHERE action = 'correction'");
    expect(Number(entries?.count)).toBe(1);
  });
});
