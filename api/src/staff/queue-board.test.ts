import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { redisOptionsFromUrl } from '@site/config';
import { LEADS_QUEUE } from '@site/contracts';
import { TestAuthenticator, waitFor } from '@site/harness';
import { type Job, Queue, Worker } from 'bullmq';
import { type Answer, request } from '../test-support/http.js';
import { ApiProcess } from '../test-support/node-process.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { QUEUE_BOARD_CSP, STAFF_PAGE_CSP } from './staff-headers.js';

const USERNAME = 'queue-watcher';
const PASSWORD = 'a long enough staff passphrase';
/** A staff member with the sales role: no queue view. */
const SELLER = 'queue-seller';

let env: TestEnvironment;
let api: ApiProcess;
let nextClient = 1;
/** The staff member's authenticator app. */
const authenticator = new TestAuthenticator();
const newClient = () => new StaffClient((path) => api.url(path), `203.0.113.${nextClient++}`, authenticator);

/** One route of Bull Board's own JSON API, as its route table (the one this version serves) declares it. */
interface BoardRoute {
  method: string;
  route: string;
}

/** Every route of the board's API that is not a read: taken from the library itself, so a new one is covered too. */
function boardWriteRoutes(): BoardRoute[] {
  const { appRoutes } = createRequire(import.meta.url)('@bull-board/api/dist/routes.js') as { appRoutes: { api: BoardRoute[] } };
  return appRoutes.api.filter((route) => route.method !== 'get');
}

const RETRY_ONE_JOB = 'put /api/queues/:queueName/:jobId/retry';

/** The leads queue as a test producer and consumer sees it (the API's Redis and QUEUE_PREFIX). */
function leadsQueue(): Queue {
  return new Queue(LEADS_QUEUE, { connection: redisOptionsFromUrl(env.config().redisUrl, 'queue-board-test'), prefix: env.queuePrefix });
}

/** Everything the board could change: counts, every job's state and data, paused, concurrency, rate limit. */
async function queueState(queue: Queue) {
  const jobs = (await queue.getJobs(['waiting', 'active', 'delayed', 'prioritized', 'completed', 'failed', 'waiting-children'])) as Job[];
  const described = await Promise.all(
    jobs.map(async (job) => ({ id: job.id, name: job.name, data: job.data, state: await job.getState(), delay: job.delay, priority: job.priority })),
  );
  return {
    counts: await queue.getJobCounts(),
    jobs: described.sort((a, b) => String(a.id).localeCompare(String(b.id))),
    paused: await queue.isPaused(),
    concurrency: await queue.getGlobalConcurrency(),
    rateLimitTtl: await queue.getRateLimitTtl(),
    schedulers: await queue.getJobSchedulers(),
  };
}

/** A JSON request of the board's script, with the member's session cookie. */
function boardRequest(member: StaffClient, method: string, path: string): Promise<Answer<unknown>> {
  const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return request(api.url(`/staff/queues${path}`), {
    method: method.toUpperCase(),
    headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.200' },
    body: JSON.stringify({ data: { id: 'forged' }, name: 'forged', confirmQueueName: LEADS_QUEUE, concurrency: 1, max: 1, duration: 1000 }),
  });
}

function pathOf(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? name));
}

beforeAll(async () => {
  env = await createTestEnvironment('queue_board');
  authenticator.learn(USERNAME, await createStaffUser(env, USERNAME, PASSWORD));
  authenticator.learn(SELLER, await createStaffUser(env, SELLER, PASSWORD, ['--role', 'sales']));
  // The built API as `npm start` runs it: main.ts mounts the queue view.
  api = await ApiProcess.start({ DATABASE_URL: env.databaseUrl, QUEUE_PREFIX: env.queuePrefix, LOG_LEVEL: 'warn' });
  await waitFor(async () => (await fetch(api.url('/api/health'))).status === 200, 'a healthy API', { timeoutMs: 60_000, intervalMs: 250 });
}, 90_000);

afterAll(async () => {
  await api?.stop();
  await env?.cleanup();
});

describe('queue view (Bull Board at /staff/queues, in the built API)', () => {
  it('answers strangers with the sign-in form (its page) or 401 (its API and scripts)', async () => {
    const page = await newClient().get('/staff/queues');
    expect(page.status).toBe(200);
    expect(page.body).toContain('name="password"');
    expect(page.body).toContain('name="returnTo" value="/staff/queues"');
    expect(page.body).not.toContain('__UI_CONFIG__');
    expect((await newClient().get('/staff/queues/api/queues')).status).toBe(401);
    expect((await newClient().get('/staff/queues/static/js/nothing.js')).status).toBe(401);
  });

  it('refuses sales staff: a 403 page for its page, 403 JSON for its API', async () => {
    const seller = newClient();
    expect((await seller.signIn(SELLER, PASSWORD)).status).toBe(303);
    const page = await seller.get('/staff/queues');
    expect(page.status).toBe(403);
    expect(page.body).toContain('Admins only');
    expect(page.body).not.toContain('__UI_CONFIG__');
    expect((await seller.get('/staff/queues/api/queues')).status).toBe(403);
    expect((await seller.get('/staff/leads')).body).not.toContain('href="/staff/queues"');
  });

  it('shows the leads queue to signed-in admins, under its own CSP, never cached', async () => {
    const staff = newClient();
    const signIn = await staff.signIn(USERNAME, PASSWORD, '/staff/queues');
    expect(signIn.headers.get('location')).toBe('/staff/queues');
    const page = await staff.get('/staff/queues');
    expect(page.status).toBe(200);
    expect(page.body).toContain('__UI_CONFIG__');
    expect(page.body).toContain('<base href="/staff/queues/"');
    expect(page.headers.get('content-security-policy')).toBe(QUEUE_BOARD_CSP);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // As strict as the board allows: scripts from this origin only, nothing inline or eval'd.
    expect(QUEUE_BOARD_CSP).toContain("script-src 'self';");
    expect(QUEUE_BOARD_CSP).not.toMatch(/script-src[^;]*unsafe/);

    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeDefined();
    const file = await staff.get(`/staff/queues/${script}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/javascript/);

    const queues = await staff.get('/staff/queues/api/queues');
    expect(queues.status).toBe(200);
    const body = queues.body as unknown as { queues: Array<{ name: string }> };
    expect(body.queues.map((queue) => queue.name)).toContain('leads');
  });

  it('is read-only: every write route of the board answers 403 and leaves the queue as it was', async () => {
    const queue = leadsQueue();
    try {
      const options = { attempts: 1, removeOnComplete: false, removeOnFail: false };
      const failed = await queue.add('probe-failed', { probe: 'failed' }, { ...options, jobId: 'probe-failed' });
      const completed = await queue.add('probe-completed', { probe: 'completed' }, { ...options, jobId: 'probe-completed' });
      const worker = new Worker(
        LEADS_QUEUE,
        async (job) => {
          if (job.name === 'probe-failed') throw new Error('probe failure');
        },
        { connection: redisOptionsFromUrl(env.config().redisUrl, 'queue-board-test-worker'), prefix: env.queuePrefix },
      );
      await waitFor(
        async () => (await failed.getState()) === 'failed' && (await completed.getState()) === 'completed',
        'the probe jobs processed',
        20_000,
      );
      await worker.close();
      const waiting = await queue.add('probe-waiting', { probe: 'waiting' }, { ...options, jobId: 'probe-waiting' });
      await queue.add('probe-delayed', { probe: 'delayed' }, { ...options, jobId: 'probe-delayed', delay: 3_600_000 });
      const before = await queueState(queue);

      const staff = newClient();
      await staff.signIn(USERNAME, PASSWORD);
      const routes = boardWriteRoutes();
      expect(routes.length).toBeGreaterThan(20);
      const answers: Array<{ call: string; status: number }> = [];
      for (const { method, route } of routes) {
        for (const jobId of [failed.id!, completed.id!, waiting.id!, 'probe-delayed']) {
          for (const queueStatus of ['failed', 'completed']) {
            // Retrying a failed job is the one write the board may do: it is tried on the other jobs only.
            if (`${method} ${route}` === RETRY_ONE_JOB && jobId === failed.id) continue;
            const path = pathOf(route, { queueName: LEADS_QUEUE, jobId, queueStatus, schedulerId: 'probe-scheduler' });
            answers.push({ call: `${method.toUpperCase()} ${path}`, status: (await boardRequest(staff, method, path)).status });
          }
        }
      }
      expect(answers.filter((answer) => answer.status !== 403)).toEqual([]);
      expect(await queueState(queue)).toEqual(before);

      // The board offers retries of failed jobs only, and does not pretend to be read-only (its retry button shows).
      const queues = (await staff.get('/staff/queues/api/queues')).body as unknown as {
        queues: Array<{ name: string; readOnlyMode: boolean; allowRetries: boolean; allowCompletedRetries: boolean }>;
      };
      expect(queues.queues.find((entry) => entry.name === LEADS_QUEUE)).toMatchObject({ allowRetries: true, allowCompletedRetries: false });
    } finally {
      await queue.close();
    }
  }, 60_000);

  it('retries a failed job (the one write it allows), which then waits for the worker again', async () => {
    const queue = leadsQueue();
    try {
      expect(await queue.getJobState('probe-failed')).toBe('failed');
      const staff = newClient();
      await staff.signIn(USERNAME, PASSWORD);
      expect((await boardRequest(staff, 'put', `/api/queues/${LEADS_QUEUE}/probe-failed/retry`)).status).toBe(204);
      expect(await queue.getJobState('probe-failed')).toBe('waiting');
      // Without a session nothing is allowed at all.
      expect((await boardRequest(newClient(), 'put', `/api/queues/${LEADS_QUEUE}/probe-completed/retry`)).status).toBe(401);
    } finally {
      await queue.close();
    }
  });

  it('leaves the other staff pages under their strict policy', async () => {
    expect((await newClient().get('/staff/sign-in')).headers.get('content-security-policy')).toBe(STAFF_PAGE_CSP);
  });
});
