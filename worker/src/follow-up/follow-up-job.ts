import { type FollowUpStep, LEAD_KINDS, type LeadKind } from '@site/contracts';
import { isLeadId } from '@site/persistence';
import { UnrecoverableError } from 'bullmq';

/** The data of an `escalate-unclaimed` or `final-alert-unclaimed` job. */
export interface FollowUpJobData {
  leadId: string;
  kind: LeadKind;
  step: FollowUpStep;
}

const STEPS: readonly FollowUpStep[] = ['escalation', 'final-alert'];

/** Checks a follow-up job's data; a malformed one fails at once (a dead letter: no retry can fix it). */
export function parseFollowUpJobData(raw: unknown): FollowUpJobData {
  const data = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const { leadId, kind, step } = data;
  if (!isLeadId(leadId)) throw new UnrecoverableError('malformed follow-up job: the lead id is not a UUID');
  if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind)) {
    throw new UnrecoverableError(`malformed follow-up job: unknown kind ${JSON.stringify(kind)}`);
  }
  if (typeof step !== 'string' || !(STEPS as readonly string[]).includes(step)) {
    throw new UnrecoverableError(`malformed follow-up job: unknown step ${JSON.stringify(step)}`);
  }
  return { leadId, kind: kind as LeadKind, step: step as FollowUpStep };
}
