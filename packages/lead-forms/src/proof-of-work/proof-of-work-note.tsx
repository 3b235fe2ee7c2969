import type { ProofOfWorkStatus } from './proof-of-work-session';

const NOTE: Partial<Record<ProofOfWorkStatus, string>> = { verifying: 'Verifying…', verified: 'Verified' };

/** A small, quiet line telling the proof of work's state; empty before it starts and when it failed (the form sends anyway). */
export function ProofOfWorkNote({ status }: { status: ProofOfWorkStatus }) {
  const text = NOTE[status];
  return (
    <p aria-live="polite" data-proof-of-work={status} className="min-h-4 text-xs text-muted-foreground">
      {text ? (
        <>
          {status === 'verified' ? <span aria-hidden="true">✓ </span> : null}
          {text}
        </>
      ) : null}
    </p>
  );
}
