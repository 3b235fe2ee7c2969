import { Inject, Injectable } from '@nestjs/common';
import type { LeadJobData } from '@site/contracts';
import { UnrecoverableError } from 'bullmq';
import type { SendMailOptions } from 'nodemailer';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config.js';
import { composeLeadEmail } from './lead-email.js';
import { describeSmtpFailure, isPermanentSmtpFailure } from './smtp-errors.js';
import { SMTP_TRANSPORT, type SmtpTransport } from './smtp-transport.js';

/** Thrown when the server's answer did not list the sales inbox as accepted: retried like any transient failure. */
export class SalesEmailNotAcceptedError extends Error {}

/** Emails sales about a lead, and only sales. */
@Injectable()
export class SalesMailer {
  constructor(
    @Inject(SMTP_TRANSPORT) private readonly transport: SmtpTransport,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  /**
   * Sends the lead's email and resolves with its Message-ID once the SMTP server accepted it for the sales
   * inbox. A permanent refusal (5xx) throws BullMQ's UnrecoverableError (the job fails without retry and stays
   * as a dead letter); anything else throws as is and BullMQ retries. `signal` aborts the delivery (shutdown).
   */
  async send(lead: LeadJobData, signal?: AbortSignal): Promise<string> {
    const email = composeLeadEmail(lead, { salesEmail: this.config.salesEmail, mailFrom: this.config.mailFrom });
    // nodemailer 10 takes an AbortSignal in the message options; @types/nodemailer does not list it yet.
    const message: SendMailOptions & { signal?: AbortSignal } = { ...email, signal };
    let accepted: unknown[];
    try {
      const info = await this.transport.sendMail(message);
      accepted = info.accepted ?? [];
    } catch (error) {
      if (isPermanentSmtpFailure(error)) {
        throw new UnrecoverableError(`SMTP server refused the lead email for good: ${describeSmtpFailure(error)}`);
      }
      throw new Error(`SMTP delivery failed (will retry): ${describeSmtpFailure(error)}`, { cause: error });
    }
    const sales = this.config.salesEmail.toLowerCase();
    const ok = accepted.some((entry) => {
      const address = typeof entry === 'string' ? entry : (entry as { address?: string }).address;
      return address?.toLowerCase() === sales;
    });
    if (!ok) throw new SalesEmailNotAcceptedError('SMTP server did not accept the lead email for the sales inbox');
    return email.messageId;
  }
}
