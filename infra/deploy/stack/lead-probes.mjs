// What the container run does as a visitor sending leads and as sales reading them: posts (JSON and a form posted
// without JavaScript), the lead rows in the PostgreSQL container, the emails in the mail catcher's inbox (MailDev's
// REST API) and the leads queue in the Redis container.
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { podman } from '../local-images/container-fixtures.mjs';

export const SALES_EMAIL = 'sales@surface-harvester.test';
/** The job id of a lead (as @site/contracts names it). */
const leadJobId = (leadId) => `lead-${leadId}`;

/** A contact submission whose message carries `marker`, so its row and its email are found again. */
export const leadBody = (marker) => ({
  workEmail: `ciso@${marker.slice(0, 8)}.example`,
  fullName: 'Container Check',
  company: `Container Check ${marker}`,
  role: 'ciso',
  deploymentInterest: 'saas',
  message: `Lead ${marker} through the compose stack.`,
});

/** POSTs a lead as JSON; answers its id (202). */
export async function postLeadJson(origin, marker) {
  const response = await fetch(`${origin}/api/contact-submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': marker },
    body: JSON.stringify(leadBody(marker)),
  });
  const text = await response.text();
  if (response.status !== 202) throw new Error(`lead ${marker}: ${response.status} ${text}`);
  return /** @type {{ id: string }} */ (JSON.parse(text)).id;
}

/**
 * POSTs a lead to `origin` as the contact page's form does without JavaScript (privacy box ticked), from the page
 * /contact?type=proposal of the site at `siteUrl` (its Referer); answers the response.
 */
export function postLeadForm(origin, siteUrl, marker) {
  const { message, deploymentInterest, ...fields } = leadBody(marker);
  return fetch(`${origin}/api/contact-submissions`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${siteUrl}/contact?type=proposal` },
    body: new URLSearchParams({ ...fields, message, privacyAccepted: 'on' }).toString(),
  });
}

/** Rows of `sql` run by psql in the PostgreSQL container, each a list of its columns' texts. */
export function query(postgres, sql) {
  const out = podman(
    'exec',
    postgres,
    'psql',
    '-U',
    'postgres',
    '-d',
    'exposure_site',
    '--no-align',
    '--tuples-only',
    '--field-separator=|',
    '-c',
    sql,
  );
  return out ? out.split('\n').map((line) => line.split('|')) : [];
}

/** The contact submissions whose message carries one of `markers`: marker -> number of rows. */
export function rowsByMarker(postgres, markers) {
  const counts = new Map(markers.map((marker) => [marker, 0]));
  const rows = query(postgres, "SELECT substring(message from 'Lead ([0-9a-f-]+) through') FROM contact_submissions WHERE message LIKE 'Lead %'");
  for (const [marker] of rows) if (counts.has(marker)) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  return counts;
}

/** @typedef {{ subject: string, text?: string, headers?: Record<string, string>, to: { address: string }[] }} Email */

/** Every email to sales in the inbox. @returns {Promise<Email[]>} */
export async function salesEmails(inboxOrigin) {
  const inbox = /** @type {Email[]} */ (await (await fetch(`${inboxOrigin}/api/email`)).json());
  return inbox.filter((email) => email.to.some((to) => to.address === SALES_EMAIL));
}

/** Sales emails carrying each of `markers`: marker -> the Message-ID of each email that carries it. */
export async function emailsByMarker(inboxOrigin, markers) {
  /** @type {Map<string, string[]>} */
  const found = new Map(markers.map((marker) => [marker, []]));
  for (const email of await salesEmails(inboxOrigin)) {
    // The marker stands in the company and the message: counted once an email.
    const carried = new Set([...(email.text ?? '').matchAll(/Lead ([0-9a-f-]{36}) through/g)].map((match) => match[1]));
    for (const marker of carried) found.get(marker)?.push(email.headers?.['message-id'] ?? '');
  }
  return found;
}

/** How many of the leads `ids` have a job not finished yet (no `finishedOn`), read in the Redis container. */
export function unfinishedLeadJobs(redis, ids) {
  const commands = ids.map((id) => `HGET bull:leads:${leadJobId(id)} finishedOn`).join('\n');
  const result = spawnSync('podman', ['exec', '-i', redis, 'redis-cli'], { input: `${commands}\n`, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`redis-cli: ${result.stderr}`);
  return result.stdout
    .split('\n')
    .slice(0, ids.length)
    .filter((finishedOn) => !/^\d+$/.test(finishedOn.trim())).length;
}

/** Polls `probe` until it answers a truthy value; fails with `describe()` after `timeoutMs`. */
export async function waitFor(probe, timeoutMs, describe) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${await describe()} (after ${timeoutMs / 1000} s)`);
    await sleep(500);
  }
}
