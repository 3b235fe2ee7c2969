import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import { isLeadId } from '@site/persistence';
import { UnrecoverableError } from 'bullmq';

/** The data of a `deliver-lead-webhook` job: which lead, to which endpoint (by id: URLs can hold credentials). */
export interface WebhookJobData {
  leadId: string;
  kind: LeadKind;
  endpointId: string;
}

/** Checks a webhook job's data; a malformed one fails at once (a dead letter: no retry can fix it). */
export function parseWebhookJobData(raw: unknown): WebhookJobData {
  const { leadId, kind, endpointId } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!isLeadId(leadId)) throw new UnrecoverableError('malformed webhook job: the lead id is not a UUID');
  if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind)) {
    throw new UnrecoverableError(`malformed webhook job: unknown kind ${JSON.stringify(kind)}`);
  }
  if (typeof endpointId !== 'string' || !/^[0-9a-f]{16}$/.test(endpointId)) {
    throw new UnrecoverableError('malformed webhook job: no endpoint id');
  }
  return { leadId, kind: kind as LeadKind, endpointId };
}
