import { LEAD_INBOX_PATHS, type LeadInboxQuery, leadInboxQuerySchema } from '@site/contracts';
import { INBOX_PATH } from './staff-paths.js';
import type { InboxFilterValues } from '../views/staff/inbox-page.js';

/** The filter parameters of the inbox, as the page's form, its next-page link and its CSV link carry them. */
const FILTER_PARAMS = ['kind', 'verdict', 'unclaimed', 'overdue', 'from', 'to', 'q'] as const;

/** One value of a query parameter as the form sends it (the last when repeated), or ''. */
function text(query: Record<string, unknown>, name: string): string {
  const value = query[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last : '';
}

/** The inbox request: the form's values as given, and the parsed query (or why it was refused). */
export interface InboxRequest {
  values: InboxFilterValues;
  /** The filters as URL parameters (empty ones dropped): the same for the next page and the CSV export. */
  filterParams: URLSearchParams;
  parsed: { ok: true; query: LeadInboxQuery } | { ok: false; message: string };
}

/** Reads the inbox page's query with the same schema as `GET /api/leads` (a bad filter: a message, not a crash). */
export function readInboxRequest(raw: unknown): InboxRequest {
  const query = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const values: InboxFilterValues = {
    kind: text(query, 'kind'),
    verdict: text(query, 'verdict'),
    unclaimed: ['true', '1'].includes(text(query, 'unclaimed')),
    overdue: text(query, 'overdue'),
    from: text(query, 'from'),
    to: text(query, 'to'),
    q: text(query, 'q'),
  };
  const filterParams = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = name === 'unclaimed' ? (values.unclaimed ? 'true' : '') : values[name];
    if (value) filterParams.set(name, value);
  }
  const parsed = leadInboxQuerySchema.safeParse({ ...Object.fromEntries(filterParams), cursor: text(query, 'cursor') || undefined });
  return {
    values,
    filterParams,
    parsed: parsed.success ? { ok: true, query: parsed.data } : { ok: false, message: parsed.error.issues.map((issue) => issue.message).join(' ') },
  };
}

/** The page after this one: the same filters and the cursor where this page ended. */
export function nextPageHref(filterParams: URLSearchParams, nextCursor: string | null): string | undefined {
  if (!nextCursor) return undefined;
  const params = new URLSearchParams(filterParams);
  params.set('cursor', nextCursor);
  return `${INBOX_PATH}?${params}`;
}

/** The CSV export of the same filters (the API accepts the staff session there too). */
export function exportHref(filterParams: URLSearchParams): string {
  const query = filterParams.toString();
  return query ? `${LEAD_INBOX_PATHS.csv}?${query}` : LEAD_INBOX_PATHS.csv;
}
