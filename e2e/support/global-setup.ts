import { dropDatabase, SmtpTestServer, startSmtpHttpReader } from '@site/harness';
import { E2E_BACKEND, E2E_PORTS } from './environment';
import { startBackendStack, startSiteStack } from './stack';

/**
 * Starts the lead pipeline (own database, queue prefix, the harness' SMTP server with its HTTP reader for
 * support/mail.ts) and the composed site; returns the stop.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // The suite's own database starts empty on every run: one left by an earlier run, possibly migrated by another
  // checkout to another schema, would make the worker's inserts fail. A database named by E2E_DATABASE_URL is kept.
  if (process.env.E2E_DATABASE_URL === undefined) await dropDatabase(E2E_BACKEND.databaseUrl);
  const smtp = new SmtpTestServer({ port: E2E_BACKEND.smtpPort });
  await smtp.start();
  const reader = await startSmtpHttpReader(smtp, { port: E2E_BACKEND.mailUiPort });
  const backend = await startBackendStack({
    apiPort: E2E_PORTS.apiPort,
    smtpUrl: smtp.url,
    databaseUrl: E2E_BACKEND.databaseUrl,
    redisUrl: E2E_BACKEND.redisUrl,
    quiet: true,
    env: {
      QUEUE_PREFIX: E2E_BACKEND.queuePrefix,
      SALES_EMAIL: E2E_BACKEND.salesEmail,
      // The claim links in the sales emails open the test site; its pages are the leads' own pages.
      SITE_URL: `http://localhost:${E2E_PORTS.port}`,
      SITE_ORIGINS: `http://localhost:${E2E_PORTS.port}`,
      // Every test posts from 127.0.0.1; the per-IP limit is tested in the API's own tests.
      RATE_LIMIT_MAX: '10000',
      // Nor the acknowledgement's hourly cap per client address: the verdict tests check who is acknowledged.
      LEAD_ACKNOWLEDGEMENT_MAX_PER_CLIENT: '10000',
      WORKER_METRICS_PORT: String(E2E_BACKEND.workerMetricsPort),
    },
  });
  const site = await startSiteStack(E2E_PORTS);
  return async () => {
    await site.stop();
    await backend.stop();
    await reader.stop();
    await smtp.stop();
  };
}
