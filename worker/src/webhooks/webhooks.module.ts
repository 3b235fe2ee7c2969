import { Module } from '@nestjs/common';
import { DatabaseModule } from '../database/database.module.js';
import { WebhookDelivery } from './webhook-delivery.js';

/** Lead webhooks: one signed POST per new lead and LEAD_WEBHOOK_URLS endpoint, as retried BullMQ jobs. */
@Module({
  imports: [DatabaseModule],
  providers: [WebhookDelivery],
  exports: [WebhookDelivery],
})
export class WebhooksModule {}
