import { LEAD_KINDS, type LeadKind } from '@site/contracts';
import { isClientAddress } from '@site/contracts/client-address';
import { isLeadId } from '@site/persistence';
import { UnrecoverableError } from 'bullmq';

/** The data of an `acknowledge-lead` job: which lead (its fields are read from its row) and who sent it. */
export interface AcknowledgementJobData {
  leadId: string;
  kind: LeadKind;
  /** The client address the API saw (the per-client cap's key); absent when the lead job had none. */
  clientAddress?: string;
}

/**
 * Checks an acknowledgement job's data; a malformed one fails at once (a dead letter: no retry can fix it). A client
 * address that is no address is dropped (the acknowledgement then counts as an unknown client's), never fatal.
 */
export function parseAcknowledgementJobData(raw: unknown): AcknowledgementJobData {
  const { leadId, kind, clientAddress } = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  if (!isLeadId(leadId)) throw new UnrecoverableError('malformed acknowledgement job: the lead id is not a UUID');
  if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind)) {
    throw new UnrecoverableError(`malformed acknowledgement job: unknown kind ${JSON.stringify(kind)}`);
  }
  return { leadId, kind: kind as LeadKind, ...(isClientAddress(clientAddress) ? { clientAddress } : {}) };
}
