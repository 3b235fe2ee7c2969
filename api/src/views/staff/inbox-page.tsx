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

function LeadRow({ lead, now }: { lead: LeadInboxItem; now: Date }) {
  const person = lead.fullName ? `${lead.fullName} <${lead.workEmail}>` : lead.workEmail;
  return (
    <tr className="border-t border-border align-top">
      <td className="px-3 py-3 whitespace-nowrap">{formatTime(lead.receivedAt)}</td>
      <td className="px-3 py-3">{LEAD_KIND_TITLES[lead.kind]}</td>
      <th scope="row" className="px-3 py-3 text-left font-medium">
        <TextLink href={leadPagePath(lead.kind, lead.id)}>{lead.company ?? lead.workEmail}</TextLink>
      </th>
      <td className="px-3 py-3">
        <VerdictBadge verdict={lead.verdict} />
      </td>
      <td className="px-3 py-3 wrap-anywhere">{person}</td>
      <td className="px-3 py-3">{lead.inquiryType}</td>
      <td className="px-3 py-3">{leadSourceSummary(lead.source)}</td>
      <td className="px-3 py-3">
        <PromiseBadge status={promiseStatus(lead.receivedAt, lead.claimedAt, now)} />
      </td>
      <td className="px-3 py-3">{lead.claimedAt ? `${lead.claimedBy ?? 'someone'}, ${formatTime(lead.claimedAt)}` : 'Unclaimed'}</td>
      <td className="px-3 py-3">{lead.notifiedAt ? `Emailed ${formatTime(lead.notifiedAt)}` : lead.flagged ? 'Not emailed (spam)' : 'Not yet'}</td>
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
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Leads, newest first</caption>
            <thead className="text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Received
                </th>
                <th scope="col" className="px-3 py-2">
                  Kind
                </th>
                <th scope="col" className="px-3 py-2">
                  Company
                </th>
                <th scope="col" className="px-3 py-2">
                  Verdict
                </th>
                <th scope="col" className="px-3 py-2">
                  Person
                </th>
                <th scope="col" className="px-3 py-2">
                  Inquiry
                </th>
                <th scope="col" className="px-3 py-2">
                  Source
                </th>
                <th scope="col" className="px-3 py-2">
                  24-hour promise
                </th>
                <th scope="col" className="px-3 py-2">
                  Claimed
                </th>
                <th scope="col" className="px-3 py-2">
                  Email to sales
                </th>
              </tr>
            </thead>
            <tbody>
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
