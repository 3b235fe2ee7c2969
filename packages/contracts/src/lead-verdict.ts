import { z } from './zod-config.js';

/**
 * What the API decided about a lead when it arrived, stored with it:
 * - `ok`: a person, as far as the signals tell: sales are emailed, the sender acknowledged, the webhooks pushed.
 * - `unverified`: nothing proves a person sent it (no proof of work: a form posted without JavaScript, an API client)
 *   or a soft signal: sales are emailed with "Unverified" in the subject; no acknowledgement, no webhook until staff
 *   mark it OK.
 * - `spam`: a signal no person gives: stored, not emailed, not acknowledged, not pushed; counted.
 */
export const LEAD_VERDICTS = ['ok', 'unverified', 'spam'] as const;
export type LeadVerdict = (typeof LEAD_VERDICTS)[number];

/**
 * The signals a verdict rests on, stored with the lead. Spam signals are things a person filling the form does not
 * do; unverified signals are what a person may well do (post without JavaScript, use a throwaway address, autofill).
 */
export const SPAM_SIGNALS = [
  /** The hidden honeypot field was filled. */
  'honeypot',
  /** The proof of work did not verify (forged or tampered). */
  'proof-of-work-invalid',
  /** The proof of work was used by an earlier lead already (a replayed solution). */
  'proof-of-work-reused',
  /** The name is a web address or a domain name. */
  'name-is-url',
  /** The message carries more links than a person writing to sales would (see LINK_STUFFING_THRESHOLD). */
  'link-stuffed',
] as const;

export const UNVERIFIED_SIGNALS = [
  /** No proof of work came with the lead (a form posted without JavaScript, an API client). */
  'proof-of-work-missing',
  /** The proof of work expired before the lead was sent. */
  'proof-of-work-expired',
  /** The address is at a disposable-email provider. */
  'disposable-email',
  /** The form was filled and sent faster than a person types (see MIN_FORM_FILL_MS). */
  'filled-too-fast',
] as const;

export const VERDICT_SIGNALS = [...SPAM_SIGNALS, ...UNVERIFIED_SIGNALS] as const;
export type VerdictSignal = (typeof VERDICT_SIGNALS)[number];

/** A message with this many links or more is link-stuffed. */
export const LINK_STUFFING_THRESHOLD = 3;

/** A form sent less than this long after the visitor started filling it was not typed by a person. */
export const MIN_FORM_FILL_MS = 3_000;

const spamSignals: ReadonlySet<VerdictSignal> = new Set(SPAM_SIGNALS);

/** The verdict the signals give: spam if any spam signal, unverified if any other signal, ok if none. */
export function verdictOf(signals: readonly VerdictSignal[]): LeadVerdict {
  if (signals.some((signal) => spamSignals.has(signal))) return 'spam';
  return signals.length > 0 ? 'unverified' : 'ok';
}

/** A verdict with the signals it rests on, as a lead job carries it. */
export const leadVerdictRecordSchema = z.object(
  {
    verdict: z.enum(LEAD_VERDICTS, { error: 'verdict is not ok, unverified or spam' }),
    signals: z.array(z.enum(VERDICT_SIGNALS, { error: 'unknown verdict signal' }), { error: 'verdict signals are not a list' }),
  },
  { error: 'no verdict' },
);
export type LeadVerdictRecord = z.output<typeof leadVerdictRecordSchema>;

/** The verdict of a list of signals, as stored and queued. */
export function verdictRecord(signals: readonly VerdictSignal[]): LeadVerdictRecord {
  const unique = [...new Set(signals)];
  return { verdict: verdictOf(unique), signals: unique };
}
