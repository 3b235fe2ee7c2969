import { LEAD_JOB, type LeadJobData } from './lead-job.js';
import { COMPLETED_JOB_MAX_AGE_S, LEAD_JOB_OPTIONS } from './lead-job-options.js';
import { isQueueJobName, parseQueueJob, QUEUE_JOB_NAMES, QUEUE_JOBS, queueJob, REPEATABLE_JOB_NAMES } from './queue-jobs.js';

const LEAD_ID = '0b7a3c2e-4f1d-4c8a-9e6b-2d5f8a1c3e7b';
const ENDPOINT_ID = '0123456789abcdef';

const lead: LeadJobData = {
  kind: 'demo-request',
  id: LEAD_ID,
  receivedAt: '2025-03-01T10:00:00.000Z',
  consent: { privacyAccepted: true, acceptedAt: '2025-03-01T10:00:00.000Z', policyVersion: '2025-01-01' },
  verdict: { verdict: 'ok', signals: [] },
  data: { workEmail: 'ada@acme.example', fullName: 'Ada Lovelace', company: 'Acme', role: 'ciso', deploymentInterest: 'saas' },
};

function reason(name: Parameters<typeof parseQueueJob>[0], raw: unknown): string | undefined {
  const parsed = parseQueueJob(name, raw);
  return parsed.success ? undefined : parsed.reason;
}

describe('the queue contract', () => {
  it('covers every job name of the leads queue', () => {
    expect([...QUEUE_JOB_NAMES].sort()).toEqual(Object.values(LEAD_JOB).sort());
    expect(isQueueJobName('process-lead')).toBe(true);
    expect(isQueueJobName('toString')).toBe(false);
    expect(REPEATABLE_JOB_NAMES).toEqual(['sweep-unnotified', 'daily-digest', 'erase-idle-leads']);
  });

  it('gives each added job its id and options', () => {
    expect(queueJob(LEAD_JOB.process, lead).opts).toEqual({ ...LEAD_JOB_OPTIONS, jobId: `lead-${LEAD_ID}` });
    expect(queueJob(LEAD_JOB.acknowledge, { leadId: LEAD_ID, kind: 'demo-request' }).opts.jobId).toBe(`acknowledgement-${LEAD_ID}`);
    expect(queueJob(LEAD_JOB.webhook, { leadId: LEAD_ID, kind: 'demo-request', endpointId: ENDPOINT_ID }).opts.jobId).toBe(
      `webhook-${ENDPOINT_ID}-${LEAD_ID}`,
    );
    const escalation = queueJob(LEAD_JOB.escalate, { leadId: LEAD_ID, kind: 'demo-request', step: 'escalation' }, { delay: 1_000 });
    expect(escalation).toEqual({
      name: 'escalate-unclaimed',
      data: { leadId: LEAD_ID, kind: 'demo-request', step: 'escalation' },
      opts: { ...LEAD_JOB_OPTIONS, jobId: `escalation-${LEAD_ID}`, delay: 1_000 },
    });
    expect(QUEUE_JOBS[LEAD_JOB.sweep]).toMatchObject({
      schedulerId: 'sweep-unnotified',
      options: { removeOnComplete: { age: COMPLETED_JOB_MAX_AGE_S }, removeOnFail: true },
    });
    expect(QUEUE_JOBS[LEAD_JOB.digest]).toMatchObject({ schedulerId: 'daily-digest', options: { attempts: 6 } });
    expect(QUEUE_JOBS[LEAD_JOB.retention]).toMatchObject({ schedulerId: 'lead-retention', options: { removeOnComplete: true, removeOnFail: true } });
  });

  it('reads a lead job as the API enqueued it, dropping unknown keys and a client address that is no address', () => {
    const parsed = parseQueueJob(LEAD_JOB.process, { ...lead, extra: 1, clientAddress: 'not-an-address' });
    expect(parsed).toEqual({ success: true, data: lead });
    expect(parsed.success && Object.keys(parsed.data)).not.toContain('clientAddress');
    const withAddress = parseQueueJob(LEAD_JOB.process, { ...lead, clientAddress: '2001:db8::1' });
    expect(withAddress.success && withAddress.data.clientAddress).toBe('2001:db8::1');
  });

  it('reads a lead job queued before verdicts by its honeypot flag', () => {
    const { verdict: _verdict, ...legacy } = lead;
    const flagged = parseQueueJob(LEAD_JOB.process, { ...legacy, flagged: true });
    const unflagged = parseQueueJob(LEAD_JOB.process, { ...legacy, flagged: false });
    expect(flagged.success && flagged.data.verdict).toEqual({ verdict: 'spam', signals: ['honeypot'] });
    expect(unflagged.success && unflagged.data.verdict).toEqual({ verdict: 'ok', signals: [] });
    expect(reason(LEAD_JOB.process, { ...legacy, flagged: 'no' })).toBe('malformed lead job: no verdict');
  });

  it('names what is wrong with a malformed lead job', () => {
    expect(reason(LEAD_JOB.process, null)).toBe('malformed lead job: data is not an object');
    expect(reason(LEAD_JOB.process, { ...lead, kind: 'spam' })).toBe('malformed lead job: unknown kind "spam"');
    expect(reason(LEAD_JOB.process, { ...lead, id: 'lead-1' })).toBe('malformed lead job: id is not a UUID');
    expect(reason(LEAD_JOB.process, { ...lead, receivedAt: 'yesterday' })).toBe('malformed lead job: receivedAt is not a time');
    expect(reason(LEAD_JOB.process, { ...lead, verdict: { verdict: 'maybe', signals: [] } })).toBe(
      'malformed lead job: verdict is not ok, unverified or spam',
    );
    expect(reason(LEAD_JOB.process, { ...lead, verdict: { verdict: 'spam', signals: ['smells'] } })).toBe(
      'malformed lead job: unknown verdict signal',
    );
    expect(reason(LEAD_JOB.process, { ...lead, consent: { ...lead.consent, privacyAccepted: false } })).toBe(
      'malformed lead job: consent record is incomplete',
    );
    expect(reason(LEAD_JOB.process, { ...lead, data: { ...lead.data, role: 'pirate', fullName: '' } })).toBe(
      'malformed lead job: lead fields invalid (fullName, role)',
    );
  });

  it('names what is wrong with a malformed job about a stored lead', () => {
    expect(reason(LEAD_JOB.acknowledge, 'x')).toBe('malformed acknowledgement job: the lead id is not a UUID');
    expect(reason(LEAD_JOB.acknowledge, { leadId: LEAD_ID })).toBe('malformed acknowledgement job: unknown kind undefined');
    expect(reason(LEAD_JOB.webhook, { leadId: LEAD_ID, kind: 'demo-request' })).toBe('malformed webhook job: no endpoint id');
    expect(reason(LEAD_JOB.finalAlert, { leadId: LEAD_ID, kind: 'demo-request', step: 'third' })).toBe(
      'malformed follow-up job: unknown step "third"',
    );
    expect(reason(LEAD_JOB.escalate, { leadId: 'lead-1', kind: 'demo-request', step: 'escalation' })).toBe(
      'malformed follow-up job: the lead id is not a UUID',
    );
  });
});
