import type { LeadVerdict, VerdictSignal } from '@site/contracts';

/** How staff pages name a verdict. */
export const VERDICT_LABELS: Record<LeadVerdict, string> = {
  ok: 'OK',
  unverified: 'Unverified',
  spam: 'Spam',
};

/** What each signal means, in the words of the lead page. */
export const SIGNAL_LABELS: Record<VerdictSignal, string> = {
  honeypot: 'The hidden field was filled (a bot)',
  'proof-of-work-invalid': 'The proof of work did not verify',
  'proof-of-work-reused': 'The proof of work was used by an earlier lead',
  'name-is-url': 'The name is a web address',
  'link-stuffed': 'The text is full of links',
  'proof-of-work-missing': 'No proof of work (sent without JavaScript, or by a script)',
  'proof-of-work-expired': 'The proof of work had expired',
  'disposable-email': 'The address is at a disposable-email provider',
  'filled-too-fast': 'The form was sent faster than a person types',
};

/** The verdicts the inbox filters by: the inbox (everything not spam), the unverified leads, the spam. */
export const VERDICT_FILTER_OPTIONS = [
  { value: '', label: 'Inbox (not spam)' },
  { value: 'unverified', label: 'Unverified' },
  { value: 'spam', label: 'Spam' },
];
