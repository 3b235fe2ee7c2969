import { LEAD_KINDS } from '@site/contracts';
import type { PersonErasure } from './person-erasure.js';

/** Addresses read per query while a retention run works through the idle ones. */
const BATCH = 100;

/** What one retention run erased. */
export interface RetentionResult {
  /** People (addresses) idle past the retention period, each erased like a data-subject erasure. */
  people: number;
  /** Their leads, all kinds together. */
  leads: number;
  /** Their queue jobs removed. */
  removedJobs: number;
}

/** The actor the audit log names for retention runs. */
export const RETENTION_ACTOR = 'retention job';

/**
 * The retention rule for marketing data: a person with no activity on any of their leads since `idleBefore` is
 * erased, with the same reach as an erasure on request (PersonErasure). One audit entry per run, with its counts.
 */
export class LeadRetention {
  constructor(private readonly erasure: PersonErasure) {}

  async run(idleBefore: Date): Promise<RetentionResult> {
    const result: RetentionResult = { people: 0, leads: 0, removedJobs: 0 };
    for (;;) {
      // Each erased address leaves the list, so the next batch is always read from the start.
      const batch = await this.erasure.people.idleAddresses(idleBefore, BATCH);
      for (const email of batch) {
        const counts = await this.erasure.eraseUnrecorded(email);
        result.people += 1;
        result.leads += LEAD_KINDS.reduce((sum, kind) => sum + counts[kind], 0);
        result.removedJobs += counts.removedJobs;
      }
      if (batch.length < BATCH) break;
    }
    await this.erasure.audit.record({ action: 'retention', actor: RETENTION_ACTOR, counts: { ...result } });
    return result;
  }
}
