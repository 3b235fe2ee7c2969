import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@site/harness';
import { ApiProcess } from '../test-support/node-process.js';
import { StaffClient } from '../test-support/staff-client.js';
import { createStaffUser } from '../test-support/staff-user.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { QUEUE_BOARD_CSP, STAFF_PAGE_CSP } from './staff-headers.js';

const USERNAME = 'queue-watcher';
const PASSWORD = 'a long enough staff passphrase';

let env: TestEnvironment;
let api: ApiProcess;
let nextClient = 1;
const newClient = () => new StaffClient((path) => api.url(path), `203.0.113.${nextClient++}`);

beforeAll(async () => {
  env = await createTestEnvironment('queue_board');
  await createStaffUser(env, USERNAME, PASSWORD);
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

  it('shows the leads queue to signed-in staff, under its own CSP, never cached', async () => {
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

  it('leaves the other staff pages under their strict policy', async () => {
    expect((await newClient().get('/staff/sign-in')).headers.get('content-security-policy')).toBe(STAFF_PAGE_CSP);
  });
});
