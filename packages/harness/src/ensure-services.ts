import { redactUrl } from './commands.js';
import { DEFAULT_DATABASE_URL, type EnsuredDatabase, ensurePostgres } from './postgres.js';
import { DEFAULT_REDIS_URL, type EnsuredService, ensureRedis } from './redis.js';

export interface BackingServices {
  postgres: EnsuredDatabase & { url: string };
  redis: EnsuredService & { url: string };
}

/**
 * The backing services of `npm start` and the test script: the machine's own PostgreSQL (DATABASE_URL, its database
 * created) and Redis (REDIS_URL, noeviction) when they answer, else private ones with their data under `dataRoot`.
 * When one fails, stops whatever this call started and rejects naming the service(s).
 */
export async function ensureServices(
  env: NodeJS.ProcessEnv,
  { dataRoot, log = (line: string) => console.error(line) }: { dataRoot: string; log?: (line: string) => void },
): Promise<BackingServices> {
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  const [postgres, redis] = await Promise.allSettled([
    ensurePostgres({ url: databaseUrl, dataDir: `${dataRoot}/postgres`, log }),
    ensureRedis({ url: redisUrl, dataDir: `${dataRoot}/redis`, log }),
  ]);
  const reason = (result: PromiseSettledResult<unknown>) =>
    result.status === 'rejected' ? String((result.reason as Error)?.message ?? result.reason) : '';
  const failures = [
    postgres.status === 'rejected' && `PostgreSQL (${redactUrl(databaseUrl)}): ${reason(postgres)}`,
    redis.status === 'rejected' && `Redis (${redactUrl(redisUrl)}): ${reason(redis)}`,
  ].filter(Boolean);
  if (postgres.status === 'rejected' || redis.status === 'rejected') {
    for (const result of [postgres, redis])
      if (result.status === 'fulfilled' && result.value.started) await result.value.stop().catch(() => undefined);
    throw new Error(failures.join('\n'));
  }
  return { postgres: { ...postgres.value, url: databaseUrl }, redis: { ...redis.value, url: redisUrl } };
}
