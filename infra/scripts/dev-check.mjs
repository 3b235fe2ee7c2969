// node infra/scripts/dev-check.mjs — `npm run dev` (infra/scripts/dev.mjs) is a dev loop: started on free ports (beside
// `npm start` or the browser tests), it serves /company/about; an edit of that page's source is served on reload once
// the watch has rebuilt the remote and its pages, and so is the source put back; Ctrl-C leaves no process behind.
// Run by `npm test` (infra/scripts/test.sh) after the turbo run, never beside it: dev rewrites the five front-end
// dist/ folders, which the other infra tests read (to what the build writes: the source is put back).
// Edits mf-company/src/pages/about/about.content.ts in place and always puts it back (also on Ctrl-C).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { dropDatabase, isPortOpen, privateRedis, run, waitFor } from '@site/harness';
import { databaseUrl, freePorts, launchLocalStack } from './local-stack-test-env.mjs';
import { ROOT } from './site-stack.mjs';

const SOURCE = path.join(ROOT, 'mf-company', 'src', 'pages', 'about', 'about.content.ts');
const TEXT = 'First Enterprise Deployment';
/** The start-up builds every front-end workspace once: minutes on a loaded machine. */
const START_TIMEOUT_MS = 600_000;
/** From saving the file to the new text on the page: a rebuild of one remote, its pages and its server. */
const RELOAD_TIMEOUT_MS = 60_000;

/** The process ids below `pid` (children, their children, ...). @param {number} pid */
async function descendantsOf(pid) {
  const { stdout } = await run('ps', ['-eo', 'pid=,ppid=']);
  const children = new Map();
  for (const line of stdout.trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found = [];
  for (let queue = [pid]; queue.length > 0; ) {
    const next = children.get(queue.shift()) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('npm run dev serves an edit of a remote page on reload, and stops everything', {
  timeout: START_TIMEOUT_MS + 4 * RELOAD_TIMEOUT_MS,
}, async () => {
  const original = readFileSync(SOURCE, 'utf8');
  assert.ok(original.includes(`'${TEXT}'`), `${SOURCE} still has the text '${TEXT}'`);
  const restore = () => writeFileSync(SOURCE, original);
  const restoreAndExit = () => {
    restore();
    process.exit(130);
  };
  process.once('SIGINT', restoreAndExit);
  process.once('SIGTERM', restoreAndExit);

  const ports = await freePorts();
  const redis = await privateRedis();
  const database = `dev_check_${process.pid}_${Date.now().toString(36)}`;
  const page = `http://127.0.0.1:${ports.PORT}/company/about`;
  const served = async () => {
    const response = await fetch(page);
    return response.ok ? response.text() : undefined;
  };
  let dev;
  let processes = [];
  try {
    dev = await launchLocalStack(
      'dev.mjs',
      { ...ports, DATABASE_URL: databaseUrl(database), REDIS_URL: redis.url, QUEUE_PREFIX: 'devcheck' },
      { readyTimeoutMs: START_TIMEOUT_MS },
    );
    processes = await descendantsOf(/** @type {number} */ (dev.pid));
    assert.ok((await fetch(`http://127.0.0.1:${ports.PORT}/api/health`)).ok, 'the API answers through the gateway');
    assert.match((await served()) ?? '', new RegExp(TEXT));

    const marker = `Dev loop check ${randomUUID()}`;
    try {
      writeFileSync(SOURCE, original.replace(`'${TEXT}'`, `'${marker}'`));
      const saved = Date.now();
      await waitFor(async () => (await served())?.includes(marker), 'the edited text on /company/about', RELOAD_TIMEOUT_MS);
      console.log(`# the edit was served ${((Date.now() - saved) / 1000).toFixed(1)} s after saving`);
    } finally {
      restore();
    }
    // The source put back is served again (and the watch has settled on the file as it is in the repository).
    await waitFor(
      async () => {
        const html = await served();
        return html?.includes(TEXT) && !html.includes(marker);
      },
      'the original text on /company/about again',
      RELOAD_TIMEOUT_MS,
    );
  } catch (error) {
    // What dev printed says why (a failed bundle, a prerender error, a server that did not start again).
    if (dev)
      console.log(
        `# dev's last output:\n${dev.output
          .slice(-40)
          .map((line) => `#   ${line}`)
          .join('\n')}`,
      );
    throw error;
  } finally {
    restore();
    process.off('SIGINT', restoreAndExit);
    process.off('SIGTERM', restoreAndExit);
    await dev?.stop();
    await redis.stop();
    await dropDatabase(databaseUrl(database)).catch(() => undefined);
  }
  assert.ok(processes.length >= 7, `dev ran its children (the api and its compiler, the worker, maildev, the remotes' servers): ${processes}`);
  await waitFor(() => processes.every((pid) => !isAlive(pid)), 'every process dev started to exit', 10_000).catch(() => undefined);
  assert.deepEqual(
    processes.filter((pid) => isAlive(pid)),
    [],
    'no process dev started outlives it',
  );
  for (const name of ['PORT', 'API_PORT', 'SMTP_PORT', 'MAIL_UI_PORT', 'REMOTE_COMPANY_PORT']) {
    assert.equal(await isPortOpen(Number(ports[name])), false, `${name} is closed`);
  }
});
