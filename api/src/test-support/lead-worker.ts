import { apiConfig } from '@site/config';
import { WorkerProcess } from '@site/worker/test-support';
import type { TestEnvironment } from './test-environment.js';

/**
 * The built worker on the environment's database and queues, mailing through `smtpUrl` to `salesEmail`, with
 * retries a thousand times faster than in production (a failed send is tried again within the test's wait);
 * resolves once it is ready.
 */
export async function startLeadWorker(env: TestEnvironment, smtpUrl: string, salesEmail: string): Promise<WorkerProcess> {
  const worker = new WorkerProcess({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: apiConfig(process.env).redisUrl,
    QUEUE_PREFIX: env.queuePrefix,
    SMTP_URL: smtpUrl,
    SALES_EMAIL: salesEmail,
    MAIL_FROM: 'Surface Harvester <no-reply@surface-harvester.test>',
    LOG_LEVEL: 'info',
    LEAD_BACKOFF_SCALE: '0.001',
  });
  try {
    await worker.waitForLog('worker ready', 60_000);
  } catch (error) {
    await worker.dispose();
    throw error;
  }
  return worker;
}
