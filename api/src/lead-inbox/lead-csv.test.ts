import { text } from 'node:stream/consumers';
import { describe, expect, it } from '@jest/globals';
import type { LeadInboxItem } from '@site/persistence';
import { formulaSafe, leadCsvStream } from './lead-csv.js';

/** Cells a spreadsheet would evaluate, each led by something it skips first (a space, a line break, a tab...). */
const FORMULAS_AFTER_WHITESPACE = [' =1+1', '\n=2+2', ' -3+3', '  +4', '\u00a0@SUM(A1)', '\r\n=5', '\u200b=6', '\ufeff=7', '\u202e=8'];

describe('formulaSafe', () => {
  it('marks a cell as text when its first non-white-space character starts a formula', () => {
    for (const cell of FORMULAS_AFTER_WHITESPACE) expect({ cell, safe: formulaSafe(cell) }).toEqual({ cell, safe: `'${cell}` });
  });

  it('keeps marking formula characters and a tab or CR in the first place, and leaves other text as it is', () => {
    for (const cell of ['=1+1', '+x', '-x', '@x', '\tx', '\rx']) expect(formulaSafe(cell)).toBe(`'${cell}`);
    for (const cell of ['Acme', ' Acme', 'a=b', 'x -1', '', '  ', '\nnewsletter', "'=already text"]) expect(formulaSafe(cell)).toBe(cell);
  });
});

describe('leadCsvStream', () => {
  it('exports whitespace-led formulas in any text column, UTM values included, as text', async () => {
    const lead: LeadInboxItem = {
      kind: 'contact-submission',
      id: '0b7c8e2e-5c1a-4a57-9a36-0d2f3b1c4e5f',
      receivedAt: new Date('2026-11-26T00:00:00Z'),
      company: ' =1+1',
      fullName: '\n=2+2',
      workEmail: 'jane@acme-security.com',
      inquiryType: 'general',
      source: { landingPage: ' -3+3', utm: { source: ' =HYPERLINK("https://evil.example")', campaign: '\t@x' } },
      verdict: 'ok',
      verdictSignals: [],
      flagged: false,
      notifiedAt: null,
      notificationMessageId: null,
      claimedAt: null,
      claimedBy: null,
      escalatedAt: null,
      finalAlertAt: null,
    };
    const csv = await text(
      leadCsvStream(
        (async function* () {
          yield lead;
        })(),
      ),
    );
    const record = csv.split('\r\n')[1] ?? '';
    expect(record).toContain(`,' =1+1,"'\n=2+2",`);
    expect(record).toContain(`,' -3+3,`);
    expect(record).toContain(`,"' =HYPERLINK(""https://evil.example"")",`);
    expect(record).toContain(`,'\t@x,`);
  });
});
