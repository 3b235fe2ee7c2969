import { EntitySchema } from 'typeorm';

/** What a privacy audit entry records. */
export const PRIVACY_ACTIONS = ['export', 'erasure', 'retention', 'withdrawal'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/**
 * What one request touched, as numbers only: leads per kind, queue jobs removed, jobs a worker held (left to
 * finish), and for retention the addresses erased.
 */
export type PrivacyCounts = Record<string, number>;

/**
 * A row of `privacy_audit_log`: who (a staff username, `cli:<user>`, the retention job or the withdrawal link),
 * when, which request (the API's request id, when it came over HTTP) and its counts. No address, not even a hash:
 * a keyed hash of an address is still personal data (whoever holds the key can test any address against it), and
 * correlating requests needs none (the person's request reaches us by email, which is where it is tracked).
 */
export interface PrivacyAuditRow {
  id: string;
  at: Date;
  action: PrivacyAction;
  actor: string;
  requestId: string | null;
  counts: PrivacyCounts;
}

export const PrivacyAuditEntity = new EntitySchema<PrivacyAuditRow>({
  name: 'PrivacyAudit',
  tableName: 'privacy_audit_log',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true, default: () => 'gen_random_uuid()' },
    at: { name: 'at', type: 'timestamptz', default: () => 'now()' },
    action: { name: 'action', type: 'text' },
    actor: { name: 'actor', type: 'text' },
    requestId: { name: 'request_id', type: 'text', nullable: true },
    counts: { name: 'counts', type: 'jsonb' },
  },
});
