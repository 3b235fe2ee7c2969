import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { LEAD_JOB, LEADS_QUEUE } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { LeadRepository } from '@site/persistence';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';

/** The pino field that monitoring matches on. */
export const LEAD_NOT_EMAILED_ALERT = 'lead-not-emailed';

/** Leads re-enqueued per kind and sweep at most (the next sweep takes the rest). */
export const SWEEP_BATCH_SIZE = 500;

/** What one sweep found (the sweep job's return value). */
export interface SweepResult {
  /** Leads past RENOTIFY_AFTER_MS and still not emailed. */
  unemailed: number;
  /** Of those, how many had no job any more and got a new one. */
  requeued: number;
  /** Age in ms of the oldest lead never emailed (0 when there is none). */
  oldestAgeMs: number;
  /** True when that age is beyond ALERT_AFTER_MS. */
  alerted: boolean;
}

/**
 * The safety net behind the queue: leads stored but never emailed (their job lost with Redis data, removed by
 * hand, or a crash between insert and email whose job is gone) get an `announce-stored-lead` job (which reads the
 * lead from its row) under their own job id, so a lead whose job still exists (waiting, retrying, or dead) is left alone. An un-emailed lead older
 * than ALERT_AFTER_MS raises an error-level `lead-not-emailed` alert on every sweep until it is handled.
 */
@Injectable()
export class UnnotifiedLeadSweeper {
  constructor(
    private readonly leads: LeadRepository,
    @InjectQueue(LEADS_QUEUE) private readonly queue: Queue,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(UnnotifiedLeadSweeper.name) private readonly logger: PinoLogger,
  ) {}

  async sweep(now: Date = new Date()): Promise<SweepResult> {
    const renotifyBefore = new Date(now.getTime() - this.config.renotifyAfterMs);
    const unemailed = await this.leads.unnotifiedLeads(renotifyBefore, SWEEP_BATCH_SIZE);
    let requeued = 0;
    for (const lead of unemailed) {
      const job = queueJob(LEAD_JOB.announce, { leadId: lead.id, kind: lead.kind });
      const { jobId } = job.opts;
      const before = await this.queue.getJobState(jobId);
      // The lead's own job id: an existing `process-lead` job makes `add` a no-op, BullMQ keeps one job per lead.
      await this.queue.add(job.name, job.data, job.opts);
      if (before === 'unknown') {
        requeued += 1;
        this.logger.warn({ leadId: lead.id, kind: lead.kind, jobId }, 'un-emailed lead had no job: re-enqueued');
      }
    }

    const alertBefore = new Date(now.getTime() - this.config.alertAfterMs);
    const [oldest, overdue] = await Promise.all([this.leads.oldestUnnotified(), this.leads.countUnnotified(alertBefore)]);
    const oldestAgeMs = oldest ? Math.max(0, now.getTime() - oldest.receivedAt.getTime()) : 0;
    const alerted = oldest !== null && oldestAgeMs > this.config.alertAfterMs;
    if (alerted) {
      this.logger.error(
        {
          alert: LEAD_NOT_EMAILED_ALERT,
          leadId: oldest.id,
          kind: oldest.kind,
          oldestAgeMs,
          overdue,
          alertAfterMs: this.config.alertAfterMs,
        },
        `sales have not been emailed about ${overdue} lead(s) for over ${Math.round(this.config.alertAfterMs / 60_000)} min`,
      );
    }
    const result = { unemailed: unemailed.length, requeued, oldestAgeMs, alerted };
    if (unemailed.length > 0) this.logger.info(result, 'sweep found un-emailed leads');
    else this.logger.debug(result, 'sweep found nothing to do');
    return result;
  }
}
