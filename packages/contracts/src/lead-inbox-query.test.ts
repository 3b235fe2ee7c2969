import { decodeLeadCursor, encodeLeadCursor, leadInboxQuerySchema } from './lead-inbox-query.js';

const CURSOR = { receivedAt: '2026-03-09T08:00:00.123456Z', kind: 'demo-request', id: '0b7c6f1e-5d2a-4c1b-9e3f-8a7d6c5b4a39' } as const;

describe('lead inbox cursor', () => {
  it('round-trips through an opaque, URL-safe string', () => {
    const encoded = encodeLeadCursor(CURSOR);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLeadCursor(encoded)).toEqual(CURSOR);
    expect(leadInboxQuerySchema.parse({ cursor: encoded }).cursor).toEqual(CURSOR);
  });

  it('refuses strings it did not make', () => {
    for (const value of ['x', '', encodeLeadCursor({ ...CURSOR, receivedAt: '2026-03-09T08:00:00Z' }), encodeLeadCursor({ ...CURSOR, id: 'nope' })]) {
      expect(decodeLeadCursor(value)).toBeUndefined();
    }
    const result = leadInboxQuerySchema.safeParse({ cursor: 'x' });
    expect(result.error?.issues[0]?.path).toEqual(['cursor']);
  });
});

describe('leadInboxQuerySchema', () => {
  it('reads repeated or comma-separated kinds, booleans, whole-day dates and the limit; empty means absent', () => {
    const parsed = leadInboxQuerySchema.parse({
      kind: ['demo-request,evidence-pack-request', 'demo-request'],
      unclaimed: 'true',
      from: '2026-03-01',
      to: '2026-03-01',
      q: '  acme ',
      limit: '10',
      overdue: '',
    });
    expect(parsed).toMatchObject({ kind: ['demo-request', 'evidence-pack-request'], unclaimed: true, q: 'acme', limit: 10, overdue: undefined });
    expect(parsed.from?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parsed.to?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(leadInboxQuerySchema.parse({})).toEqual({ limit: 50, unclaimed: false });
    expect(leadInboxQuerySchema.parse({ from: '2026-03-01T10:00:00+02:00' }).from?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('names the field of a bad parameter', () => {
    const bad = [
      { kind: 'lead' },
      { limit: '0' },
      { limit: '201' },
      { limit: '1.5' },
      { overdue: '6h' },
      { from: 'yesterday' },
      { to: '2026-02-30' },
      { unclaimed: 'yes' },
      { q: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const result = leadInboxQuerySchema.safeParse(query);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path[0]).toBe(Object.keys(query)[0]);
    }
  });
});
