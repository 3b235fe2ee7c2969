import { EntitySchema } from 'typeorm';

/** The privacy requests: data-subject export and erasure, retention runs, consent withdrawals. */
export const PRIVACY_ACTIONS = ['export', 'erasure', 'retention', 'withdrawal'] as const;
export type PrivacyAction = (typeof PRIVACY_ACTIONS)[number];

/** Every action the audit log records: the privacy requests, corrections of a person's data, and staff administration. */
export const AUDIT_ACTIONS = [
  ...PRIVACY_ACTIONS,
  'correction',
  'user-created',
  'role-changed',
  'second-factor-reset',
  'api-token-issued',
  'lead-verdict-changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What one action touched, as numbers only: leads per kind, queue jobs removed, fields corrected, addresses
 * erased by retention.
 */
export type AuditCounts = Record<string, number>;

/**
 * A row of `audit_log` (append-only: the database refuses UPDATE, DELETE and TRUNCATE): who (a staff username,
 * `cli:<user>`, the retention job, the withdrawal link, single sign-on), when, what, on which subject (`user:<name>`
 * or `lead:<kind>/<id>`; null for a privacy request), which HTTP request, and its counts. Never an address or any
 * other value of a lead, not even a hash: a keyed hash of an address is still personal data (whoever holds the key
 * can test any address against it), and an erased address must leave no trace here.
 */
export interface AuditRow {
  id: string;
  at: Date;
  action: AuditAction;
  actor: string;
  subject: string | null;
  requestId: string | null;
  counts: AuditCounts;
}

export const AuditLogEntity = new EntitySchema<AuditRow>({
  name: 'AuditLog',
  tableName: 'audit_log',
  columns: {
    id: { name: 'id', type: 'uuid', primary: true, default: () => 'gen_random_uuid()' },
    at: { name: 'at', type: 'timestamptz', default: () => 'now()' },
    action: { name: 'action', type: 'text' },
    actor: { name: 'actor', type: 'text' },
    subject: { name: 'subject', type: 'text', nullable: true },
    requestId: { name: 'request_id', type: 'text', nullable: true },
    counts: { name: 'counts', type: 'jsonb' },
  },
});
