// The contract of the `leads` queue: for each job name what its data is (a zod schema, envelope included), its job
// id rule and its BullMQ options. The api and the worker add jobs through `queueJob`, the worker reads each job with
// `parseQueueJob`. Kept out of the package's main entry (imported as `@site/contracts/queue-jobs`): it needs
// ipaddr.js, which the remotes' forms never bundle.
import { z } from './zod-config.js';
import { LEAD_KINDS, type LeadKind } from './api-paths.js';
import { leadVerdictRecordSchema } from './lead-verdict.js';
import { isClientAddress } from './client-address.js';
import { contactSubmissionSchema } from './contact-submission.js';
import { demoRequestSchema } from './demo-request.js';
import { evidencePackRequestSchema } from './evidence-pack-request.js';
import { isLeadId } from './lead-id.js';
import { acknowledgementJobId, FOLLOW_UP_STEPS, followUpJobId, LEAD_JOB, leadJobId, releaseJobId, webhookJobId } from './lead-job.js';
import { COMPLETED_JOB_MAX_AGE_S, LEAD_JOB_OPTIONS } from './lead-job-options.js';

function isIsoTime(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

const leadIdSchema = (message: string) => z.custom<string>(isLeadId, { error: message });
const isoTimeSchema = (message: string) => z.custom<string>(isIsoTime, { error: message });
const leadKindSchema = z.enum(LEAD_KINDS, { error: (issue) => `unknown kind ${JSON.stringify(issue.input)}` });

/** The client address the API saw: one that is no address is dropped (the lead then counts as an unknown client's), never fatal. */
const clientAddressSchema = z.custom<string>(isClientAddress).optional().catch(undefined);

/** The job data without a `clientAddress` key when it held no address (as if the job never had one). */
function withoutMissingClientAddress<T extends { clientAddress?: string | undefined }>(value: T): T {
  if (value.clientAddress !== undefined) return value;
  const { clientAddress: _none, ...rest } = value;
  return rest as T;
}

/** A lead's own fields, checked with the schema the API validated them with; one reason names every bad field. */
function leadFieldsSchema<S extends z.ZodType>(schema: S) {
  return z
    .custom<unknown>(() => true)
    .transform((value, context): z.output<S> => {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message: `lead fields invalid (${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')})` });
      return z.NEVER;
    });
}

const CONSENT_INCOMPLETE = 'consent record is incomplete';

/** Consent as recorded with a lead (the browser never sends `privacyAccepted`; the form cannot submit without it). */
export const consentRecordSchema = z.object(
  {
    privacyAccepted: z.literal(true, { error: CONSENT_INCOMPLETE }),
    /** ISO 8601 time the API received the consented submission. */
    acceptedAt: isoTimeSchema(CONSENT_INCOMPLETE),
    policyVersion: z.string({ error: CONSENT_INCOMPLETE }),
  },
  { error: CONSENT_INCOMPLETE },
);

function leadJobOfKind<K extends LeadKind, S extends z.ZodType>(kind: K, fields: S) {
  return z.object({
    kind: z.literal(kind),
    /** UUID made by the API; the Postgres primary key. */
    id: leadIdSchema('id is not a UUID'),
    /** ISO 8601 time the API accepted the lead. */
    receivedAt: isoTimeSchema('receivedAt is not a time'),
    /** What the API decided about the lead, and why (lead-verdict.ts). */
    verdict: leadVerdictRecordSchema,
    consent: consentRecordSchema,
    data: leadFieldsSchema(fields),
    /**
     * The client address the API saw (its rate limits' key: the TCP peer, or X-Forwarded-For from a TRUST_PROXY
     * peer). Keys the acknowledgement's per-client cap; never stored with the lead. Absent from jobs enqueued before
     * it existed.
     */
    clientAddress: clientAddressSchema,
  });
}

/**
 * A lead job enqueued before verdicts existed carries `flagged` (the honeypot) instead: read it as the verdict it
 * stands for (flagged: spam on the honeypot; otherwise ok, as every such lead was treated).
 */
function withVerdictOfLegacyJob(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || 'verdict' in data || !('flagged' in data)) return data;
  const { flagged, ...rest } = data as { flagged: unknown };
  if (typeof flagged !== 'boolean') return data;
  return { ...rest, verdict: flagged ? { verdict: 'spam', signals: ['honeypot'] } : { verdict: 'ok', signals: [] } };
}

/** A `process-lead` job: everything the worker needs to store and announce the lead. */
export const leadJobSchema = z.preprocess(
  withVerdictOfLegacyJob,
  z
    .discriminatedUnion(
      'kind',
      [
        leadJobOfKind('contact-submission', contactSubmissionSchema),
        leadJobOfKind('demo-request', demoRequestSchema),
        leadJobOfKind('evidence-pack-request', evidencePackRequestSchema),
      ],
      {
        error: (issue) =>
          // No object at all, or one whose kind is none of the lead kinds.
          issue.code === 'invalid_union' ? `unknown kind ${JSON.stringify((issue.input as { kind?: unknown }).kind)}` : 'data is not an object',
      },
    )
    .transform(withoutMissingClientAddress),
);

const LEAD_ID_NOT_A_UUID = 'the lead id is not a UUID';

/** The data of a job about a stored lead: which lead (its fields are read from its row), and what the job adds. */
function storedLeadJobSchema<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  // Data that is no object names no lead either.
  return z.object({ leadId: leadIdSchema(LEAD_ID_NOT_A_UUID), kind: leadKindSchema, ...shape }, { error: LEAD_ID_NOT_A_UUID });
}

/** An `announce-stored-lead` job: which lead (never emailed, its `process-lead` job gone). */
export const announceJobSchema = storedLeadJobSchema({});

/** A `release-lead` job: which lead staff marked OK, and who (recorded in the logs). */
export const releaseJobSchema = storedLeadJobSchema({ by: z.string({ error: 'no staff user' }).min(1, { error: 'no staff user' }) });

/** An `acknowledge-lead` job: which lead, and the client address the API saw (the per-client cap's key) if any. */
export const acknowledgementJobSchema = storedLeadJobSchema({ clientAddress: clientAddressSchema }).transform(withoutMissingClientAddress);

const NO_ENDPOINT_ID = 'no endpoint id';

/** A `deliver-lead-webhook` job: which lead, to which endpoint (by id, a hash of its URL: URLs can hold credentials). */
export const webhookJobSchema = storedLeadJobSchema({
  endpointId: z.string({ error: NO_ENDPOINT_ID }).regex(/^[0-9a-f]{16}$/, { error: NO_ENDPOINT_ID }),
});

/** An `escalate-unclaimed` or `final-alert-unclaimed` job: which lead, and which of its follow-up steps. */
export const followUpJobSchema = storedLeadJobSchema({
  step: z.enum(FOLLOW_UP_STEPS, { error: (issue) => `unknown step ${JSON.stringify(issue.input)}` }),
});

/** Jobs a job scheduler adds carry no data (`{}`). */
const scheduledJobSchema = z.object({});

export type AnnounceJobData = z.output<typeof announceJobSchema>;
export type AcknowledgementJobData = z.output<typeof acknowledgementJobSchema>;
export type WebhookJobData = z.output<typeof webhookJobSchema>;
export type FollowUpJobData = z.output<typeof followUpJobSchema>;
export type ReleaseJobData = z.output<typeof releaseJobSchema>;

/** The BullMQ options this queue's jobs are added with (a subset of BullMQ's `JobsOptions`, which it fits). */
export interface QueueJobOptions {
  attempts?: number;
  backoff?: { type: string; delay?: number };
  removeOnComplete?: boolean | { age: number; count?: number };
  removeOnFail?: boolean | { age: number; count?: number };
}

interface JobContract<S extends z.ZodType> {
  /** Names the job in the reason a malformed one fails with: `malformed <label> job: …`. */
  label: string;
  schema: S;
  options: QueueJobOptions;
}

/** A job added on its own: its id makes adding it again a no-op while it exists. */
interface AddedJobContract<S extends z.ZodType> extends JobContract<S> {
  jobId(data: z.output<S>): string;
}

/** A job its BullMQ job scheduler adds (one scheduler per queue, whatever the number of workers; ids are BullMQ's). */
interface RepeatableJobContract<S extends z.ZodType> extends JobContract<S> {
  schedulerId: string;
}

const added = <S extends z.ZodType>(contract: AddedJobContract<S>) => contract;
const repeatable = <S extends z.ZodType>(contract: RepeatableJobContract<S>) => contract;

const followUpJob = added({
  label: 'follow-up',
  schema: followUpJobSchema,
  jobId: (followUp) => followUpJobId(followUp.leadId, followUp.step),
  options: LEAD_JOB_OPTIONS,
});

/**
 * Every job of the `leads` queue. The lead job, its announcement, follow-ups, acknowledgement and webhooks share the
 * lead's retry policy (the lead back-off for a day, then a dead letter).
 */
export const QUEUE_JOBS = {
  [LEAD_JOB.process]: added({ label: 'lead', schema: leadJobSchema, jobId: (lead) => leadJobId(lead.id), options: LEAD_JOB_OPTIONS }),
  [LEAD_JOB.announce]: added({
    label: 'announcement',
    schema: announceJobSchema,
    // The lead's own job id: while its `process-lead` job exists (waiting, retrying or dead), adding this is a no-op.
    jobId: (announce) => leadJobId(announce.leadId),
    options: LEAD_JOB_OPTIONS,
  }),
  [LEAD_JOB.sweep]: repeatable({
    label: 'sweep',
    schema: scheduledJobSchema,
    schedulerId: 'sweep-unnotified',
    // Sweeps are routine (their result and any failure are logged). A completed sweep is kept as long as any
    // completed job: BullMQ then removes the queue's completed jobs past that age each time a sweep completes, so
    // they go within a minute of their hour even when no lead arrives. A failed sweep removes itself alone. Never a
    // count (`{ count: 50 }`): BullMQ trims the queue's whole completed or failed set to it, dead letters included.
    options: { removeOnComplete: { age: COMPLETED_JOB_MAX_AGE_S }, removeOnFail: true },
  }),
  [LEAD_JOB.escalate]: followUpJob,
  [LEAD_JOB.finalAlert]: followUpJob,
  [LEAD_JOB.digest]: repeatable({
    label: 'digest',
    schema: scheduledJobSchema,
    schedulerId: 'daily-digest',
    // A failed digest is retried for about an hour (SMTP down), then dropped with an error log; the next day's
    // digest lists every lead still unclaimed anyway. Removing only this job, never by a count: see the sweep's.
    options: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: true },
  }),
  [LEAD_JOB.acknowledge]: added({
    label: 'acknowledgement',
    schema: acknowledgementJobSchema,
    jobId: (acknowledgement) => acknowledgementJobId(acknowledgement.leadId),
    options: LEAD_JOB_OPTIONS,
  }),
  [LEAD_JOB.webhook]: added({
    label: 'webhook',
    schema: webhookJobSchema,
    jobId: (webhook) => webhookJobId(webhook.endpointId, webhook.leadId),
    options: LEAD_JOB_OPTIONS,
  }),
  [LEAD_JOB.release]: added({
    label: 'release',
    schema: releaseJobSchema,
    jobId: (release) => releaseJobId(release.leadId),
    options: LEAD_JOB_OPTIONS,
  }),
  [LEAD_JOB.retention]: repeatable({
    label: 'retention',
    schema: scheduledJobSchema,
    schedulerId: 'lead-retention',
    // A failed run is retried for about an hour (the database was down), then dropped with an error log: the next
    // day's run erases whatever this one left. Removing only this job: see the sweep's options.
    options: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: true },
  }),
} as const satisfies Record<(typeof LEAD_JOB)[keyof typeof LEAD_JOB], AddedJobContract<z.ZodType> | RepeatableJobContract<z.ZodType>>;

type QueueJobs = typeof QUEUE_JOBS;
export type QueueJobName = keyof QueueJobs;
/** The jobs added one by one (`queueJob`). */
export type AddedJobName = { [N in QueueJobName]: QueueJobs[N] extends { jobId: unknown } ? N : never }[QueueJobName];
/** The jobs a job scheduler adds. */
export type RepeatableJobName = Exclude<QueueJobName, AddedJobName>;
/** The data of a job as the worker reads it. */
export type QueueJobData<N extends QueueJobName> = z.output<QueueJobs[N]['schema']>;

export const QUEUE_JOB_NAMES = Object.keys(QUEUE_JOBS) as QueueJobName[];

/** The jobs a job scheduler adds, in contract order. */
export const REPEATABLE_JOB_NAMES = QUEUE_JOB_NAMES.filter((name): name is RepeatableJobName => 'schedulerId' in QUEUE_JOBS[name]);

export function isQueueJobName(name: string): name is QueueJobName {
  return Object.hasOwn(QUEUE_JOBS, name);
}

/** A job ready for BullMQ's `queue.add(name, data, opts)` or `queue.addBulk`. */
export interface QueueJob<N extends AddedJobName = AddedJobName> {
  name: N;
  data: QueueJobData<N>;
  opts: QueueJobOptions & { jobId: string; delay?: number };
}

/** The job `name` with `data`: its options and job id by the contract; `delay` for a job that is due later. */
export function queueJob<N extends AddedJobName>(name: N, data: QueueJobData<N>, timing: { delay?: number } = {}): QueueJob<N> {
  // TypeScript cannot tie QUEUE_JOBS[name] to N: each entry's jobId takes its own job's data.
  const contract = QUEUE_JOBS[name] as unknown as AddedJobContract<z.ZodType<QueueJobData<N>>>;
  return { name, data, opts: { ...contract.options, jobId: contract.jobId(data), ...timing } };
}

export type ParsedQueueJob<N extends QueueJobName> = { success: true; data: QueueJobData<N> } | { success: false; reason: string };

/** Reads a job's data by its contract; a malformed job gets the reason it fails with (`malformed lead job: …`). */
export function parseQueueJob<N extends QueueJobName>(name: N, raw: unknown): ParsedQueueJob<N> {
  const contract: JobContract<z.ZodType> = QUEUE_JOBS[name];
  const parsed = contract.schema.safeParse(raw);
  if (parsed.success) return { success: true, data: parsed.data as QueueJobData<N> };
  return { success: false, reason: `malformed ${contract.label} job: ${parsed.error.issues[0]?.message}` };
}
