import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

/** Injection token of the one pooled SMTP transporter. */
export const SMTP_TRANSPORT = Symbol('SMTP_TRANSPORT');

export type SmtpTransport = Transporter<SMTPPool.SentMessageInfo, SMTPPool.Options>;

/**
 * The one pooled SMTP transporter of the process (up to `maxConnections` connections reused across jobs).
 * nodemailer's own retries are off (`maxRequeues: 0`: a message whose connection drops fails at once) so that
 * BullMQ alone decides when to try again; bounded timeouts turn a hanging server into a transient failure.
 */
export function createSmtpTransport(url: string, maxConnections: number): SmtpTransport {
  const options: SMTPPool.Options & { maxRequeues: number } = {
    pool: true,
    url,
    maxConnections,
    maxRequeues: 0,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
  return nodemailer.createTransport(options);
}
