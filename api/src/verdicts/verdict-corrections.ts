import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { LEAD_JOB, type LeadKind, type StaffVerdict } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { LeadRepository, type VerdictChange } from '@site/persistence';
import { AuditLog } from '../audit/audit-log.js';
import { errorBody } from '../errors/error-body.js';
import { LEAD_QUEUE, type LeadQueue, QUEUE_ADD_TIMEOUT_MS } from '../queue/lead-queue.constants.js';
import { withTimeout } from '../queue/with-timeout.js';

export const VERDICT_CHANGE_UNAVAILABLE_MESSAGE = 'The lead cannot be released right now. Please try again later.';

/**
 * Staff correcting a lead's verdict (the staff API and the lead page's buttons). Marking an `unverified` or `spam`
 * lead OK also adds its `release-lead` job, which makes the worker run, once, what the verdict skipped; marking a lead
 * spam only changes its verdict (what went out already cannot be called back). Only a change adds a job, so marking a
 * lead OK twice releases it once. When Redis does not take the release job, the change is undone and the request
 * answered 503, so that marking it OK again releases it. Every change is recorded in the audit log.
 */
@Injectable()
export class VerdictCorrections {
  private readonly logger = new Logger(VerdictCorrections.name);

  constructor(
    private readonly leads: LeadRepository,
    @Inject(LEAD_QUEUE) private readonly queue: LeadQueue,
    private readonly audit: AuditLog,
  ) {}

  get isAvailable(): boolean {
    return this.leads.isAvailable;
  }

  async change(kind: LeadKind, id: string, verdict: StaffVerdict, by: string): Promise<VerdictChange> {
    const change = await this.leads.changeVerdict(kind, id, verdict, by);
    if (change.outcome !== 'changed') return change;
    const context = { leadId: id, kind, verdict, previousVerdict: change.previous.verdict, by };
    if (verdict === 'ok') {
      try {
        await withTimeout(this.addRelease(kind, id, by), QUEUE_ADD_TIMEOUT_MS, `Redis did not acknowledge the job within ${QUEUE_ADD_TIMEOUT_MS} ms`);
      } catch (error) {
        const undone = await this.leads.undoVerdictChange(change);
        this.logger.error({ ...context, undone, reason: (error as Error).message }, 'Lead verdict not changed: release job not queued');
        throw new ServiceUnavailableException(errorBody(503, VERDICT_CHANGE_UNAVAILABLE_MESSAGE));
      }
    }
    // An administrative action: recorded in the append-only audit log (who, which lead; no value of the lead).
    await this.audit.record({ actor: by, action: 'lead-verdict-changed', subject: { lead: { kind, id } } });
    this.logger.log(context, 'Lead verdict changed by staff');
    return change;
  }

  /**
   * Adds the lead's release job. Its job id keeps a second one out while one waits; a finished one (kept in Redis
   * for a while) is removed first, or a lead marked OK, spam and OK again before its first release ran would never
   * be released.
   */
  private async addRelease(kind: LeadKind, id: string, by: string): Promise<void> {
    const { name, data, opts } = queueJob(LEAD_JOB.release, { leadId: id, kind, by });
    const earlier = await this.queue.getJob(opts.jobId);
    if (earlier && ((await earlier.isCompleted()) || (await earlier.isFailed()))) await earlier.remove();
    await this.queue.add(name, data, opts);
  }
}
