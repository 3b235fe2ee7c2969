import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { WorkerSettings } from '@site/config';
import { LEADS_QUEUE } from '@site/contracts';
import { LeadRetention, PersonErasure, type RetentionResult } from '@site/privacy';
import type { Queue } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { WORKER_CONFIG } from '../config/config.module.js';
import { LeadMetrics } from '../metrics/lead-metrics.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily retention run (the `erase-idle-leads` job): everyone idle for LEAD_RETENTION_DAYS is erased with the
 * reach of a data-subject erasure (@site/privacy), counted in the worker's metrics and in the privacy audit log.
 */
@Injectable()
export class IdleLeadRetention {
  private readonly retention: LeadRetention;

  constructor(
    dataSource: DataSource,
    @InjectQueue(LEADS_QUEUE) queue: Queue,
    private readonly metrics: LeadMetrics,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(IdleLeadRetention.name) private readonly logger: PinoLogger,
  ) {
    this.retention = new LeadRetention(new PersonErasure(dataSource, queue));
  }

  /** Erases the people idle since `retentionDays` before `now`; resolves with what it erased (the job's return value). */
  async run(now: Date = new Date()): Promise<RetentionResult> {
    const idleBefore = new Date(now.getTime() - this.config.retentionDays * DAY_MS);
    const result = await this.retention.run(idleBefore);
    this.metrics.retentionRun(result);
    this.logger.info({ idleBefore: idleBefore.toISOString(), ...result }, 'retention run done');
    return result;
  }
}
