import { Inject, Injectable } from '@nestjs/common';
import type { ConsentRecord, LeadVerdictRecord, LeadView } from '@site/contracts';
import { UnrecoverableError } from 'bullmq';
import type { SendMailOptions } from 'nodemailer';
import type { WorkerSettings } from '@site/config';
import { WORKER_CONFIG } from '../config/config.module.js';
import { composeLeadEmail } from './lead-email.js';
import { describeSmtpFailure, isPermanentSmtpFailure } from './smtp-errors.js';
import { SMTP_TRANSPORT, type SmtpTransport } from './smtp-transport.js';

/** Thrown when the server's answer did not list every recipient as accepted: retried like any transient failure. */
export class EmailNotAcceptedError extends Error {}

/** An email about a lead: a fixed Message-ID (the same for every attempt) and the addresses it must reach. */
export interface LeadMailerEmail extends SendMailOptions {
  messageId: string;
  to: string | string[];
}

/**
 * Sends the emails about leads: the lead's email to the sales inbox, its follow-ups (sales and the escalation
 * address), the daily digest, and the acknowledgement to the person who sent the lead.
 */
@Injectable()
export class LeadMailer {
  constructor(
    @Inject(SMTP_TRANSPORT) private readonly transport: SmtpTransport,
    @Inject(WORKER_CONFIG) private readonly config: WorkerSettings,
  ) {}

  /**
   * The lead's email to the sales inbox, with its claim link (and, for an unverified lead, why); resolves with its
   * Message-ID once accepted.
   */
  async send(lead: LeadView, consent: ConsentRecord, claimLink: string, verdict: LeadVerdictRecord, signal?: AbortSignal): Promise<string> {
    const addresses = { salesEmail: this.config.salesEmail, mailFrom: this.config.mailFrom };
    const email = composeLeadEmail(lead, consent, addresses, claimLink, verdict);
    return this.deliver(email, signal);
  }

  /**
   * Sends an email and resolves with its Message-ID once the SMTP server accepted it for every `to` address.
   * A permanent refusal (5xx) throws BullMQ's UnrecoverableError (the job fails without retry and stays as a
   * dead letter); anything else throws as is and BullMQ retries. `signal` aborts the delivery (shutdown).
   */
  async deliver(email: LeadMailerEmail, signal?: AbortSignal): Promise<string> {
    // nodemailer 10 takes an AbortSignal in the message options; @types/nodemailer does not list it yet.
    const message: SendMailOptions & { signal?: AbortSignal } = { from: this.config.mailFrom, ...email, signal };
    let accepted: unknown[];
    try {
      const info = await this.transport.sendMail(message);
      accepted = info.accepted ?? [];
    } catch (error) {
      if (isPermanentSmtpFailure(error)) {
        throw new UnrecoverableError(`SMTP server refused the email for good: ${describeSmtpFailure(error)}`);
      }
      throw new Error(`SMTP delivery failed (will retry): ${describeSmtpFailure(error)}`, { cause: error });
    }
    const acceptedAddresses = new Set(
      accepted.map((entry) => (typeof entry === 'string' ? entry : (entry as { address?: string }).address)?.toLowerCase()),
    );
    const recipients = Array.isArray(email.to) ? email.to : [email.to];
    if (!recipients.every((address) => acceptedAddresses.has(address.toLowerCase()))) {
      throw new EmailNotAcceptedError('SMTP server did not accept the email for every sales recipient');
    }
    return email.messageId;
  }
}
