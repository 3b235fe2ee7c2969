import type { Supervised } from '@site/harness';
import { loadConfig } from '../config/app-config.js';
import { startWorkerProcess } from './node-process.js';
import type { TestEnvironment } from './test-environment.js';

/**
 * The built worker on the environment's database and queues, mailing through `smtpUrl` to `salesEmail`, with
 * retries a thousand times faster than in production (a failed send is tried again within the test's wait).
 */
export function startLeadWorker(env: TestEnvironment, smtpUrl: string, salesEmail: string): Promise<Supervised> {
  return startWorkerProcess({
    DATABASE_URL: env.databaseUrl,
    REDIS_URL: loadConfig().redisUrl,
    QUEUE_PREFIX: env.queuePrefix,
    SMTP_URL: smtpUrl,
    SALES_EMAIL: salesEmail,
    MAIL_FROM: 'Surface Harvester <no-reply@surface-harvester.test>',
    LOG_LEVEL: 'info',
    LEAD_BACKOFF_SCALE: '0.001',
  });
}
