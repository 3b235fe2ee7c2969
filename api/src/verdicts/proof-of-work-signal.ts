import type { VerdictSignal } from '@site/contracts';
import type { ProofOfWorkCheck } from '../proof-of-work/proof-of-work.verifier.js';

/** The signal each outcome of the proof-of-work check gives (a valid proof gives none). */
const PROOF_OF_WORK_SIGNALS: Record<Exclude<ProofOfWorkCheck, 'valid'>, VerdictSignal> = {
  missing: 'proof-of-work-missing',
  invalid: 'proof-of-work-invalid',
  expired: 'proof-of-work-expired',
  reused: 'proof-of-work-reused',
};

export function proofOfWorkSignal(check: ProofOfWorkCheck): VerdictSignal | undefined {
  return check === 'valid' ? undefined : PROOF_OF_WORK_SIGNALS[check];
}
