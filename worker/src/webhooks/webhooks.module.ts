import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { QueueModule } from '../queue/queue.module.js';
import { WebhookDelivery } from './webhook-delivery.js';
import { WebhookScheduler } from './webhook-scheduler.js';

/** Lead webhooks: one signed POST per new lead and LEAD_WEBHOOK_URLS endpoint, as retried BullMQ jobs. */
@Module({
  imports: [DatabaseModule, QueueModule],
  providers: [WebhookScheduler, WebhookDelivery],
  exports: [WebhookScheduler, WebhookDelivery],
})
export class WebhooksModule {}
