import type { z } from 'zod';
import { clientEventSchema } from './client-event.js';
import { contactSubmissionSchema } from './contact-submission.js';
import { demoRequestSchema } from './demo-request.js';
import { evidencePackRequestSchema } from './evidence-pack-request.js';
import { stripBidiControls } from './intake-text.js';
import { leadSourceSchema } from './lead-source.js';
import { FIELD_LIMITS } from './limits.js';

/** U+202A–U+202E (embeddings, overrides, pop) and U+2066–U+2069 (isolates). */
const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

const SOURCE = {
  page: '/pricing?plan=team',
  landingPage: '/contact?utm_source=news',
  referrer: 'https://news.example/article',
  utm: { source: 'news', medium: 'email', campaign: 'launch', term: 'easm', content: 'banner' },
};

/** A body of each intake schema with every field of its shape set (a filled honeypot included). */
const COMPLETE_BODIES: ReadonlyArray<{ name: string; schema: z.ZodType & { shape: object }; body: Record<string, unknown> }> = [
  {
    name: 'contact submission',
    schema: contactSubmissionSchema,
    body: {
      workEmail: 'jane.doe@acme-security.com',
      fullName: 'Jane Doe',
      company: 'Acme Security',
      role: 'ciso',
      deploymentInterest: 'on-premises',
      message: 'We need an air-gapped PoC.',
      inquiryType: 'proposal',
      source: SOURCE,
      website: 'bot text',
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      formFillMs: 12_000,
    },
  },
  {
    name: 'demo request',
    schema: demoRequestSchema,
    body: {
      workEmail: 'jane.doe@acme-security.com',
      fullName: 'Jane Doe',
      company: 'Acme Security',
      role: 'cto',
      deploymentInterest: 'saas',
      preferredTime: 'Tuesday morning',
      source: SOURCE,
      website: 'bot text',
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      formFillMs: 12_000,
    },
  },
  {
    name: 'evidence-pack request',
    schema: evidencePackRequestSchema,
    body: {
      workEmail: 'jane.doe@acme-security.com',
      purpose: 'Audit',
      source: SOURCE,
      website: 'bot text',
      altcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
      formFillMs: 12_000,
    },
  },
  {
    name: 'client event',
    schema: clientEventSchema,
    body: { kind: 'render-error', remote: 'mf-contact', version: '1.4.0', route: '/contact', message: 'Cannot read x' },
  },
];

/** Every string of a JSON value with bidirectional controls at its start, in its middle and at its end. */
function withControls(value: unknown, next: () => string): unknown {
  if (typeof value === 'string') {
    const middle = Math.floor(value.length / 2);
    return `${next()}${value.slice(0, middle)}${next()}${next()}${value.slice(middle)}${next()}`;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withControls(inner, next)]));
  }
  return value;
}

function controlsInTurn(): () => string {
  let index = 0;
  return () => BIDI_CONTROLS[index++ % BIDI_CONTROLS.length] ?? '';
}

describe('bidirectional controls at intake', () => {
  it('are exactly U+202A–U+202E and U+2066–U+2069: neighbouring characters and other marks stay', () => {
    expect(stripBidiControls(`a${BIDI_CONTROLS.join('')}b`)).toBe('ab');
    const kept = '\u2029\u202f\u2065\u206a\u200e\u200f\u061c\u05d0';
    expect(stripBidiControls(kept)).toBe(kept);
    expect(stripBidiControls('Eve\u202egnp.exe')).toBe('Evegnp.exe');
  });

  it.each(COMPLETE_BODIES)('are removed from every field of the $name schema, which then reads the value as without them', ({ schema, body }) => {
    // The sample sets every field of the schema (and of the lead source), so no field escapes the check.
    expect(Object.keys(body).sort()).toEqual(Object.keys(schema.shape).sort());
    if ('source' in body) {
      expect(Object.keys(SOURCE).sort()).toEqual(Object.keys(leadSourceSchema.shape).sort());
      expect(Object.keys(SOURCE.utm).sort()).toEqual(Object.keys(leadSourceSchema.shape.utm.unwrap().shape).sort());
    }
    const clean = schema.parse(body);
    const hostile = withControls(body, controlsInTurn());
    const parsed = schema.safeParse(hostile);
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data).toEqual(clean);
    expect(JSON.stringify(parsed.data)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });

  it('never refuse a lead: a value at its length limit plus controls is accepted, one of controls only is empty', () => {
    const lead = { workEmail: 'jane@acme-security.com', fullName: 'x'.repeat(FIELD_LIMITS.fullName), company: 'Acme', role: 'ciso' };
    const padded = { ...lead, fullName: `\u202e${lead.fullName}\u202c`, deploymentInterest: '\u2066\u2069', message: '\u202e' };
    const parsed = contactSubmissionSchema.parse(padded);
    expect(parsed.fullName).toBe(lead.fullName);
    expect(parsed.deploymentInterest).toBeUndefined();
    expect(parsed.message).toBeUndefined();
  });
});

describe('lead source values at intake', () => {
  it('are trimmed, so a formula behind white space reaches no export as one (and blank becomes empty)', () => {
    const parsed = leadSourceSchema.parse({
      page: ' =1+1',
      landingPage: '\n=2+2',
      referrer: '\t https://news.example/ ',
      utm: { source: ' -3+3', medium: ' \u202e=4+4', campaign: '  ' },
    });
    expect(parsed).toEqual({
      page: '=1+1',
      landingPage: '=2+2',
      referrer: 'https://news.example/',
      utm: { source: '-3+3', medium: '=4+4', campaign: '' },
    });
  });
});
