import { Inject, Injectable } from '@nestjs/common';
import type { WebhookJobData } from '@site/contracts/queue-jobs';
import { LeadRepository } from '@site/persistence';
import { UnrecoverableError } from 'bullmq';
import { InjectPinoLogger, PinoLogger } from 'nestjs-pino';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { type WebhookEndpoint, webhookEndpoints } from './webhook-endpoints.js';
import { LEAD_CREATED_EVENT, leadCreatedEvent, leadEventId, slackMessage } from './webhook-payload.js';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature.js';

/** What became of a webhook job (its BullMQ return value). */
export type WebhookOutcome =
  | { delivered: true; status: number; eventId: string }
  | { delivered: false; reason: 'flagged' | 'lead-missing' | 'endpoint-removed' };

/** Answers worth another attempt: the receiver is busy, rate-limiting us or failing for now. */
function isTransientStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * POSTs one lead to one endpoint: the JSON event (or a Slack message to a Slack webhook), signed, with a timeout.
 * A 2xx answer delivers it. A network failure, a timeout, 408/425/429 or a 5xx throws and BullMQ retries (the
 * lead back-off); any other answer (3xx, 4xx: the receiver refuses this request as it is) fails at once and
 * the job stays as a dead letter. At least once: a worker dying after the 2xx sends it again, same event id.
 */
@Injectable()
export class WebhookDelivery {
  private readonly endpoints: ReadonlyMap<string, WebhookEndpoint>;

  constructor(
    private readonly leads: LeadRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
    @InjectPinoLogger(WebhookDelivery.name) private readonly logger: PinoLogger,
  ) {
    this.endpoints = new Map(webhookEndpoints(config.webhookUrls).map((endpoint) => [endpoint.id, endpoint]));
  }

  /** `webhook`: the job's data as the queue contract read it. */
  async run({ leadId, kind, endpointId }: WebhookJobData, signal: AbortSignal): Promise<WebhookOutcome> {
    const context = { leadId, kind, endpointId };
    const endpoint = this.endpoints.get(endpointId);
    if (!endpoint) {
      this.logger.warn(context, 'webhook endpoint no longer in LEAD_WEBHOOK_URLS: not sent');
      return { delivered: false, reason: 'endpoint-removed' };
    }
    const stored = await this.leads.storedLead(kind, leadId);
    if (!stored) {
      this.logger.warn(context, 'webhook of a lead that is not stored: nothing to do');
      return { delivered: false, reason: 'lead-missing' };
    }
    if (stored.flagged) return { delivered: false, reason: 'flagged' };

    const eventId = leadEventId(leadId);
    const body = JSON.stringify(endpoint.format === 'slack' ? slackMessage(stored.lead) : leadCreatedEvent(stored.lead));
    const timestamp = Math.floor(Date.now() / 1000);
    let response: Response;
    try {
      response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'surface-harvester-lead-webhooks/1',
          'Site-Event-Id': eventId,
          'Site-Event-Type': LEAD_CREATED_EVENT,
          [SIGNATURE_HEADER]: signatureHeader(this.config.webhookSecret, timestamp, body),
        },
        body,
        // A redirect of a POST would be followed as a GET: report it instead.
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(this.config.webhookTimeoutMs), signal]),
      });
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new Error(`webhook to ${endpoint.host} failed (will retry): ${cause}`, { cause: error });
    }
    // The answer's body is not needed; release the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) {
      this.logger.info({ ...context, status: response.status, host: endpoint.host }, 'lead webhook delivered');
      return { delivered: true, status: response.status, eventId };
    }
    const reason = `webhook to ${endpoint.host} answered ${response.status}`;
    if (isTransientStatus(response.status)) throw new Error(`${reason} (will retry)`);
    throw new UnrecoverableError(`${reason}: refused for good`);
  }
}
