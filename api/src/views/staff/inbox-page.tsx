import type { ReactNode } from 'react';
import { LEAD_KIND_TITLES } from '@site/contracts';
import type { LeadInboxItem } from '@site/persistence';
import { INBOX_PATH } from '../../staff/staff-paths.js';
import { Button, Checkbox, Field, LinkButton, SelectInput, TextInput, TextLink } from '../controls.js';
import { leadPagePath } from './lead-links.js';
import { leadSourceSummary } from './lead-source-summary.js';
import { PromiseBadge } from './promise-badge.js';
import { formatTime, promiseStatus } from './promise-status.js';
import { StaffDocument, type SignedIn } from './staff-document.js';
import { VerdictBadge } from './verdict-badge.js';
import { VERDICT_FILTER_OPTIONS } from './verdict-labels.js';

/** The filter form's values as the request gave them (the form shows them again). */
export interface InboxFilterValues {
  kind: string;
  /** '' (the inbox: every lead not spam), 'unverified' or 'spam'. */
  verdict: string;
  unclaimed: boolean;
  overdue: string;
  from: string;
  to: string;
  q: string;
}

export interface InboxPageProps {
  stylesheet: string | undefined;
  signedIn: SignedIn;
  filter: InboxFilterValues;
  items: LeadInboxItem[];
  /** The next page (same filters, the keyset cursor), or undefined on the last page. */
  nextHref: string | undefined;
  /** The CSV export of the same filters. */
  exportHref: string;
  /** Why the filters were refused (the list is then empty). */
  error?: string;
  now: Date;
}

const KIND_OPTIONS = [{ value: '', label: 'All kinds' }, ...Object.entries(LEAD_KIND_TITLES).map(([value, label]) => ({ value, label }))];
const OVERDUE_OPTIONS = [
  { value: '', label: 'Any age' },
  { value: '12h', label: 'Unclaimed past 12 h' },
  { value: '24h', label: 'Unclaimed past 24 h' },
];

function FilterForm({ filter }: { filter: InboxFilterValues }) {
  return (
    <form
      method="get"
      action={INBOX_PATH}
      aria-label="Filter leads"
      className="mb-6 grid gap-4 rounded-xl border border-border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[repeat(auto-fill,minmax(12.5rem,1fr))]"
    >
      <div className="lg:col-span-2">
        <Field id="filter-q" label="Search company or email">
          <TextInput id="filter-q" name="q" type="search" defaultValue={filter.q} maxLength={200} />
        </Field>
      </div>
      <Field id="filter-verdict" label="Verdict">
        <SelectInput id="filter-verdict" name="verdict" defaultValue={filter.verdict} options={VERDICT_FILTER_OPTIONS} />
      </Field>
      <Field id="filter-kind" label="Kind">
        <SelectInput id="filter-kind" name="kind" defaultValue={filter.kind} options={KIND_OPTIONS} />
      </Field>
      <Field id="filter-overdue" label="Age">
        <SelectInput id="filter-overdue" name="overdue" defaultValue={filter.overdue} options={OVERDUE_OPTIONS} />
      </Field>
      <Field id="filter-from" label="Received from">
        <TextInput id="filter-from" name="from" type="date" defaultValue={filter.from} />
      </Field>
      <Field id="filter-to" label="Received until">
        <TextInput id="filter-to" name="to" type="date" defaultValue={filter.to} />
      </Field>
      <div className="col-span-full flex flex-wrap items-center gap-4">
        <Checkbox id="filter-unclaimed" name="unclaimed" value="true" label="Unclaimed only" defaultChecked={filter.unclaimed} />
        <Button>Filter</Button>
        <TextLink href={INBOX_PATH}>Clear filters</TextLink>
      </div>
    </form>
  );
}

/** The table's columns, in order: its header cells, and the names phones show beside each value. */
const COLUMNS = {
  received: 'Received',
  kind: 'Kind',
  company: 'Company',
  verdict: 'Verdict',
  person: 'Person',
  inquiry: 'Inquiry',
  source: 'Source',
  promise: '24-hour promise',
  claimed: 'Claimed',
  email: 'Email to sales',
} as const;

/**
 * Below 640 px the table is a list of cards (a ten-column table is wider than a phone): each row a card, each cell a
 * line that starts with its column's name (the cell's `data-label`, shown by CSS, so the HTML stays one table).
 */
const PHONE_CELL =
  'max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:uppercase max-sm:before:content-[attr(data-label)]';

function Cell({ column, className = '', children }: { column: keyof typeof COLUMNS; className?: string; children: ReactNode }) {
  return (
    <td data-label={COLUMNS[column]} className={`px-3 py-3 ${PHONE_CELL} ${className}`}>
      {children}
    </td>
  );
}

function LeadRow({ lead, now }: { lead: LeadInboxItem; now: Date }) {
  const person = lead.fullName ? `${lead.fullName} <${lead.workEmail}>` : lead.workEmail;
  return (
    <tr className="border-t border-border align-top max-sm:block max-sm:px-4 max-sm:py-3">
      <Cell column="received" className="whitespace-nowrap">
        {formatTime(lead.receivedAt)}
      </Cell>
      <Cell column="kind">{LEAD_KIND_TITLES[lead.kind]}</Cell>
      <th scope="row" data-label={COLUMNS.company} className={`px-3 py-3 text-left font-medium ${PHONE_CELL}`}>
        <TextLink href={leadPagePath(lead.kind, lead.id)}>{lead.company ?? lead.workEmail}</TextLink>
      </th>
      <Cell column="verdict">
        <VerdictBadge verdict={lead.verdict} />
      </Cell>
      <Cell column="person" className="wrap-anywhere">
        {person}
      </Cell>
      <Cell column="inquiry">{lead.inquiryType}</Cell>
      <Cell column="source">{leadSourceSummary(lead.source)}</Cell>
      <Cell column="promise">
        <PromiseBadge status={promiseStatus(lead.receivedAt, lead.claimedAt, now)} />
      </Cell>
      <Cell column="claimed">{lead.claimedAt ? `${lead.claimedBy ?? 'someone'}, ${formatTime(lead.claimedAt)}` : 'Unclaimed'}</Cell>
      <Cell column="email">{lead.notifiedAt ? `Emailed ${formatTime(lead.notifiedAt)}` : lead.flagged ? 'Not emailed (spam)' : 'Not yet'}</Cell>
    </tr>
  );
}

/** The lead inbox: filters, the newest-first table with the 24-hour promise, the next page, the CSV export. */
export function InboxPage({ stylesheet, signedIn, filter, items, nextHref, exportHref, error, now }: InboxPageProps) {
  return (
    <StaffDocument title="Leads" stylesheet={stylesheet} signedIn={signedIn}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold text-foreground">Leads</h1>
        <LinkButton variant="secondary" href={exportHref}>
          Export CSV
        </LinkButton>
      </div>
      <FilterForm filter={filter} />
      {error ? (
        <p role="alert" className="mb-4 text-destructive">
          {error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="text-muted-foreground">{error ? 'Change the filters to see leads.' : 'No leads match these filters.'}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="text-xs tracking-wide text-muted-foreground uppercase max-sm:sr-only">
              <tr>
                {Object.values(COLUMNS).map((label) => (
                  <th key={label} scope="col" className="px-3 py-2">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {items.map((lead) => (
                <LeadRow key={`${lead.kind}:${lead.id}`} lead={lead} now={now} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextHref ? (
        <nav aria-label="Pages" className="mt-6">
          <TextLink href={nextHref}>Next page</TextLink>
        </nav>
      ) : null}
    </StaffDocument>
  );
}
