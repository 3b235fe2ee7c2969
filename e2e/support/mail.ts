// Reads what arrived at the test stack's SMTP server, through the harness' HTTP reader (support/global-setup.ts).
import { waitFor } from '@site/harness';
import { E2E_MAIL_UI_URL } from './environment';

export interface CaughtMail {
  id: string;
  messageId: string;
  from: string | null;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export async function listMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${E2E_MAIL_UI_URL}/messages`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits until a mail matching `predicate` has arrived (the pipeline is asynchronous). */
export function waitForMail(predicate: (mail: CaughtMail) => boolean, timeoutMs = 20_000): Promise<CaughtMail> {
  return waitFor(async () => (await listMail()).find(predicate), 'a matching mail', { timeoutMs, intervalMs: 250 });
}
