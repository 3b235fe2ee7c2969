import type { LeadKind } from '@site/contracts';
import { v4 as uuidv4, v5 as uuidv5 } from 'uuid';

/**
 * Namespace of idempotent lead ids (UUIDv5). Fixed forever: changing it would give a retried POST a new id
 * and so a second lead.
 */
export const LEAD_ID_NAMESPACE = '6f0c3a52-9d4e-4b8a-a6f1-3c2e7d9b5a10';

/**
 * The lead id (UUID, the Postgres primary key and, prefixed, the BullMQ job id). With an Idempotency-Key it
 * is derived from the kind and the key, so a retried POST gets the same id, hence the same job (BullMQ
 * ignores an add whose job id exists) and the same row (the worker inserts ON CONFLICT DO NOTHING).
 * Without one it is random.
 */
export function leadIdFor(kind: LeadKind, idempotencyKey?: string): string {
  return idempotencyKey === undefined ? uuidv4() : uuidv5(`${kind}:${idempotencyKey}`, LEAD_ID_NAMESPACE);
}
