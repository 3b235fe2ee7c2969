import { type DeploymentInterest, deploymentInterestLabel, type Role, roleLabel, LEAD_KIND_TITLES } from '@site/contracts';
import type { LeadDetail, LeadHistoryEvent } from '@site/persistence';
import type { ReactNode } from 'react';
import { INBOX_PATH } from '../../staff/staff-paths.js';
import { Button, CsrfField, TextLink } from '../controls.js';
import { Facts } from '../facts.js';
import { claimPath, verdictPath } from './lead-links.js';
import { PromiseBadge } from './promise-badge.js';
import { formatTime, promiseStatus } from './promise-status.js';
import { StaffDocument, type SignedIn } from './staff-document.js';
import { VerdictBadge } from './verdict-badge.js';
import { SIGNAL_LABELS, VERDICT_LABELS } from './verdict-labels.js';

export interface LeadPageProps {
  stylesheet: string | undefined;
  signedIn: SignedIn;
  lead: LeadDetail;
  now: Date;
  /** Why the last claim attempt was refused (someone else was first). */
  refusal?: string;
  /** What the last action on the page did (e.g. the verdict was changed). */
  notice?: string;
}

const HISTORY_TEXT: Record<LeadHistoryEvent['event'], string> = {
  received: 'Received',
  emailed: 'Emailed to sales',
  acknowledged: 'Acknowledgement sent to the sender',
  escalated: 'Escalated (unclaimed at 12 h)',
  'final-alert': 'Final alert (unclaimed at 20 h)',
  claimed: 'Claimed',
  'verdict-changed': 'Verdict changed',
};

/** Kind-specific fields the page already shows in its own row. */
const SHOWN_ABOVE = new Set(['inquiryType']);

/** The label the visitor saw for a select field's stored value (`ciso` → "CISO"). */
const VALUE_LABELS: Record<string, (value: string) => string> = {
  role: (value) => roleLabel(value as Role),
  deploymentInterest: (value) => deploymentInterestLabel(value as DeploymentInterest),
};

/** A field's label from its stored key: `deploymentInterest` → "Deployment interest". */
function fieldLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldValue(key: string, value: string | boolean | null): string {
  if (value === null || value === '') return 'Not specified';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return VALUE_LABELS[key]?.(value) ?? value;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-card p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function historyDetail(event: LeadHistoryEvent): string {
  if (event.event === 'claimed' && event.by) return ` by ${event.by}`;
  if (event.event === 'verdict-changed') return ` to ${VERDICT_LABELS[event.verdict]}${event.by ? ` by ${event.by}` : ''}`;
  if (event.event === 'emailed' && event.messageId) return ` (Message-ID ${event.messageId})`;
  return '';
}

const VERDICT_MEANINGS: Record<LeadDetail['verdict'], string> = {
  ok: 'Sales were emailed; the sender was thanked and the webhooks pushed.',
  unverified: 'Sales were emailed as unverified; the sender was not thanked and the webhooks not pushed. "Not spam" does both, once.',
  spam: 'Kept for review: not emailed, not thanked, not pushed. "Not spam" sends what was skipped, once.',
};

/** One button of the verdict section: a POST form with the page's CSRF token. */
function VerdictButton({ lead, csrfToken, verdict, label }: { lead: LeadDetail; csrfToken: string; verdict: 'ok' | 'spam'; label: string }) {
  return (
    <form method="post" action={verdictPath(lead.kind, lead.id)}>
      <CsrfField token={csrfToken} />
      <input type="hidden" name="verdict" value={verdict} />
      <Button variant={verdict === 'ok' ? 'primary' : 'secondary'}>{label}</Button>
    </form>
  );
}

/** The verdict, the signals it rests on, who changed it, and the buttons that change it. */
function VerdictSection({ lead, csrfToken }: { lead: LeadDetail; csrfToken: string }) {
  return (
    <Section id="verdict" title="Verdict">
      <div className="flex flex-col items-start gap-3">
        <p className="flex flex-wrap items-center gap-2">
          <VerdictBadge verdict={lead.verdict} />
          <span className="text-muted-foreground">{VERDICT_MEANINGS[lead.verdict]}</span>
        </p>
        {lead.verdictSignals.length ? (
          <ul aria-label="Signals" className="list-disc pl-5">
            {lead.verdictSignals.map((signal) => (
              <li key={signal}>{SIGNAL_LABELS[signal]}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No signals: nothing suggested a bot.</p>
        )}
        {lead.verdictChangedAt ? (
          <p>
            Set to {VERDICT_LABELS[lead.verdict]} by <strong>{lead.verdictChangedBy ?? 'staff'}</strong> at {formatTime(lead.verdictChangedAt)}.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {lead.verdict !== 'ok' ? <VerdictButton lead={lead} csrfToken={csrfToken} verdict="ok" label="Not spam" /> : null}
          {lead.verdict !== 'spam' ? <VerdictButton lead={lead} csrfToken={csrfToken} verdict="spam" label="Mark as spam" /> : null}
        </div>
      </div>
    </Section>
  );
}

/** One lead: every stored field, its message, the email record, its history, the Claim button and its verdict. */
export function LeadPage({ stylesheet, signedIn, lead, now, refusal, notice }: LeadPageProps) {
  const who = lead.company ?? lead.workEmail;
  const source = lead.source;
  return (
    <StaffDocument title={`${LEAD_KIND_TITLES[lead.kind]}: ${who}`} stylesheet={stylesheet} signedIn={signedIn}>
      <p className="mb-2">
        <TextLink href={INBOX_PATH}>Back to the leads</TextLink>
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-foreground">
          {LEAD_KIND_TITLES[lead.kind]}: {who}
        </h1>
        <PromiseBadge status={promiseStatus(lead.receivedAt, lead.claimedAt, now)} />
      </div>
      {refusal ? (
        <p role="alert" className="mb-6 rounded-md border border-destructive/50 px-4 py-3 text-destructive">
          {refusal}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mb-6 rounded-md border border-safety-green/40 px-4 py-3 text-safety-green">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="claim" title="Claim">
          {lead.claimedAt ? (
            <p>
              Claimed by <strong>{lead.claimedBy ?? 'someone'}</strong> at {formatTime(lead.claimedAt)}.
            </p>
          ) : (
            <form method="post" action={claimPath(lead.kind, lead.id)} className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground">
                Nobody has this lead yet. Claiming it tells the team you will answer within the 24 hours promised.
              </p>
              <CsrfField token={signedIn.csrfToken} />
              <Button>Claim</Button>
            </form>
          )}
        </Section>
        <VerdictSection lead={lead} csrfToken={signedIn.csrfToken} />
        <Section id="lead" title="Lead">
          <Facts
            rows={[
              ['Kind', LEAD_KIND_TITLES[lead.kind]],
              ['Received', formatTime(lead.receivedAt)],
              ['Company', lead.company ?? 'Not asked'],
              ['Name', lead.fullName ?? 'Not asked'],
              [
                'Work email',
                <TextLink key="work-email" href={`mailto:${lead.workEmail}`}>
                  {lead.workEmail}
                </TextLink>,
              ],
              ['Inquiry type', lead.inquiryType],
              ...Object.entries(lead.fields)
                .filter(([key]) => !SHOWN_ABOVE.has(key))
                .map(([key, value]): [string, ReactNode] => [fieldLabel(key), fieldValue(key, value)]),
              ['Verdict', VERDICT_LABELS[lead.verdict]],
            ]}
          />
        </Section>
        <Section id="message" title="Message">
          {lead.message ? <p className="whitespace-pre-wrap break-words">{lead.message}</p> : <p className="text-muted-foreground">No message.</p>}
        </Section>
        <Section id="source" title="Source">
          {source ? (
            <Facts
              rows={[
                ['Landing page', source.landingPage ?? 'Not recorded'],
                ['Page before the form', source.page ?? 'Not recorded'],
                ['Referrer', source.referrer ?? 'None'],
                ...Object.entries(source.utm ?? {}).map(([key, value]): [string, ReactNode] => [`utm_${key}`, String(value)]),
              ]}
            />
          ) : (
            <p className="text-muted-foreground">Not recorded.</p>
          )}
        </Section>
        <Section id="email" title="Email record">
          <Facts
            rows={[
              ['Emailed to sales', lead.email.notifiedAt ? formatTime(lead.email.notifiedAt) : 'Not yet'],
              ['Message-ID', lead.email.messageId ?? '—'],
              ['Acknowledgement', lead.email.acknowledgement ?? 'Not started'],
              ['Acknowledged', lead.email.acknowledgedAt ? formatTime(lead.email.acknowledgedAt) : '—'],
              ['Consent', `${formatTime(lead.consent.acceptedAt)}, privacy policy ${lead.consent.policyVersion}`],
            ]}
          />
        </Section>
        <Section id="history" title="History">
          <ol className="flex flex-col gap-2">
            {lead.history.map((event) => (
              <li key={`${event.event}-${event.at.getTime()}`}>
                <span className="text-muted-foreground">{formatTime(event.at)}</span> {HISTORY_TEXT[event.event]}
                {historyDetail(event)}
              </li>
            ))}
          </ol>
        </Section>
      </div>
    </StaffDocument>
  );
}
