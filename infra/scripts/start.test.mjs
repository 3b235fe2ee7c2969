// node --test infra/scripts/start.test.mjs — `npm start` (infra/scripts/start.mjs, after the build) honours the
// variables of docs/environment.md: started with overrides, the site, the API, the rows, the queue and the mail go
// where the variables say. Needs the built api, worker, shell and remotes (turbo builds them first).
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import { dropDatabase, isPortOpen, privateRedis, SmtpTestServer, waitFor } from '@site/harness';
import { databaseUrl, freePorts, launchLocalStack } from './local-stack-test-env.mjs';

async function rowsOf(url, sql, params) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A port held by a listener of this test that counts the connections it gets. A port only probed as "free" can be
 * taken by any other process a moment later (or self-connected to), so a port that must stay unused is held instead.
 */
async function heldPort() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, () => resolve(undefined));
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('the held port has no address');
  return {
    port: String(address.port),
    connections: () => connections,
    listening: () => server.listening,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/** `node infra/scripts/start.mjs` with `env`, ready once it printed "Site ready". */
const start = (env) => launchLocalStack('start.mjs', env);

/**
 * One HTTP request from the local address `from` (fetch cannot choose it).
 * @param {string} from
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: string }>}
 */
function requestFrom(from, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A staff sign-in attempt (an unknown user: a password is checked all the same) from `from`; its status. */
async function signInAttempt(from, origin, username, headers = {}) {
  const form = await requestFrom(from, `${origin}/staff/sign-in`, { headers });
  const token = /name="_csrf" value="([^"]+)"/.exec(form.body)?.[1];
  assert.ok(token, 'the sign-in form has a CSRF token');
  const cookie = (form.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const body = new URLSearchParams({ _csrf: token, username, password: 'a guessed staff passphrase' }).toString();
  const answer = await requestFrom(from, `${origin}/staff/sign-in`, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(Buffer.byteLength(body)) },
    body,
  });
  return answer.status;
}

const lead = (company) => ({ workEmail: 'ciso@northwind-bank.com', fullName: 'Dana Reyes', company, role: 'ciso', message: 'start test' });

/** @returns {Promise<{ status: number, body: any }>} */
async function postLead(site, body) {
  const response = await fetch(`${site}/api/contact-submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('npm start honours the environment table', { timeout: 600_000 }, () => {
  let tmp;
  before(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'start-test-'));
  });
  after(() => rm(tmp, { recursive: true, force: true }));

  test('with SMTP_URL set it starts no catcher; rows, jobs, mail, ports and the rate limit follow the variables', async () => {
    // SMTP_URL set: the catcher's two ports are held by this test, and must get no connection from the stack.
    const catcherPorts = { SMTP_PORT: await heldPort(), MAIL_UI_PORT: await heldPort() };
    /** @type {Record<string, string>} */
    const ports = { ...(await freePorts()), SMTP_PORT: catcherPorts.SMTP_PORT.port, MAIL_UI_PORT: catcherPorts.MAIL_UI_PORT.port };
    const smtp = new SmtpTestServer();
    await smtp.start();
    const redis = await privateRedis();
    const database = `start_env_${process.pid}_${Date.now().toString(36)}`;
    const env = {
      ...ports,
      SMTP_URL: smtp.url,
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redis.url,
      SALES_EMAIL: 'inbox@sales-start-test.example',
      MAIL_FROM: 'Start Test <robot@start-test.example>',
      QUEUE_PREFIX: 'starttest',
      RATE_LIMIT_MAX: '3',
      ADMIN_RATE_LIMIT_MAX: '3',
      SITE_URL: 'https://start-test.example',
      // A public SITE_URL: the worker refuses the development claim key there, so the table's secret is given too.
      CLAIM_TOKEN_SECRET: randomBytes(32).toString('hex'),
    };
    const stack = await start(env);
    try {
      const site = `http://127.0.0.1:${ports.PORT}`;
      assert.match(await (await fetch(`${site}/`)).text(), /<html[^>]*class="dark"/);
      assert.equal((await fetch(`http://127.0.0.1:${ports.API_PORT}/api/health`)).ok, true);

      const company = `Start Env ${randomUUID()}`;
      const accepted = await postLead(site, lead(company));
      assert.equal(accepted.status, 202, JSON.stringify(accepted.body));
      const mail = await waitFor(() => smtp.messages.find((m) => m.parsed.text?.includes(company)), 'the sales email at SMTP_URL', 60_000);
      assert.deepEqual(mail.rcptTo, [env.SALES_EMAIL]);
      // No catcher: the mail went to SMTP_URL only, nothing took or used SMTP_PORT / MAIL_UI_PORT.
      for (const [name, held] of Object.entries(catcherPorts)) {
        assert.equal(held.connections(), 0, `nothing connected to ${name}`);
        assert.equal(held.listening(), true, `${name} is still this test's`);
      }
      assert.equal(mail.parsed.from?.value[0]?.address, 'robot@start-test.example');
      assert.equal(mail.parsed.from?.value[0]?.name, 'Start Test');
      assert.match(mail.parsed.text ?? '', /https:\/\/start-test\.example\/\S+/, 'claim links point at SITE_URL');
      assert.match(await (await fetch(`http://127.0.0.1:${ports.WORKER_METRICS_PORT}/metrics`)).text(), /^# (HELP|TYPE) /m);
      const rows = await rowsOf(env.DATABASE_URL, 'SELECT company FROM contact_submissions WHERE id = $1', [accepted.body.id]);
      assert.deepEqual(rows, [{ company }]);
      const client = await redis.client();
      try {
        assert.ok((await client.keys('starttest:*')).length > 0, 'the queue lives in REDIS_URL under QUEUE_PREFIX');
      } finally {
        client.disconnect();
      }
      // RATE_LIMIT_MAX=3 per client and route: the lead above and two bad posts pass, the fourth is limited.
      assert.equal((await postLead(site, {})).status, 400);
      assert.equal((await postLead(site, {})).status, 400);
      assert.equal((await postLead(site, {})).status, 429);

      // The API believes X-Forwarded-For from the gateway's own connections only: a local process talking to its
      // port directly cannot pick a fresh address for each guess (ADMIN_RATE_LIMIT_MAX=3 password checks per address).
      const api = `http://127.0.0.1:${ports.API_PORT}`;
      const direct = [];
      for (let i = 0; i < 4; i += 1)
        direct.push(await signInAttempt('127.0.0.1', api, `nobody-direct-${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` }));
      assert.deepEqual(direct, [401, 401, 401, 429]);
      // Through the gateway the client's own address is seen: one client spends its budget, the next has its own.
      const first = [];
      for (let i = 0; i < 4; i += 1) first.push(await signInAttempt('127.0.0.3', site, `nobody-gateway-${i}`));
      assert.deepEqual(first, [401, 401, 401, 429]);
      assert.equal(await signInAttempt('127.0.0.4', site, 'nobody-else'), 401);
    } finally {
      await stack.stop();
      await Promise.all(Object.values(catcherPorts).map((held) => held.close()));
      await smtp.stop();
      await redis.stop();
      await dropDatabase(databaseUrl(database)).catch(() => undefined);
    }
    assert.equal(await isPortOpen(Number(ports.PORT)), false, 'Ctrl-C stops what it started');
  });

  test('without SMTP_URL the sales email lands in maildev on SMTP_PORT, readable in its web inbox on MAIL_UI_PORT', async () => {
    const ports = await freePorts();
    const redis = await privateRedis();
    const database = `start_mail_${process.pid}_${Date.now().toString(36)}`;
    const stack = await start({
      ...ports,
      WORKER_METRICS_PORT: '0',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: redis.url,
      QUEUE_PREFIX: 'startmail',
    });
    try {
      const inbox = `http://127.0.0.1:${ports.MAIL_UI_PORT}`;
      const page = await fetch(`${inbox}/`, { headers: { accept: 'text/html' } });
      assert.match(await page.text(), /MailDev/i);
      const company = `Start Mail ${randomUUID()}`;
      assert.equal((await postLead(`http://127.0.0.1:${ports.PORT}`, lead(company))).status, 202);
      const email = await waitFor(
        async () => /** @type {any[]} */ (await (await fetch(`${inbox}/api/email`)).json()).find((m) => JSON.stringify(m).includes(company)),
        'the sales email in maildev',
        60_000,
      );
      assert.equal(email.to[0].address, 'sales@surface-harvester.test');
    } finally {
      await stack.stop();
      await redis.stop();
      await dropDatabase(databaseUrl(database)).catch(() => undefined);
    }
    assert.equal(await isPortOpen(Number(ports.SMTP_PORT)), false, 'maildev is stopped with the rest');
  });
});

describe('npm start stops everything when one of its children exits on its own', { timeout: 600_000 }, () => {
  test('a worker that refuses its configuration (LOG_LEVEL=warn: no ready line to wait for) is named, with its reason', async () => {
    const ports = await freePorts();
    const redis = await privateRedis();
    const database = `start_exit_${process.pid}_${Date.now().toString(36)}`;
    /** @type {import('@site/harness').Supervised | undefined} */
    let stack;
    try {
      const failure = await start({
        ...ports,
        // No catcher: the worker exits before it would send anything.
        SMTP_URL: 'smtp://127.0.0.1:9',
        DATABASE_URL: databaseUrl(database),
        REDIS_URL: redis.url,
        QUEUE_PREFIX: 'startexit',
        LOG_LEVEL: 'warn',
        // Read by the worker only: the API starts, the worker exits with a ConfigError at once.
        WORKER_CONCURRENCY: '0',
      }).then(
        (started) => {
          stack = started;
          return undefined;
        },
        (error) => /** @type {Error} */ (error),
      );
      assert.ok(failure, 'start must not report the site ready');
      assert.match(failure.message, /start\.mjs exited \(code 1\) before it was ready/);
      assert.match(failure.message, /\[start\] worker exited on its own \(exit code 1\); stopping everything/);
      assert.match(failure.message, /WORKER_CONCURRENCY: must be an integer >= 1/);
      assert.doesNotMatch(failure.message, /Site ready/);
      for (const name of ['PORT', 'API_PORT', 'REMOTE_PLATFORM_PORT', 'REMOTE_CONTACT_PORT']) {
        assert.equal(await isPortOpen(Number(ports[name])), false, `${name}: the rest is stopped`);
      }
    } finally {
      await stack?.stop();
      await redis.stop();
      await dropDatabase(databaseUrl(database)).catch(() => undefined);
    }
  });
});
