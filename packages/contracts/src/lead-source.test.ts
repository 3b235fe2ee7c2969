import { contactSubmissionSchema } from './contact-submission.js';
import { leadSourceSchema } from './lead-source.js';
import { buildLeadSource, LEAD_SOURCE_LIMITS, utmFromSearch } from './lead-source-parts.js';

const lead = { workEmail: 'ana@acme-corp.com', fullName: 'Ana', company: 'Acme', role: 'ciso' };

describe('lead source', () => {
  it('keeps only the utm_* parameters of a query string, clamped', () => {
    const query: Record<string, string> = { utm_source: 'test', utm_campaign: 'x'.repeat(300), gclid: 'drop', type: 'proposal' };
    const search = { get: (name: string) => query[name] ?? null };
    expect(utmFromSearch(search)).toEqual({ source: 'test', campaign: 'x'.repeat(LEAD_SOURCE_LIMITS.utm) });
    expect(utmFromSearch({ get: (name: string) => (name === 'type' ? 'proposal' : null) })).toBeUndefined();
  });

  it('builds a source without empty parts, or nothing at all', () => {
    expect(buildLeadSource({ page: '  ', referrer: null })).toBeUndefined();
    expect(buildLeadSource({ landingPage: '/contact?utm_source=test', referrer: 'https://news.example/', utm: { source: 'test' } })).toEqual({
      landingPage: '/contact?utm_source=test',
      referrer: 'https://news.example/',
      utm: { source: 'test' },
    });
    expect(buildLeadSource({ page: 'p'.repeat(5000) })?.page).toHaveLength(LEAD_SOURCE_LIMITS.url);
  });

  it('is optional on a lead and refuses unknown keys and non-text values', () => {
    expect(contactSubmissionSchema.safeParse(lead).success).toBe(true);
    const withSource = contactSubmissionSchema.parse({ ...lead, source: { page: '/pricing', utm: { source: 'test' } } });
    expect(withSource.source).toEqual({ page: '/pricing', utm: { source: 'test' } });
    expect(leadSourceSchema.safeParse({ page: '/', cookie: 'x' }).success).toBe(false);
    expect(leadSourceSchema.safeParse({ utm: { source: 3 } }).success).toBe(false);
    expect(leadSourceSchema.safeParse({ referrer: 'r'.repeat(LEAD_SOURCE_LIMITS.url + 1) }).success).toBe(false);
  });
});
