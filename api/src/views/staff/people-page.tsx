import type { ReactNode } from 'react';
import { LEAD_KIND_TITLES, LEAD_KINDS, ROLE_OPTIONS } from '@site/contracts';
import type { CorrectionCounts, ErasureCounts, PersonExport } from '@site/privacy';
import type { FieldIssue } from '../../errors/error-body.js';
import { PEOPLE_CORRECT_PATH, PEOPLE_ERASE_PATH, PEOPLE_PATH } from '../../staff/staff-paths.js';
import { Button, CsrfField, Field, LinkButton, SelectInput, TextInput, TextLink } from '../controls.js';
import { leadPagePath } from './lead-links.js';
import { formatTime } from './promise-status.js';
import { StaffDocument, type SignedIn } from './staff-document.js';

export interface PeoplePageProps {
  stylesheet: string | undefined;
  signedIn: SignedIn;
  /** The address as typed in the search field. */
  query: string;
  /** What is stored about the address, once one was looked up. */
  found?: PersonExport;
  /** What the last erasure removed. */
  erased?: { email: string; counts: ErasureCounts };
  /** What the last correction changed (the address it was made under, which may have been corrected too). */
  corrected?: { email: string; counts: CorrectionCounts };
  /** Why the correction form was refused, per field, with the values typed. */
  correctionIssues?: FieldIssue[];
  error?: string;
}

/** The role select's choices: keep the stored role, or one of the forms' roles. */
const ROLE_CHOICES = [{ value: '', label: 'Keep as stored' }, ...ROLE_OPTIONS];

/**
 * One card of the page: a section named by its heading. `result` announces it (what an action did) with a green
 * heading; `danger` outlines it in red (an action that cannot be undone).
 */
function Panel({
  headingId,
  heading,
  kind = 'plain',
  children,
}: {
  headingId: string;
  heading: string;
  kind?: 'plain' | 'result' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      role={kind === 'result' ? 'status' : undefined}
      aria-labelledby={headingId}
      className={`rounded-xl border bg-card p-6 ${kind === 'danger' ? 'border-destructive/60' : 'mb-6 border-border'}`}
    >
      <h2 id={headingId} className={`mb-2 text-lg font-semibold wrap-anywhere ${kind === 'result' ? 'text-safety-green' : 'text-foreground'}`}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function CorrectionForm({ email, csrfToken, issues }: { email: string; csrfToken: string; issues: FieldIssue[] }) {
  return (
    <Panel headingId="correct-heading" heading="Correct this person's data">
      <p className="mb-4 text-sm text-muted-foreground">
        Fill in only what is wrong or missing: it is changed in every lead of this address. Empty fields stay as stored.
      </p>
      {issues.length > 0 ? (
        <ul role="alert" aria-label="Correction problems" className="mb-4 list-disc pl-6 text-sm text-destructive">
          {issues.map((issue) => (
            <li key={`${issue.field}:${issue.message}`}>{`${issue.field}: ${issue.message}`}</li>
          ))}
        </ul>
      ) : null}
      <form method="post" action={PEOPLE_CORRECT_PATH} className="grid gap-4 sm:grid-cols-2">
        <CsrfField token={csrfToken} />
        <input type="hidden" name="email" value={email} />
        <Field id="correct-full-name" label="Full name">
          <TextInput id="correct-full-name" name="fullName" autoComplete="off" />
        </Field>
        <Field id="correct-company" label="Company">
          <TextInput id="correct-company" name="company" autoComplete="off" />
        </Field>
        <Field id="correct-role" label="Role">
          <SelectInput id="correct-role" name="role" options={ROLE_CHOICES} defaultValue="" />
        </Field>
        <Field id="correct-work-email" label="Work email">
          <TextInput id="correct-work-email" name="workEmail" type="email" autoComplete="off" />
        </Field>
        <div>
          <Button>Correct</Button>
        </div>
      </form>
    </Panel>
  );
}

function Corrected({ email, counts }: { email: string; counts: CorrectionCounts }) {
  const leads = LEAD_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <Panel headingId="corrected-heading" heading={`Corrected ${email}`} kind="result">
      <p className="text-sm">{`${leads} lead(s) changed.`}</p>
    </Panel>
  );
}

/** The staff API's export of an address: the JSON the Download button saves. */
function exportHref(email: string): string {
  return `/api/people/${encodeURIComponent(email)}`;
}

function LookupForm({ query, error }: { query: string; error: string | undefined }) {
  return (
    <form
      method="get"
      action={PEOPLE_PATH}
      aria-label="Look up a person"
      className="mb-6 flex flex-wrap items-end gap-4 rounded-xl border border-border bg-card p-4"
    >
      <div className="min-w-72 grow">
        <Field id="person-email" label="Email address">
          <TextInput
            id="person-email"
            name="email"
            type="email"
            required
            defaultValue={query}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'person-error' : undefined}
          />
        </Field>
      </div>
      <Button>Look up</Button>
    </form>
  );
}

function Found({ found, csrfToken, correctionIssues }: { found: PersonExport; csrfToken: string; correctionIssues: FieldIssue[] }) {
  if (found.leads.length === 0 && found.queueJobs.length === 0) {
    return <p className="text-muted-foreground">{`Nothing is stored about ${found.email}.`}</p>;
  }
  return (
    <>
      <Panel headingId="found-heading" heading={`Stored about ${found.email}: ${found.leads.length} lead(s), ${found.queueJobs.length} queue job(s)`}>
        <ul className="mt-2 mb-4 list-disc pl-6 text-sm">
          {found.leads.map((lead) => (
            <li key={lead.id}>
              <TextLink href={leadPagePath(lead.kind, lead.id)}>{`${LEAD_KIND_TITLES[lead.kind]}, ${formatTime(lead.receivedAt)}`}</TextLink>
              {lead.company ? ` · ${lead.company}` : ''}
            </li>
          ))}
        </ul>
        <LinkButton variant="secondary" href={exportHref(found.email)} download="person-export.json">
          Download the export (JSON)
        </LinkButton>
      </Panel>
      {found.leads.length > 0 ? <CorrectionForm email={found.email} csrfToken={csrfToken} issues={correctionIssues} /> : null}
      <Panel headingId="erase-heading" heading="Erase this person" kind="danger">
        <p className="mb-4 text-sm text-muted-foreground">
          Deletes every lead of this address and its queue jobs. It cannot be undone. Type the address again to confirm.
        </p>
        <form method="post" action={PEOPLE_ERASE_PATH} className="flex flex-wrap items-end gap-4">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="email" value={found.email} />
          <div className="min-w-72 grow">
            <Field id="erase-confirm" label="Type the address to confirm">
              <TextInput id="erase-confirm" name="confirm" type="email" required autoComplete="off" />
            </Field>
          </div>
          <Button variant="destructive">Erase everything</Button>
        </form>
      </Panel>
    </>
  );
}

function Erased({ email, counts }: { email: string; counts: ErasureCounts }) {
  const leads = LEAD_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
  return (
    <Panel headingId="erased-heading" heading={`Erased ${email}`} kind="result">
      <p className="text-sm">{`${leads} lead(s) and ${counts.removedJobs} queue job(s) deleted.`}</p>
      {counts.jobsHeldByWorker > 0 ? (
        <p className="mt-2 text-sm text-destructive">
          {`${counts.jobsHeldByWorker} job(s) were running and could not be removed: erase the address again in a minute.`}
        </p>
      ) : null}
    </Panel>
  );
}

/**
 * Data-subject requests: look up an address, see its leads, download everything stored about it (the staff API's
 * JSON), correct its data, and erase it after typing it again.
 */
export function PeoplePage({ stylesheet, signedIn, query, found, erased, corrected, correctionIssues = [], error }: PeoplePageProps) {
  return (
    <StaffDocument title="People" stylesheet={stylesheet} signedIn={signedIn}>
      <h1 className="mb-4 text-2xl font-semibold text-foreground">People</h1>
      <p className="mb-4 text-sm text-muted-foreground">
        Answer a data-subject request: find, export, correct or erase what is stored about an email address.
      </p>
      {erased ? <Erased email={erased.email} counts={erased.counts} /> : null}
      {corrected ? <Corrected email={corrected.email} counts={corrected.counts} /> : null}
      <LookupForm query={query} error={error} />
      {error ? (
        <p id="person-error" role="alert" className="mb-4 text-destructive">
          {error}
        </p>
      ) : null}
      {found ? <Found found={found} csrfToken={signedIn.csrfToken} correctionIssues={correctionIssues} /> : null}
    </StaffDocument>
  );
}
