import type { LeadVerdict } from '@site/contracts';
import { VERDICT_LABELS } from './verdict-labels.js';

/** The colour of each verdict; the text says the same thing, so colour is never the only signal. */
const TONES: Record<LeadVerdict, string> = {
  ok: 'border-border bg-muted text-foreground',
  unverified: 'border-amber-300/50 bg-amber-300/10 text-amber-200',
  spam: 'border-destructive/50 bg-destructive/10 text-destructive',
};

export function VerdictBadge({ verdict }: { verdict: LeadVerdict }) {
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[verdict]}`}>
      {VERDICT_LABELS[verdict]}
    </span>
  );
}
