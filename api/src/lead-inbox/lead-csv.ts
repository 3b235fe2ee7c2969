import { pipeline, Readable } from 'node:stream';
import type { LeadInboxItem } from '@site/persistence';
import { stringify } from 'csv-stringify';

/** The export's columns, in order: the header names a spreadsheet shows, and each lead's value. */
const LEAD_CSV_COLUMNS: ReadonlyArray<{ header: string; value: (lead: LeadInboxItem) => string | Date | boolean | null | undefined }> = [
  { header: 'Received at', value: (lead) => lead.receivedAt },
  { header: 'Kind', value: (lead) => lead.kind },
  { header: 'Lead ID', value: (lead) => lead.id },
  { header: 'Company', value: (lead) => lead.company },
  { header: 'Full name', value: (lead) => lead.fullName },
  { header: 'Work email', value: (lead) => lead.workEmail },
  { header: 'Inquiry type', value: (lead) => lead.inquiryType },
  { header: 'Flagged', value: (lead) => lead.flagged },
  { header: 'Verdict', value: (lead) => lead.verdict },
  { header: 'Verdict signals', value: (lead) => lead.verdictSignals.join(' ') },
  { header: 'Emailed at', value: (lead) => lead.notifiedAt },
  { header: 'Email message ID', value: (lead) => lead.notificationMessageId },
  { header: 'Claimed by', value: (lead) => lead.claimedBy },
  { header: 'Claimed at', value: (lead) => lead.claimedAt },
  { header: 'Escalated at', value: (lead) => lead.escalatedAt },
  { header: 'Final alert at', value: (lead) => lead.finalAlertAt },
  { header: 'Landing page', value: (lead) => lead.source?.landingPage },
  { header: 'Previous page', value: (lead) => lead.source?.page },
  { header: 'Referrer', value: (lead) => lead.source?.referrer },
  { header: 'UTM source', value: (lead) => lead.source?.utm?.source },
  { header: 'UTM medium', value: (lead) => lead.source?.utm?.medium },
  { header: 'UTM campaign', value: (lead) => lead.source?.utm?.campaign },
  { header: 'UTM term', value: (lead) => lead.source?.utm?.term },
  { header: 'UTM content', value: (lead) => lead.source?.utm?.content },
];

/**
 * Cells a spreadsheet may read as a formula: a formula character (`=`, `+`, `-`, `@`) as the first character that
 * is not white space or an invisible format character (spreadsheets that trim spaces on import, e.g. LibreOffice's
 * "trim spaces", evaluate ` =1+1` and `\n=2+2`), or a tab or CR first (they hide what precedes a formula).
 */
const FORMULA_START = /^[\s\p{Cf}]*[=+\-@]|^[\t\r]/u;

/**
 * The cell as text a spreadsheet shows as text: one that may start like a formula gets a leading `'` (the sender
 * of a lead chooses its company, name and UTM fields, so a cell like `=HYPERLINK(…)` must not run when sales open
 * it).
 */
export function formulaSafe(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function cell(value: string | Date | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return formulaSafe(value);
}

/** One lead as a CSV record (cells in column order, formula-safe). */
export function leadCsvRecord(lead: LeadInboxItem): string[] {
  return LEAD_CSV_COLUMNS.map((column) => cell(column.value(lead)));
}

/**
 * The leads as CSV text (RFC 4180: CRLF line ends, fields quoted when they hold a comma, quote or line break,
 * quotes doubled), header row first, produced as the leads arrive: nothing but the current batch is held.
 */
export function leadCsvStream(leads: AsyncIterable<LeadInboxItem>): Readable {
  const csv = stringify({
    header: true,
    columns: LEAD_CSV_COLUMNS.map((column) => column.header),
    record_delimiter: 'windows',
    // csv-stringify quotes a field holding the delimiter, a quote or the record delimiter (CRLF); a lone CR or LF
    // is a line break too for spreadsheets and RFC 4180 readers.
    quoted_match: /[\r\n]/,
  });
  return pipeline(
    Readable.from(
      (async function* () {
        for await (const lead of leads) yield leadCsvRecord(lead);
      })(),
    ),
    csv,
    () => {
      // An error (the database gone mid-export) destroys the stream: the client sees a cut-off download.
    },
  );
}

/** `leads-2026-03-10.csv`: the download's file name on the given day (UTC). */
export function leadCsvFilename(now: Date = new Date()): string {
  return `leads-${now.toISOString().slice(0, 10)}.csv`;
}
