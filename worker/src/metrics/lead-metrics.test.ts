import { SmtpTestServer, waitFor } from '@site/harness';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import type { WorkerSettings } from '@site/config';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { WorkerProcess } from '../test-support/worker-process.js';
import { LeadMetrics } from './lead-metrics.js';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

/** The value of one sample line (`name{labels} value`) of a Prometheus text page, or undefined. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

describe('worker metrics (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('metrics');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let worker: INestApplicationContext;
  let producer: TestProducer;
  let server: MetricsServer;

  beforeAll(async () => {
    await database.create();
    await smtp.start();
    config = testConfig({ databaseUrl: database.url, queuePrefix: uniquePrefix('metrics'), smtpUrl: smtp.url, backoffScale: 0.01 });
    worker = await startWorker(config);
    producer = new TestProducer(config);
    server = await startMetricsServer(worker.get(LeadMetrics).registry, 0, '127.0.0.1');
  });

  afterAll(async () => {
    await server?.close();
    await worker?.close();
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  it('observes POST-to-email latency from the lead received_at to the SMTP acceptance, per kind', async () => {
    // Accepted by the API 40 s ago (e.g. it waited in the queue): the observation must be about 40 s.
    const lead = contactSubmissionLead({}, new Date(Date.now() - 40_000));
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    const page = await waitFor(async () => {
      const text = await scrape(server.port);
      return sample(text, 'lead_post_to_email_seconds_count{kind="contact-submission"}') === 1 ? text : undefined;
    }, 'the histogram observation');

    const sum = sample(page, 'lead_post_to_email_seconds_sum{kind="contact-submission"}')!;
    expect(sum).toBeGreaterThanOrEqual(40);
    expect(sum).toBeLessThan(55);
    expect(sample(page, 'lead_post_to_email_seconds_bucket{le="30",kind="contact-submission"}')).toBe(0);
    expect(sample(page, 'lead_post_to_email_seconds_bucket{le="60",kind="contact-submission"}')).toBe(1);
    expect(sample(page, 'leads_emailed_total{kind="contact-submission"}')).toBe(1);
    expect(page).toMatch(/^process_cpu_seconds_total /m);
  });

  it('counts a dead letter (SMTP 5xx) as a final failure and observes no latency for it', async () => {
    smtp.behaviour = { rejectRecipients: { code: 550, message: 'mailbox unavailable' } };
    try {
      const lead = demoRequestLead();
      await producer.add(lead);
      await producer.settled(lead.id, 'failed');
    } finally {
      smtp.behaviour = {};
    }
    const page = await waitFor(async () => {
      const text = await scrape(server.port);
      return sample(text, 'lead_job_failures_total{final="true"}') === 1 ? text : undefined;
    }, 'the failure count');
    expect(sample(page, 'lead_post_to_email_seconds_count{kind="demo-request"}')).toBeUndefined();
    expect(sample(page, 'leads_emailed_total{kind="demo-request"}')).toBeUndefined();
  });

  it('answers 404 for anything but GET /metrics', async () => {
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('the built worker serves them on WORKER_METRICS_PORT', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const child = new WorkerProcess({
      DATABASE_URL: config.databaseUrl,
      REDIS_URL: config.redisUrl,
      QUEUE_PREFIX: uniquePrefix('metrics-process'),
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'info',
      WORKER_METRICS_PORT: String(port),
    });
    try {
      const ready = await child.waitForLog('worker ready');
      expect(ready.metricsPort).toBe(port);
      const page = await scrape(port);
      expect(page).toContain('# TYPE lead_post_to_email_seconds histogram');
      expect(page).toContain('# TYPE lead_job_failures_total counter');
    } finally {
      await child.dispose();
    }
  });
});
