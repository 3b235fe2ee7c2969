import type { ClaimedLead, LeadSummary } from '@site/persistence';
import { Button, Field, TextInput, TextLink } from '../controls.js';
import { ClaimDocument } from './claim-document.js';
import { LeadSummaryList } from './lead-summary-list.js';

const HEADING = 'mb-4 text-2xl font-semibold text-foreground';

export interface ConfirmationPageProps {
  stylesheet: string | undefined;
  lead: LeadSummary;
  /** Where the form posts: the claim link itself. */
  action: string;
  claimer: string;
  error?: string;
}

/** The confirmation page: who the lead is, and a form asking who takes it (pre-filled from the link). */
export function ConfirmationPage({ stylesheet, lead, action, claimer, error }: ConfirmationPageProps) {
  return (
    <ClaimDocument title="Take this lead" stylesheet={stylesheet}>
      <h1 className={HEADING}>Take this lead?</h1>
      <p className="mb-4">Claiming tells the team you will answer this lead within the 24 hours we promised.</p>
      <LeadSummaryList lead={lead} />
      <form method="post" action={action} className="flex flex-col gap-4">
        <Field id="claimer" label="Your email">
          <TextInput
            id="claimer"
            name="claimer"
            type="email"
            required
            autoComplete="email"
            defaultValue={claimer}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'claimer-error' : undefined}
          />
        </Field>
        {error ? (
          <p id="claimer-error" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div>
          <Button>I'll take this lead</Button>
        </div>
      </form>
    </ClaimDocument>
  );
}

/** After a successful claim. */
export function ClaimedPage({ stylesheet, lead }: { stylesheet: string | undefined; lead: ClaimedLead }) {
  const mailto = `mailto:${encodeURIComponent(lead.workEmail).replace(/%40/g, '@')}`;
  return (
    <ClaimDocument title="Lead claimed" stylesheet={stylesheet}>
      <h1 className={`${HEADING} text-safety-green`}>The lead is yours</h1>
      <p className="mb-4">{`Claimed by ${lead.claimedBy} at ${lead.claimedAt.toISOString()}. No escalation will be sent for it.`}</p>
      <LeadSummaryList lead={lead} />
      <p>
        <TextLink href={mailto}>{`Write to ${lead.workEmail}`}</TextLink>
      </p>
    </ClaimDocument>
  );
}

/** Someone has the lead already: says who, and since when. */
export function AlreadyClaimedPage({ stylesheet, lead }: { stylesheet: string | undefined; lead: ClaimedLead }) {
  return (
    <ClaimDocument title="Already claimed" stylesheet={stylesheet}>
      <h1 className={HEADING}>Already claimed</h1>
      <p className="mb-4">{`${lead.claimedBy} took this lead at ${lead.claimedAt.toISOString()}.`}</p>
      <LeadSummaryList lead={lead} />
    </ClaimDocument>
  );
}

export type ClaimErrorKind = 'invalid' | 'expired' | 'not-found';

const ERRORS: Record<ClaimErrorKind, { title: string; text: string }> = {
  invalid: {
    title: 'This claim link is not valid',
    text: 'The link was changed or cut off. Open it again from the email, as it is.',
  },
  expired: {
    title: 'This claim link has expired',
    text: 'Claim links work for a limited time. The latest digest or escalation email has a fresh link for every lead still unclaimed.',
  },
  'not-found': {
    title: 'Lead not found',
    text: 'The link is genuine but there is no such lead (yet). If the email arrived moments ago, try again in a minute.',
  },
};

/** A refused claim link: tampered, expired, or naming no stored lead. */
export function ClaimErrorPage({ stylesheet, kind }: { stylesheet: string | undefined; kind: ClaimErrorKind }) {
  const { title, text } = ERRORS[kind];
  return (
    <ClaimDocument title={title} stylesheet={stylesheet}>
      <h1 className={HEADING}>{title}</h1>
      <p>{text}</p>
    </ClaimDocument>
  );
}
