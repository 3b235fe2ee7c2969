import type { z } from 'zod';
import type { LeadKind } from './api-paths.js';
import type { ContactSubmission } from './contact-submission.js';
import type { DemoRequest } from './demo-request.js';
import type { EvidencePackRequest } from './evidence-pack-request.js';
import type { consentRecordSchema, leadJobSchema } from './queue-jobs.js';

/** The BullMQ queue between the API (producer) and the worker (consumer). */
export const LEADS_QUEUE = 'leads';

/** BullMQ job names on the leads queue (what each carries, its job id and options: queue-jobs.ts). */
export const LEAD_JOB = {
  /** Persist one lead and email sales. */
  process: 'process-lead',
  /**
   * A stored lead never emailed whose job is gone (the sweeper adds it): read the lead from its row, then email sales
   * and schedule its follow-on jobs as `process-lead` does after storing.
   */
  announce: 'announce-stored-lead',
  /** Repeatable: re-enqueue leads not emailed in time, alert on old ones. */
  sweep: 'sweep-unnotified',
  /** Delayed: the lead is still unclaimed at the escalation time; email SALES_ESCALATION_EMAIL once. */
  escalate: 'escalate-unclaimed',
  /** Delayed: the lead is still unclaimed at the final-alert time; email sales and escalation once. */
  finalAlert: 'final-alert-unclaimed',
  /** Repeatable (daily, at the configured hour): the sales digest. */
  digest: 'daily-digest',
  /** After the lead is stored (verdict ok, or released by staff): the one short email thanking the person who sent it. */
  acknowledge: 'acknowledge-lead',
  /** After the lead is stored (verdict ok, or released by staff): one signed JSON POST of the lead to one LEAD_WEBHOOK_URLS endpoint. */
  webhook: 'deliver-lead-webhook',
  /**
   * Staff marked an `unverified` or `spam` lead OK: run, once, what its verdict skipped (the sales email of a spam
   * lead, the acknowledgement and the webhooks of both). The row's records make each step happen once.
   */
  release: 'release-lead',
  /** Repeatable (daily): erase the people idle for longer than the retention period (LEAD_RETENTION_DAYS). */
  retention: 'erase-idle-leads',
} as const;

/** The follow-up steps of an unclaimed lead, in order. */
export const FOLLOW_UP_STEPS = ['escalation', 'final-alert'] as const;
export type FollowUpStep = (typeof FOLLOW_UP_STEPS)[number];

/**
 * The BullMQ job id of a lead's follow-up step: one job per lead and step, however often it is scheduled
 * (BullMQ ignores an `add` whose id exists), so several workers never schedule a step twice.
 */
export function followUpJobId(leadId: string, step: FollowUpStep): string {
  return `${step}-${leadId}`;
}

/** The BullMQ job id of a lead's release (staff marked it OK): one at a time per lead. */
export function releaseJobId(leadId: string): string {
  return `release-${leadId}`;
}

/** The BullMQ job id of a lead's acknowledgement email: one per lead, however often it is scheduled. */
export function acknowledgementJobId(leadId: string): string {
  return `acknowledgement-${leadId}`;
}

/** The BullMQ job id of a lead's webhook to one endpoint (`endpointId`: a hash of its URL): one per lead and endpoint. */
export function webhookJobId(endpointId: string, leadId: string): string {
  return `webhook-${endpointId}-${leadId}`;
}

/**
 * The BullMQ job id of a lead: the lead id (UUID), prefixed. BullMQ refuses custom ids that contain ':'
 * or are plain integers, and ignores an `add` whose id already exists, so a replayed POST enqueues nothing new.
 * A lead's `process-lead` job and its `announce-stored-lead` job share it: a lead has one such job at a time.
 */
export function leadJobId(leadId: string): string {
  return `lead-${leadId}`;
}

/** The site promises an answer within 24 hours of a lead's arrival. */
export const RESPONSE_PROMISE_MS = 24 * 60 * 60 * 1000;

/** The privacy policy version a visitor accepts today (its "last updated" date). */
export const PRIVACY_POLICY_VERSION = '2025-01-01';

/** Consent as recorded with a lead (the browser never sends `privacyAccepted`; the form cannot submit without it). */
export type ConsentRecord = z.output<typeof consentRecordSchema>;

/**
 * The consent record of a lead accepted at `acceptedAt` under the policy `policyVersion`: a lead form cannot be
 * submitted without its privacy checkbox, so a lead the API accepts carries the consent. The one place the record
 * is made (the API at intake; a stored lead read back, from its stored consent columns).
 */
export function consentRecord(acceptedAt: string, policyVersion: string = PRIVACY_POLICY_VERSION): ConsentRecord {
  return { privacyAccepted: true, acceptedAt, policyVersion };
}

export type LeadPayload =
  | { kind: 'contact-submission'; data: ContactSubmission }
  | { kind: 'demo-request'; data: DemoRequest }
  | { kind: 'evidence-pack-request'; data: EvidencePackRequest };

/**
 * A lead as emails, webhooks and claim links show it: its kind, id, arrival time (ISO 8601) and own fields. A
 * `process-lead` job is one; so is a stored lead read back from its row.
 */
export type LeadView = LeadPayload & { id: string; receivedAt: string };

/** The data of a `process-lead` job: everything the worker needs to store and announce the lead (queue-jobs.ts). */
export type LeadJobData = z.output<typeof leadJobSchema>;

export type { LeadKind };
