// The lead pipeline's processes: migrations, the API and the worker, sending mail to `smtpUrl`. Used by `npm start`
// (with the local defaults), the browser tests and the benchmarks (with their own ports, database and queue prefix).
import { createRequire } from 'node:module';
import path from 'node:path';
import { ENV_FIELDS, localGatewaySourceAddress } from '@site/config';
import { ensureDatabase, isPortOpen, run, supervise } from '@site/harness';
import { ROOT } from './site-stack.mjs';

/**
 * @param {object} o
 * @param {number} o.apiPort
 * @param {string} o.smtpUrl  where the worker sends the sales emails
 * @param {string} o.databaseUrl
 * @param {string} o.redisUrl
 * @param {Record<string,string>} [o.env]  extra environment for the api and worker (QUEUE_PREFIX, SALES_EMAIL, ...)
 * @param {boolean} [o.quiet]
 * @param {boolean} [o.watchApi]  `npm run dev`: the API's TypeScript compiler in watch mode (`tsc --watch`), and the
 *   API run by Node's own watch mode (`node --watch`), which restarts it whenever a file it loaded was rewritten
 * @param {import('@site/harness').SuperviseOptions['onUnexpectedExit']} [o.onUnexpectedExit]  called when the api or
 *   the worker exits on its own, whenever that happens (`npm start` then stops everything)
 */
export async function startBackendStack({ apiPort, smtpUrl, databaseUrl, redisUrl, env = {}, quiet = false, watchApi = false, onUnexpectedExit }) {
  const started = [];
  const stopAll = async () => {
    for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
  };
  try {
    /** @type {Record<string, string>} */
    const childEnv = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: smtpUrl,
      API_PORT: String(apiPort),
      // The API listens on loopback only; the local gateway (startSiteStack) connects to it from its own address of
      // the loopback (GATEWAY_SOURCE_ADDRESS, else 127.0.0.2) and reports the client in X-Forwarded-For, which the
      // API believes from that address alone: not from any other local process, which connects from 127.0.0.1.
      API_HOST: '127.0.0.1',
      TRUST_PROXY: localGatewaySourceAddress({ ...process.env, ...env }),
      ...env,
    };
    await ensureDatabase(databaseUrl);
    await run(process.execPath, [path.join(ROOT, 'packages', 'persistence', 'dist', 'cli', 'migrate.js')], {
      env: { ...process.env, ...childEnv },
    });

    if (await isPortOpen(apiPort)) {
      if (!quiet) console.log(`[start] something already listens on ${apiPort}; using it as the API`);
    } else {
      if (watchApi) started.push(await watchApiSources({ echo: !quiet, onUnexpectedExit }));
      started.push(
        await supervise({
          name: 'api',
          // A crash under --watch waits for the next change instead of exiting (a dev loop keeps going).
          args: [...(watchApi ? ['--watch', '--watch-preserve-output'] : []), path.join(ROOT, 'api', 'dist', 'main.js')],
          env: childEnv,
          port: apiPort,
          echo: !quiet,
          onUnexpectedExit,
        }),
      );
    }
    // The worker listens on no port: it is ready once it logged "worker ready", which it does at level info. With a
    // quieter LOG_LEVEL (warn, error, ...) there is no such line to wait for: it counts as started once spawned, and
    // an exit after that reaches `onUnexpectedExit`. The level as the worker will read it (the schema's default);
    // a bad one makes the worker exit at once.
    const level = ENV_FIELDS.LOG_LEVEL.safeParse(childEnv.LOG_LEVEL ?? process.env.LOG_LEVEL);
    const logsInfo = level.success && ['trace', 'debug', 'info'].includes(level.data);
    started.push(
      await supervise({
        name: 'worker',
        args: [path.join(ROOT, 'worker', 'dist', 'main.js')],
        env: childEnv,
        readyLine: logsInfo ? /worker ready/ : undefined,
        echo: !quiet,
        onUnexpectedExit,
      }),
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { stop: stopAll };
}

/**
 * The API's compiler in watch mode, ready once its first pass is written (then `node --watch` takes the API up).
 * @param {{ echo: boolean, onUnexpectedExit?: import('@site/harness').SuperviseOptions['onUnexpectedExit'] }} o
 */
function watchApiSources({ echo, onUnexpectedExit }) {
  const api = path.join(ROOT, 'api');
  // The API's own TypeScript (its version may differ from the repository's).
  const tsc = createRequire(path.join(api, 'package.json')).resolve('typescript/bin/tsc');
  return supervise({
    name: 'api-tsc',
    args: [tsc, '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
    cwd: api,
    readyLine: /Watching for file changes/,
    echo,
    onUnexpectedExit,
  });
}
