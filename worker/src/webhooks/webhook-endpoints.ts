import { createHash } from 'node:crypto';

/** One configured webhook receiver. */
export interface WebhookEndpoint {
  /** A short hash of the URL: names the endpoint in job ids, job data and logs (the URL may hold a credential). */
  id: string;
  url: string;
  /** Where it is, for logs: the host only. */
  host: string;
  /** A Slack incoming webhook gets a Slack message instead of the JSON event. */
  format: 'event' | 'slack';
}

const SLACK_HOSTS = new Set(['hooks.slack.com', 'hooks.slack-gov.com']);

/** The endpoints of LEAD_WEBHOOK_URLS, each with its stable id. */
export function webhookEndpoints(urls: readonly string[]): WebhookEndpoint[] {
  return urls.map((url) => {
    const { host, hostname } = new URL(url);
    return {
      id: createHash('sha256').update(url).digest('hex').slice(0, 16),
      url,
      host,
      format: SLACK_HOSTS.has(hostname.toLowerCase()) ? 'slack' : 'event',
    };
  });
}
