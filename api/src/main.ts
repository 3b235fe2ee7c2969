import { Logger } from '@nestjs/common';
import { createApp } from './app.factory.js';
import { loadConfig } from './config/app-config.js';

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen({ port: config.port, host: config.host });
  new Logger('Bootstrap').log(`API listening on http://${config.host}:${config.port}/api`);
}

bootstrap().catch((error: unknown) => {
  // The pino logger may not exist yet (bad configuration): print one JSON line ourselves.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), service: 'api', msg: `API failed to start: ${message}` })}\n`);
  process.exit(1);
});
