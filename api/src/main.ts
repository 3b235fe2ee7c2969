import { Logger } from '@nestjs/common';
import { apiConfig } from '@site/config';
import { mountQueueBoard } from './staff/register-queue-board.js';
import { startApi } from './start-api.js';

function fatal(message: string): never {
  // The pino logger may not exist yet (bad configuration): print one JSON line ourselves.
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), service: 'api', msg: `API failed to start: ${message}` })}\n`);
  process.exit(1);
}

async function bootstrap(): Promise<void> {
  const config = apiConfig(process.env);
  const app = await startApi(config, {
    extend: mountQueueBoard,
    onRedisViolation: (error) => {
      // Redis connected late (or was replaced) and may evict queued leads: stop rather than lose them.
      new Logger('Bootstrap').error(`Stopping: ${error.message}`);
      void app.close().finally(() => process.exit(1));
    },
  });
  new Logger('Bootstrap').log(`API listening on http://${config.host}:${config.port}/api`);
}

bootstrap().catch((error: unknown) => fatal(error instanceof Error ? error.message : String(error)));
