import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { consentRecord, LEAD_JOB, type LeadJobData, type LeadPayload, withoutVerdictEvidence } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { PinoLogger } from 'nestjs-pino';
import type { ApiConfig } from '@site/config';
import { APP_CONFIG } from '../config/config.module.js';
import { errorBody } from '../errors/error-body.js';
import { MetricsService } from '../metrics/metrics.service.js';
import { LEAD_QUEUE, type LeadQueue, QUEUE_ADD_TIMEOUT_MS } from '../queue/lead-queue.constants.js';
import { withTimeout } from '../queue/with-timeout.js';
import { LeadVerdicts } from '../verdicts/lead-verdicts.js';
import { companyDomain } from './company-domain.js';
import { leadIdFor } from './lead-id.js';
import { inquiryTypeFromReferer } from './referer-inquiry-type.js';
import { leadSourceFromReferer } from './referer-source.js';

export const LEAD_INTAKE_UNAVAILABLE_MESSAGE = 'We cannot accept your request right now. Please try again later.';

/**
 * Turns a validated lead into a `process-lead` job on the leads queue and returns its id once Redis has
 * acknowledged the job. Redis unreachable, or slower than QUEUE_ADD_TIMEOUT_MS: 503. Logs carry the lead id,
 * kind and company domain, never the lead's personal data: an accepted lead's go on its request's log line
 * (one line per lead POST), a refused one's on an error line of its own.
 */
@Injectable()
export class LeadIntakeService {
  private readonly logger = new Logger(LeadIntakeService.name);

  constructor(
    @Inject(LEAD_QUEUE) private readonly queue: LeadQueue,
    private readonly metrics: MetricsService,
    @Inject(APP_CONFIG) private readonly config: ApiConfig,
    private readonly requestLog: PinoLogger,
    private readonly verdicts: LeadVerdicts,
  ) {}

  /**
   * `referer`: the Referer header: the lead's source and a contact submission's inquiry type when the body brings
   * none (a form posted without JavaScript; see withRefererContext).
   * `clientAddress`: the client address this request came from (Fastify's `request.ip`); it travels with the job.
   */
  async accept(submitted: LeadPayload, idempotencyKey?: string, referer?: string, clientAddress?: string): Promise<string> {
    const payload = withRefererContext(submitted, referer, this.config.siteOrigins);
    const id = leadIdFor(payload.kind, idempotencyKey);
    const receivedAt = new Date().toISOString();
    const context = { leadId: id, kind: payload.kind, companyDomain: companyDomain(payload.data.workEmail) };
    let job: LeadJobData;
    try {
      // Whatever the verdict, the lead is accepted alike (a bot learns nothing from the answer). Deciding it may need
      // Redis (a valid proof of work is recorded there), like queueing the lead.
      const verdict = await this.verdicts.decide(payload, id);
      // Cast: TypeScript does not tie the kind to its data here; both come from the one payload.
      job = {
        kind: payload.kind,
        // The proof of work and the fill time decided the verdict; they are not part of the lead.
        data: withoutVerdictEvidence(payload.data),
        id,
        receivedAt,
        // The browser form cannot submit without ticking the privacy checkbox; the API records that consent.
        consent: consentRecord(receivedAt),
        verdict,
        ...(clientAddress ? { clientAddress } : {}),
      } as LeadJobData;
      // The job's id and retry policy come from the queue contract the worker reads it by.
      const { name, data, opts } = queueJob(LEAD_JOB.process, job);
      // A job id that exists already (a retried POST with the same Idempotency-Key) is ignored by BullMQ.
      await withTimeout(
        this.queue.add(name, data, opts),
        QUEUE_ADD_TIMEOUT_MS,
        `Redis did not acknowledge the job within ${QUEUE_ADD_TIMEOUT_MS} ms`,
      );
    } catch (error) {
      this.logger.error({ ...context, reason: (error as Error).message }, 'Lead not enqueued: leads queue unavailable');
      throw new ServiceUnavailableException(errorBody(503, LEAD_INTAKE_UNAVAILABLE_MESSAGE));
    }
    const { verdict } = job;
    this.metrics.leadAccepted(payload.kind, verdict.verdict);
    this.requestLog.assign({
      ...context,
      accepted: true,
      verdict: verdict.verdict,
      verdictSignals: verdict.signals,
      idempotent: idempotencyKey !== undefined,
    });
    return id;
  }
}

/**
 * The lead with what a form posted without JavaScript cannot send but its Referer tells: the source (when the body
 * brought none) and, for a contact submission, the inquiry type of the /contact?type=… page (when it brought none).
 */
function withRefererContext(payload: LeadPayload, referer: string | undefined, siteOrigins: readonly string[]): LeadPayload {
  let data: LeadPayload['data'] = payload.data;
  if (data.source === undefined) {
    const source = leadSourceFromReferer(referer, siteOrigins);
    if (source) data = { ...data, source };
  }
  if (payload.kind === 'contact-submission' && payload.data.inquiryType === undefined) {
    const inquiryType = inquiryTypeFromReferer(referer, siteOrigins);
    if (inquiryType) data = { ...data, inquiryType };
  }
  return data === payload.data ? payload : ({ ...payload, data } as LeadPayload);
}
