import { z } from './zod-config.js';
import { API_ROUTES, apiPath, LEAD_KINDS, type LeadKind } from './api-paths.js';
import { LEAD_VERDICTS, type LeadVerdict } from './lead-verdict.js';

/** How many leads one page of the staff inbox holds: the default and the bounds of `limit`. */
export const LEAD_INBOX_DEFAULT_LIMIT = 50;
export const LEAD_INBOX_MAX_LIMIT = 200;
/** Longest text search accepted (company or email substring). */
export const LEAD_INBOX_MAX_SEARCH = 200;

/** "Still unclaimed this long after it arrived": halfway through the 24-hour answer promise, or past it. */
export const LEAD_OVERDUE_AGES = ['12h', '24h'] as const;
export type LeadOverdueAge = (typeof LEAD_OVERDUE_AGES)[number];
export const LEAD_OVERDUE_MS: Readonly<Record<LeadOverdueAge, number>> = { '12h': 12 * 3_600_000, '24h': 24 * 3_600_000 };

/**
 * Where a newest-first page ended: the last lead's received time (microseconds, UTC, as PostgreSQL stores it — a
 * JavaScript Date would round it to milliseconds and skip or repeat leads), kind and id.
 */
export interface LeadCursor {
  receivedAt: string;
  kind: LeadKind;
  id: string;
}

// Globals of browsers and Node alike; this package compiles without the DOM's or Node's type declarations.
declare function btoa(data: string): string;
declare function atob(data: string): string;

const MICROSECOND_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const cursorFieldsSchema = z.tuple([z.string().regex(MICROSECOND_UTC), z.enum(LEAD_KINDS), z.string().regex(UUID)]);

/** The opaque `cursor` parameter: base64url of the JSON triple (btoa/atob: the pages and Node both have them). */
export function encodeLeadCursor({ receivedAt, kind, id }: LeadCursor): string {
  return btoa(JSON.stringify([receivedAt, kind, id]))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The cursor a `cursor` parameter names; undefined when it is not one this API handed out. */
export function decodeLeadCursor(value: string): LeadCursor | undefined {
  try {
    const json = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = cursorFieldsSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return undefined;
    const [receivedAt, kind, id] = parsed.data;
    return { receivedAt, kind, id };
  } catch {
    return undefined;
  }
}

const KIND_MESSAGE = `kind must be one or more of ${LEAD_KINDS.join(', ')} (comma-separated or repeated).`;
const BOOLEAN_MESSAGE = 'unclaimed must be true or false.';
const OVERDUE_MESSAGE = `overdue must be one of ${LEAD_OVERDUE_AGES.join(', ')}.`;
const DATE_MESSAGE = 'must be a date (YYYY-MM-DD) or an ISO 8601 date-time with a time zone.';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEAD_INBOX_MAX_LIMIT}.`;
const CURSOR_MESSAGE = 'cursor is not a cursor from a previous page.';
const VERDICT_MESSAGE = `verdict must be one of ${LEAD_VERDICTS.join(', ')}.`;

/** A query parameter that may come once, repeated (an array) or not at all; '' counts as absent. */
function single(value: unknown): unknown {
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last === '' ? undefined : last;
}

const kindsParam = z.preprocess((value) => {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
  const kinds = parts.filter((part) => part !== '' && part !== undefined);
  return kinds.length ? [...new Set(kinds)] : undefined;
}, z.array(z.enum(LEAD_KINDS, { error: KIND_MESSAGE }), { error: KIND_MESSAGE }).optional());

const booleanParam = z.preprocess(
  single,
  z
    .enum(['true', 'false', '1', '0'], { error: BOOLEAN_MESSAGE })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
);

/**
 * A date or date-time parameter. A bare date is a whole UTC day: as `from` its first instant, as `to` the first
 * instant after it (so `from=2026-01-01&to=2026-01-01` is that one day).
 */
function dateParam(field: 'from' | 'to') {
  const message = `${field} ${DATE_MESSAGE}`;
  return z.preprocess(
    single,
    z
      .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message })
      .optional()
      .transform((value) => {
        if (value === undefined) return undefined;
        const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
        if (value.length === 10 && field === 'to') date.setUTCDate(date.getUTCDate() + 1);
        return date;
      }),
  );
}

/**
 * The inbox filters (all optional, combinable): shared by the JSON list, the CSV export and the inbox page. Without
 * `verdict`, every lead that is not spam (`ok` and `unverified`: the inbox); `verdict=ok|unverified|spam` lists the
 * leads of that verdict only.
 */
export const leadInboxFilterSchema = z.object({
  kind: kindsParam,
  verdict: z.preprocess(single, z.enum(LEAD_VERDICTS, { error: VERDICT_MESSAGE }).optional()),
  unclaimed: booleanParam,
  overdue: z.preprocess(single, z.enum(LEAD_OVERDUE_AGES, { error: OVERDUE_MESSAGE }).optional()),
  from: dateParam('from'),
  to: dateParam('to'),
  q: z.preprocess(
    (value) => {
      const text = single(value);
      return typeof text === 'string' ? text.trim() || undefined : text;
    },
    z
      .string()
      .max(LEAD_INBOX_MAX_SEARCH, { error: `q must be at most ${LEAD_INBOX_MAX_SEARCH} characters.` })
      .optional(),
  ),
});

/** The filters plus the page: `cursor` (from the previous page's `nextCursor`) and `limit`. */
export const leadInboxQuerySchema = leadInboxFilterSchema.extend({
  cursor: z.preprocess(
    single,
    z
      .string({ error: CURSOR_MESSAGE })
      .transform((value, context) => {
        const cursor = decodeLeadCursor(value);
        if (!cursor) context.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional(),
  ),
  limit: z.preprocess(
    single,
    z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^\d{1,4}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(z.number().int().min(1, { error: LIMIT_MESSAGE }).max(LEAD_INBOX_MAX_LIMIT, { error: LIMIT_MESSAGE }))
      .optional()
      .transform((value) => value ?? LEAD_INBOX_DEFAULT_LIMIT),
  ),
});

/** The inbox filters as the repository takes them (every one optional; what the schema parses fits). */
export interface LeadInboxFilter {
  kind?: LeadKind[] | undefined;
  /** Only leads of this verdict; undefined: every lead that is not spam. */
  verdict?: LeadVerdict | undefined;
  unclaimed?: boolean | undefined;
  overdue?: LeadOverdueAge | undefined;
  /** Received at or after. */
  from?: Date | undefined;
  /** Received before. */
  to?: Date | undefined;
  /** Case-insensitive substring of the company or the work email. */
  q?: string | undefined;
}

export type LeadInboxQuery = z.output<typeof leadInboxQuerySchema>;

/** Compile-time check: a parsed query is a filter. */
const parsedQueryIsFilter: LeadInboxFilter = {} as z.output<typeof leadInboxFilterSchema>;
void parsedQueryIsFilter;

/** The staff inbox's API paths: the JSON list, the CSV export of the same filters, one lead with its history, its verdict. */
export const LEAD_INBOX_PATHS = {
  list: apiPath(API_ROUTES.leads),
  csv: apiPath(API_ROUTES.leadsCsv),
  lead: (kind: LeadKind, id: string) => `${apiPath(API_ROUTES.leads)}/${kind}/${encodeURIComponent(id)}`,
  /** POST { verdict: 'ok' | 'spam' }: staff correct the lead's verdict (lead-verdict-change.ts). */
  verdict: (kind: LeadKind, id: string) => `${apiPath(API_ROUTES.leads)}/${kind}/${encodeURIComponent(id)}/verdict`,
} as const;
