/** What nodemailer attaches to a failed delivery. */
interface SmtpFailure {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

function failureOf(error: unknown): SmtpFailure {
  return typeof error === 'object' && error !== null ? (error as SmtpFailure) : {};
}

/**
 * True when the SMTP server refused the message for good (a 5xx reply: 550 mailbox unavailable, 553 bad address,
 * 554 transaction failed...): sending it again gets the same answer. Everything else (4xx replies, refused or
 * dropped connections, timeouts, DNS) is transient and worth retrying.
 */
export function isPermanentSmtpFailure(error: unknown): boolean {
  const { responseCode } = failureOf(error);
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** A short description for logs and the failed job's reason: code, reply and command, never the message. */
export function describeSmtpFailure(error: unknown): string {
  const { code, responseCode, response, command } = failureOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const head = [responseCode ? `${responseCode}` : code, command && `on ${command}`].filter(Boolean).join(' ');
  const detail = response ?? message;
  if (!head) return detail;
  return response ? `${head}: ${detail}` : `${head} ${detail}`;
}
