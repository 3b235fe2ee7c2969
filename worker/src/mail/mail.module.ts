import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { LeadMailer } from './lead-mailer.js';
import { createSmtpTransport, SMTP_TRANSPORT, type SmtpTransport } from './smtp-transport.js';

/** The pooled SMTP transporter (one per process, closed on shutdown) and the lead mailer using it. */
@Module({
  providers: [
    {
      provide: SMTP_TRANSPORT,
      inject: [WORKER_CONFIG],
      // One connection per concurrent job at most.
      useFactory: (config: WorkerSettings): SmtpTransport => createSmtpTransport(config.smtpUrl, config.concurrency),
    },
    LeadMailer,
  ],
  exports: [LeadMailer],
})
export class MailModule implements OnApplicationShutdown {
  constructor(@Inject(SMTP_TRANSPORT) private readonly transport: SmtpTransport) {}

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
