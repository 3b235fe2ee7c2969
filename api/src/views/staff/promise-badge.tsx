import type { PromiseStatus } from './promise-status.js';

/** The colour of each standing; the text says the same thing, so colour is never the only signal. */
const TONES: Record<PromiseStatus['tone'], string> = {
  done: 'border-safety-green/40 bg-safety-green/10 text-safety-green',
  ok: 'border-border bg-muted text-foreground',
  soon: 'border-amber-300/50 bg-amber-300/10 text-amber-200',
  overdue: 'border-destructive/50 bg-destructive/10 text-destructive',
};

export function PromiseBadge({ status }: { status: PromiseStatus }) {
  return (
    <span className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONES[status.tone]}`}>{status.text}</span>
  );
}
