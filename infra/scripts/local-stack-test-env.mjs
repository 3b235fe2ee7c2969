// What the tests of the local stack launchers (`npm start`: start.test.mjs, `npm run dev`: dev-check.mjs) share:
// free ports for every port variable, databases of their own, and the launcher started with only the variables given.
import path from 'node:path';
import { LOCAL_STACK_VARIABLES } from '@site/config';
import { freePort, supervise } from '@site/harness';
import { ROOT } from './site-stack.mjs';

const ADMIN_URL = process.env.DATABASE_URL
  ? Object.assign(new URL(process.env.DATABASE_URL), { pathname: '/postgres' }).toString()
  : 'postgres://postgres@127.0.0.1:5432/postgres';

/** A free port for each port variable of the local stack and the worker's metrics port (it runs beside e2e). */
export async function freePorts() {
  const names = [...LOCAL_STACK_VARIABLES.filter((name) => name.endsWith('PORT')), 'WORKER_METRICS_PORT'];
  /** @type {Record<string, string>} */
  const env = {};
  for (const name of names) env[name] = String(await freePort());
  return env;
}

/** The URL of database `name` on the test server. @param {string} name */
export function databaseUrl(name) {
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
}

/**
 * `node infra/scripts/<script>` with `env`, ready once it printed "Site ready".
 * @param {string} script  start.mjs, dev.mjs
 * @param {Record<string, string>} env
 * @param {{ readyTimeoutMs?: number, echo?: boolean }} [o]
 */
export function launchLocalStack(script, env, { readyTimeoutMs, echo = false } = {}) {
  return supervise({
    name: script,
    args: [path.join(ROOT, 'infra', 'scripts', script)],
    // Only the variables given here: none of the caller's DATABASE_URL, SMTP_URL, ... may leak in.
    env: {
      SMTP_URL: '',
      DATABASE_URL: '',
      REDIS_URL: '',
      SALES_EMAIL: '',
      MAIL_FROM: '',
      QUEUE_PREFIX: '',
      WORKER_METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    readyLine: /Site ready:/,
    readyTimeoutMs,
    echo,
    stopTimeoutMs: 30_000,
  });
}
