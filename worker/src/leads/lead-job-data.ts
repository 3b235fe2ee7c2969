import { contactSubmissionSchema, demoRequestSchema, evidencePackRequestSchema, LEAD_KINDS, type LeadJobData, type LeadKind } from '@site/contracts';
import { isClientAddress } from '@site/contracts/client-address';
import { isLeadId } from '@site/persistence';
import { UnrecoverableError } from 'bullmq';

const DATA_SCHEMAS = {
  'contact-submission': contactSubmissionSchema,
  'demo-request': demoRequestSchema,
  'evidence-pack-request': evidencePackRequestSchema,
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function reject(reason: string): never {
  // A malformed job never gets better by retrying: fail it at once and keep it as a dead letter.
  throw new UnrecoverableError(`malformed lead job: ${reason}`);
}

/**
 * Checks a `process-lead` job's data against the shared contract (the lead fields with the same zod schema the
 * API validated them with). Throws BullMQ's UnrecoverableError when it does not hold.
 */
export function parseLeadJobData(raw: unknown): LeadJobData {
  if (!isRecord(raw)) reject('data is not an object');
  const { kind, id, receivedAt, consent, flagged, data, clientAddress } = raw;
  if (typeof kind !== 'string' || !(LEAD_KINDS as readonly string[]).includes(kind)) reject(`unknown kind ${JSON.stringify(kind)}`);
  if (!isLeadId(id)) reject('id is not a UUID');
  if (!isIsoTime(receivedAt)) reject('receivedAt is not a time');
  if (typeof flagged !== 'boolean') reject('flagged is not a boolean');
  if (!isRecord(consent) || consent.privacyAccepted !== true || !isIsoTime(consent.acceptedAt) || typeof consent.policyVersion !== 'string') {
    reject('consent record is incomplete');
  }
  const parsed = DATA_SCHEMAS[kind as LeadKind].safeParse(data);
  if (!parsed.success) reject(`lead fields invalid (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')})`);
  return {
    kind,
    id,
    receivedAt,
    flagged,
    consent: { privacyAccepted: true, acceptedAt: consent.acceptedAt, policyVersion: consent.policyVersion },
    data: parsed.data,
    // Only keys a cap: one that is no address is left out (the lead then counts as an unknown client's), never fatal.
    ...(isClientAddress(clientAddress) ? { clientAddress } : {}),
  } as LeadJobData;
}
