#!/usr/bin/env node
// `npm run test:containers`: compose.yaml brought up for real with podman, on host ports of its own
// (COMPOSE_STACK_PORTS), then used as a visitor and as sales would, through the gateway's published port. Builds
// what is missing (the local base images and the site's images; podman's layer cache keeps them between runs),
// brings the whole stack up with docker-compose (compose.yaml plus an override naming the local images), waits for
// every health check, checks, redeploys one remote alone, takes it all down and prints a table of the steps with
// their durations. Holds the local-images build lock while building and the
// machine's container-tests lock throughout.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { ensureLocalImages } from '../local-images/build-local-images.mjs';
import { COMPOSE_STACK_PORTS, CONTAINER_TESTS_LOCK } from '../local-images/host-ports.mjs';
import { holdMachineLock } from '../local-images/machine-lock.mjs';
import { buildBackendImages, buildSiteImages, rebuildSiteImage, testImageTag } from '../local-images/site-images.mjs';
import { assertSecurityHeaders } from '../../../packages/servers/test-support/security-headers-assertions.mjs';
import { composeStack, removeStaleStacks } from './compose-stack.mjs';
import { startHealthTicker } from './health-ticker.mjs';
import { emailsByMarker, postLeadForm, postLeadJson, query, rowsByMarker, salesEmails, unfinishedLeadJobs, waitFor } from './lead-probes.mjs';
import { fetchPage } from './site-probes.mjs';
import { stackOverride } from './stack-override.mjs';
import { copySources, replaceOnce } from './throwaway-copy.mjs';
import { startPodmanDockerApi } from './podman-docker-api.mjs';
import { createStepTable } from './step-table.mjs';
import { openBrowser, visit } from './canary-visits.mjs';
import { mergeServices, releasesPublicUrl, releasesVolume } from './releases-volume.mjs';
import { NOT_PROMOTED_REASON, main as teamRelease } from '../../scripts/team-release.mjs';
import { defaultManifestUrl } from '@site/composition';
import { readReleases } from '../../scripts/remote-releases-file.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..', '..');
const COMPOSE_FILE = path.join(HERE, '..', 'compose.yaml');
const NETWORK = parse(readFileSync(COMPOSE_FILE, 'utf8')).networks.default;
/** Every run's compose project starts so; a killed run's project is removed by the next run. */
const PROJECT_PREFIX = 'site-stack-';
const PROJECT = `${PROJECT_PREFIX}${process.pid}`;
const SERVICES = ['postgres', 'redis', 'mailcatcher', 'worker', 'api', 'mf-platform', 'mf-services', 'mf-company', 'mf-contact', 'shell'];
const LEADS_UNDER_KILL = 200;
/** The site's address (SITE_URL), as compose.yaml derives it from the published port. */
const SITE_URL = `http://localhost:${COMPOSE_STACK_PORTS.SITE_HOST_PORT}`;
/** The gateway (the shell container) as the visitor reaches it: every page and /api/* go through it. */
const GATEWAY = `http://127.0.0.1:${COMPOSE_STACK_PORTS.SITE_HOST_PORT}`;
const INBOX = `http://127.0.0.1:${COMPOSE_STACK_PORTS.MAIL_UI_HOST_PORT}`;
/** Pages of the site and the h1 each shows in its raw HTML. */
const PAGES = {
  '/': 'See every exposed asset. Prove every fix.',
  '/pricing': 'Pricing that starts with proof',
  '/services/process': 'A delivery process built for production systems',
  '/company/about': 'Built by engineers who defend real attack surfaces',
  '/contact': 'Ready to improve your security posture?',
};
/** The remote redeployed alone, the page of it changed, and the source text changed for it. */
const REDEPLOYED = {
  service: 'mf-company',
  page: '/company/about',
  file: 'mf-company/src/pages/about/about.content.ts',
  text: PAGES['/company/about'],
};

const steps = createStepTable();
const work = mkdtempSync(path.join(os.tmpdir(), 'site-stack-'));
/** @type {Array<() => Promise<void> | void>} run in reverse at the end */
const cleanups = [];
/** @type {ReturnType<typeof composeStack>} */
let stack;
/** @type {{ local: Awaited<ReturnType<typeof ensureLocalImages>>, site: Record<string, string> }} */
let images;
const override = path.join(work, 'compose.local-images.json');
/** The remotes' publish volume a team's release writes (deploy-remote.mjs --to), mounted into the stack. */
const RELEASES = path.join(work, 'remotes');
const RELEASED = { remote: 'company', page: '/company/about', component: 'mf-company/src/pages/about/AboutPage.tsx' };
/** The API's metrics, read by the canary watch with METRICS_TOKEN. */
const METRICS_URL = `http://127.0.0.1:${COMPOSE_STACK_PORTS.API_HOST_PORT}/api/metrics`;
const METRICS_TOKEN = randomBytes(24).toString('hex');
/** Lead origin: the gateway, which proxies /api/* to the api container. */
const LEADS = GATEWAY;

describe('compose.yaml up with podman: the site as a visitor and sales use it', { concurrency: false }, () => {
  before(async () => {
    images = await steps.time('build what is missing (local bases, api, worker, shell, 4 remotes)', async () => {
      const local = await ensureLocalImages();
      const lock = await holdMachineLock(CONTAINER_TESTS_LOCK);
      cleanups.push(() => lock.release());
      const stale = removeStaleStacks(PROJECT_PREFIX);
      if (stale.length) console.log(`# removed what killed runs left: ${stale.join(', ')}`);
      return { local, site: { ...buildBackendImages(local.node.tag), ...buildSiteImages(local.node.tag) } };
    });
    writeOverride(images.site);
    const api = await startPodmanDockerApi(path.join(work, 'podman.sock'));
    cleanups.push(() => api.stop());
    stack = composeStack({
      project: PROJECT,
      files: [COMPOSE_FILE, override],
      dockerHost: api.dockerHost,
      variables: {
        ...COMPOSE_STACK_PORTS,
        CLAIM_TOKEN_SECRET: randomBytes(32).toString('hex'),
        STAFF_SESSION_SECRET: randomBytes(32).toString('hex'),
        // 200 leads and the checks come from this one client address; production keeps 20 a minute.
        RATE_LIMIT_MAX: 1000,
        METRICS_TOKEN,
      },
    });
    const ticker = startHealthTicker(PROJECT);
    cleanups.push(() => ticker.stop());
    cleanups.push(async () => {
      if (Object.values(stack.leftovers()).some((names) => names.length)) await stack.down();
    });
    await steps.time('compose up (depends_on waits for postgres and redis healthy)', () => stack.up(SERVICES));
    await steps.time('every container healthy', () => waitAllHealthy(SERVICES));
  });

  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(work, { recursive: true, force: true });
    console.log(`\nContainer run (project ${PROJECT}, ports ${Object.values(COMPOSE_STACK_PORTS).join(', ')}):\n${steps.render()}\n`);
  });

  it('the site through the gateway: pages with their h1 in the raw HTML, the security headers, a 404 page', () =>
    steps.time('gateway: 5 pages + h1, security headers, 404 page', async () => {
      for (const [pagePath, h1] of Object.entries(PAGES)) {
        const page = await fetchPage(GATEWAY, pagePath);
        assert.equal(page.status, 200, `${pagePath}: ${page.html.slice(0, 300)}`);
        assert.equal(page.h1, h1, pagePath);
        assertSecurityHeaders(page, pagePath);
      }
      const missing = await fetchPage(GATEWAY, '/does-not-exist');
      assert.equal(missing.status, 404);
      assert.equal(missing.h1, 'Page Not Found');
      assertSecurityHeaders(missing, '404 page');
    }));

  it('a lead sent as JSON: 202, its row in PostgreSQL, sales e-mailed, the claim link claims it', () =>
    steps.time('JSON lead via gateway -> row, sales email, claim link', async () => {
      const marker = randomUUID();
      const id = await postLeadJson(LEADS, marker);
      const email = await waitForSalesEmail(marker);
      assert.deepEqual(query(stack.container('postgres'), `SELECT id, company FROM contact_submissions WHERE id = '${id}'`), [
        [id, `Container Check ${marker}`],
      ]);
      const link = /** @type {RegExpMatchArray} */ ((email.text ?? '').match(/https?:\/\/\S+\/api\/lead-claims\/[\w.-]+/));
      assert.ok(link, `no claim link in: ${email.text}`);
      // The link names the site (SITE_URL): followed through the gateway, as sales' browser would.
      assert.equal(new URL(link[0]).origin, SITE_URL);
      await claim(new URL(new URL(link[0]).pathname, GATEWAY), id);
    }));

  it('a lead sent as a form without JavaScript: 303 to the thank-you page, its row, sales e-mailed', () =>
    steps.time('no-JS form lead via gateway -> 303, row, email', async () => {
      const marker = randomUUID();
      const response = await postLeadForm(LEADS, SITE_URL, marker);
      assert.equal(response.status, 303, await response.text());
      assert.equal(response.headers.get('location'), '/contact/thanks');
      await waitForSalesEmail(marker);
      const rows = await waitFor(
        () => {
          const found = query(
            stack.container('postgres'),
            `SELECT coalesce(inquiry_type, '(none)') FROM contact_submissions WHERE message LIKE '%${marker}%'`,
          );
          return found.length ? found : undefined;
        },
        30_000,
        () => `no row for the form lead ${marker}`,
      );
      assert.deepEqual(rows, [['proposal']]);
    }));

  it(`${LEADS_UNDER_KILL} leads while the worker is killed and restarted: none lost, none twice`, () =>
    steps.time(`${LEADS_UNDER_KILL} leads, worker killed mid-way: 0 lost, 0 extra`, async () => {
      const worker = stack.container('worker');
      const restartsBefore = Number(stack.inspect(worker, '{{.RestartCount}}'));
      const markers = Array.from({ length: LEADS_UNDER_KILL }, () => randomUUID());
      /** @type {string[]} */
      const ids = [];
      let sent = 0;
      let killed = false;
      const senders = Array.from({ length: 8 }, async () => {
        while (sent < markers.length) {
          const marker = markers[sent++];
          ids.push(await postLeadJson(LEADS, marker));
          if (!killed && sent >= LEADS_UNDER_KILL / 4) {
            killed = true;
            killProcessOf(worker);
          }
        }
      });
      await Promise.all(senders);
      assert.ok(killed);
      await waitFor(
        () => Number(stack.inspect(worker, '{{.RestartCount}}')) > restartsBefore && stack.inspect(worker, '{{.State.Status}}') === 'running',
        60_000,
        () => `the worker was not restarted: ${stack.inspect(worker, '{{.State.Status}} restarts {{.RestartCount}}')}`,
      );
      const allOnce = (counts) => [...counts.values()].every((count) => count === 1);
      // Finished: every job done (one killed mid-flight is taken again once its lock lapses) and every lead in.
      await waitFor(
        async () =>
          unfinishedLeadJobs(stack.container('redis'), ids) === 0 &&
          [...rowsByMarker(stack.container('postgres'), markers).values()].every((n) => n > 0) &&
          [...(await emailsByMarker(INBOX, markers)).values()].every((ids) => ids.length > 0),
        180_000,
        async () => `leads not all in: ${unfinishedLeadJobs(stack.container('redis'), ids)} of their jobs unfinished`,
      );
      const rows = rowsByMarker(stack.container('postgres'), markers);
      const emails = await emailsByMarker(INBOX, markers);
      assert.ok(allOnce(rows), `rows not once each: ${JSON.stringify([...rows].filter(([, n]) => n !== 1))}`);
      // Sales mail is at least once: a worker killed between the SMTP server's 250 and marking the row emailed sends
      // that lead's email again after the restart, with the same Message-ID (mail clients show it once). Every
      // lead is emailed, and a lead's emails are one message.
      const oneMessageEach = [...emails].filter(([, messageIds]) => messageIds.length === 0 || new Set(messageIds).size !== 1 || !messageIds[0]);
      assert.deepEqual(oneMessageEach, [], 'each lead emailed, its emails one Message-ID');
      const resent = [...emails.values()].reduce((sum, messageIds) => sum + messageIds.length - 1, 0);
      steps.note(
        `${markers.length} leads, ${markers.length} rows, ${markers.length} distinct sales emails, ${resent} resent with the same Message-ID`,
      );
      assert.equal(Number(stack.inspect(worker, '{{.RestartCount}}')), restartsBefore + 1, 'the worker restarted once');
    }));

  it(`${REDEPLOYED.service} redeployed alone: its new page through the gateway, the shell and the other remotes untouched`, () =>
    steps.time(`${REDEPLOYED.service} rebuilt from changed sources, redeployed alone`, async () => {
      const shell = stack.container('shell');
      const shellBefore = stack.inspect(shell, '{{.Image}} {{.ImageDigest}}');
      const others = Object.keys(PAGES).filter((pagePath) => pagePath !== REDEPLOYED.page);
      const before = await Promise.all(others.map((pagePath) => fetchPage(GATEWAY, pagePath)));
      const changed = `${REDEPLOYED.text} (redeployed ${randomUUID().slice(0, 8)})`;
      const sources = copySources(ROOT, path.join(work, 'changed-sources'));
      replaceOnce(sources, REDEPLOYED.file, `'${REDEPLOYED.text}'`, `'${changed}'`);
      const tag = rebuildSiteImage({
        service: REDEPLOYED.service,
        nodeImage: images.local.node.tag,
        context: sources,
        tag: testImageTag(`${REDEPLOYED.service}-redeployed`),
      });
      cleanups.push(() => void spawnSync('podman', ['rmi', tag], { stdio: 'ignore' }));
      writeOverride({ ...images.site, [REDEPLOYED.service]: tag });
      const old = stack.container(REDEPLOYED.service);
      await stack.compose('up', '--detach', '--no-build', '--no-deps', REDEPLOYED.service);
      assert.notEqual(stack.container(REDEPLOYED.service), old, 'a new container of the remote');
      await waitAllHealthy([REDEPLOYED.service]);
      // The gateway asks the remote's folder for its version again once the server it watched restarted.
      const page = await waitFor(
        async () => {
          const answer = await fetchPage(GATEWAY, REDEPLOYED.page);
          return answer.h1 === changed ? answer : undefined;
        },
        30_000,
        async () => `${REDEPLOYED.page} still shows: ${(await fetchPage(GATEWAY, REDEPLOYED.page)).h1}`,
      );
      assert.equal(page.status, 200);
      assert.equal(stack.container('shell'), shell, 'the shell container is the same');
      assert.equal(stack.inspect(shell, '{{.Image}} {{.ImageDigest}}'), shellBefore, "the shell's image is the same");
      const after = await Promise.all(others.map((pagePath) => fetchPage(GATEWAY, pagePath)));
      for (const [index, pagePath] of others.entries()) assert.equal(after[index].html, before[index].html, `${pagePath} byte-identical`);
      steps.note(`${REDEPLOYED.service} redeployed as ${tag}; shell ${shell.slice(0, 12)} and ${others.length} other pages unchanged`);
    }));

  it(`a team release of mf-${RELEASED.remote} built broken in the browser: canary aborted by the watch, the live site stays stable`, () =>
    steps.time(`team release: canary broken in the browser aborted, live site stable`, async () => {
      const before = await fetchPage(GATEWAY, RELEASED.page);
      const stableBefore = readReleases(RELEASES)[RELEASED.remote]?.stable ?? defaultManifestUrl(RELEASED.remote);
      const image = canaryImage('broken', (sources) =>
        replaceOnce(
          sources,
          RELEASED.component,
          'export function AboutPage() {\n',
          "export function AboutPage() {\n  if (typeof window !== 'undefined') throw new Error('canary build deliberately broken in the browser');\n",
        ),
      );
      const { code, visits } = await releaseWhileVisited(image);
      assert.equal(code, 1, 'the release fails');
      const release = readReleases(RELEASES)[RELEASED.remote];
      assert.equal(release?.canary, undefined, 'no canary left');
      assert.equal(release?.stable, stableBefore, 'the stable version is the one before');
      assert.equal(lastSwitch().action, 'abort');
      assert.notEqual(lastSwitch().reason, NOT_PROMOTED_REASON, 'aborted by the watch on the error rate');
      assert.ok(visits.canary > 0, 'canary visitors loaded it');
      for (let n = 0; n < 3; n += 1) assert.equal((await fetchPage(GATEWAY, RELEASED.page)).h1, before.h1, 'every visitor on the stable page');
      steps.note(
        `broken canary: ${visits.canary} canary visits (folders ${[...visits.canaryFolders].join(', ')}) and ${visits.stable} stable ones in Chromium, aborted: ${lastSwitch().reason}`,
      );
    }));

  it(`a good team release of mf-${RELEASED.remote}: promoted by the watch, its page then shown to every visitor`, () =>
    steps.time('team release: good canary promoted, shown to every visitor', async () => {
      const changed = `${REDEPLOYED.text} (released ${randomUUID().slice(0, 8)})`;
      const image = canaryImage('good', (sources) => replaceOnce(sources, REDEPLOYED.file, `'${REDEPLOYED.text}'`, `'${changed}'`));
      const { code, version, visits } = await releaseWhileVisited(image);
      assert.equal(code, 0, 'the release is promoted');
      const release = readReleases(RELEASES)[RELEASED.remote];
      assert.equal(release?.stable, `${releasesPublicUrl(RELEASED.remote)}/${version}/mf-manifest.json`, 'the new version is stable');
      assert.equal(release?.canary, undefined, 'no canary left');
      assert.equal(lastSwitch().action, 'promote');
      for (let n = 0; n < 3; n += 1) assert.equal((await fetchPage(GATEWAY, RELEASED.page)).h1, changed, 'every visitor gets the new page');
      const browser = await openBrowser();
      try {
        const fresh = await visit(browser, { url: `${SITE_URL}${RELEASED.page}`, remote: RELEASED.remote });
        assert.deepEqual(fresh.folders, [version], 'a new visitor loads the promoted version');
      } finally {
        await browser.close();
      }
      steps.note(
        `good canary ${version}: ${visits.canary} canary visits (folders ${[...visits.canaryFolders].join(', ')}) and ${visits.stable} stable ones in Chromium, promoted`,
      );
    }));

  it('compose down leaves no container, network or volume of the run', () =>
    steps.time('compose down: nothing of the run left', async () => {
      await stack.down();
      assert.deepEqual(stack.leftovers(), { containers: [], networks: [], volumes: [] });
    }));
});

/** compose.yaml's override: the local images (`site`: service -> tag) and the remotes' publish volume. */
function writeOverride(site) {
  const local = stackOverride({ ...images, site, network: NETWORK });
  writeFileSync(override, JSON.stringify(mergeServices(local, releasesVolume(RELEASES, [RELEASED.remote])), null, 2));
}

/** mf-<remote>'s image built, as its team's release builds it, from a throwaway copy of the sources `change` edits. */
function canaryImage(name, change) {
  const sources = copySources(ROOT, path.join(work, `canary-${name}-sources`));
  change(sources);
  const tag = rebuildSiteImage({
    service: `mf-${RELEASED.remote}`,
    nodeImage: images.local.node.tag,
    context: sources,
    tag: testImageTag(`mf-${RELEASED.remote}-canary-${name}`),
  });
  cleanups.push(() => void spawnSync('podman', ['rmi', tag], { stdio: 'ignore' }));
  return tag;
}

/**
 * Runs the team's release steps (team-release.mjs: gate, canary for half the visitors, watch, promote or abort)
 * with `image`, while visitors of both cohorts load the page in Chromium and report to the API as browsers do.
 * The watch is shortened for the run: a decision after 3 canary views (or errors) and a pass after 60 s; the
 * visits all come from this one machine, so one client reporting errors is enough to abort. A broken canary is
 * aborted as soon as its 3 views are in; 60 s (not less) because a visit in Chromium takes seconds on a loaded
 * machine, and a watch that ends with fewer than 3 canary views is inconclusive (not promoted, not aborted by it).
 */
async function releaseWhileVisited(image) {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  const settled = { done: false };
  const release = teamRelease([
    RELEASED.remote,
    '--to',
    RELEASES,
    '--shell',
    path.join(ROOT, 'shell'),
    '--image',
    image,
    '--engine',
    'podman',
    '--public-url',
    releasesPublicUrl(RELEASED.remote),
    '--canary',
    '50',
    '--metrics-url',
    METRICS_URL,
    '--interval',
    '2',
    '--window',
    '120',
    '--duration',
    '60',
    '--min-views',
    '3',
    '--min-error-clients',
    '1',
  ]).finally(() => {
    settled.done = true;
  });
  const visits = { canary: 0, stable: 0, canaryFolders: new Set() };
  let version;
  const browser = await openBrowser();
  try {
    version = await waitFor(
      () => settled.done || readReleases(RELEASES)[RELEASED.remote]?.canary?.version,
      300_000,
      () => 'no canary started',
    );
    while (!settled.done && typeof version === 'string') {
      for (const cohort of /** @type {const} */ (['canary', 'stable'])) {
        const seen = await visit(browser, { url: `${SITE_URL}${RELEASED.page}`, remote: RELEASED.remote, version, cohort });
        if (cohort === 'canary') {
          assert.ok(seen.folders.includes(version), `a canary visitor loads the canary: ${seen.folders}`);
          for (const folder of seen.folders) visits.canaryFolders.add(folder);
        }
        visits[cohort] += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } catch (error) {
    // The release goes on without visitors until its watch ends; the next release must not meet its canary.
    await release.catch(() => {});
    throw error;
  } finally {
    await browser.close();
  }
  return { code: await release, version, visits };
}

/** The last switch of the released remote's deploys.log. */
function lastSwitch() {
  const lines = readFileSync(path.join(RELEASES, RELEASED.remote, 'deploys.log'), 'utf8')
    .trim()
    .split('\n');
  return JSON.parse(/** @type {string} */ (lines.at(-1)));
}

/** Waits until each service's container passes its health check (the ticker runs them). */
function waitAllHealthy(services) {
  return waitFor(
    () => services.every((service) => stack.inspect(stack.container(service), '{{.State.Health.Status}}') === 'healthy'),
    240_000,
    () =>
      services.map((service) => `${service}: ${stack.inspect(stack.container(service), '{{.State.Status}} {{.State.Health.Status}}')}`).join(', '),
  );
}

/** The sales email about the lead carrying `marker`, once it arrived. */
async function waitForSalesEmail(marker) {
  return waitFor(
    async () => (await salesEmails(INBOX)).find((email) => email.text?.includes(`Lead ${marker} through`)),
    60_000,
    async () => `no sales email for ${marker}; inbox: ${(await salesEmails(INBOX)).map((email) => email.subject).join(' | ')}`,
  );
}

/** Follows the claim link as sales: the page asks who takes the lead, the POST records it in PostgreSQL. */
async function claim(link, id) {
  const page = await fetch(link);
  assert.equal(page.status, 200, await page.clone().text());
  assert.match(await page.text(), /<form/);
  const claimed = await fetch(link, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ claimer: 'alex@surface-harvester.test' }).toString(),
  });
  assert.equal(claimed.status, 200, await claimed.clone().text());
  assert.deepEqual(query(stack.container('postgres'), `SELECT claimed_by FROM contact_submissions WHERE id = '${id}'`), [
    ['alex@surface-harvester.test'],
  ]);
}

/**
 * SIGKILL to the container's main process from the host: a crash, which the restart policy answers. (`podman kill`
 * marks the container stopped by the user, and neither podman nor Docker restarts such a container.)
 */
function killProcessOf(container) {
  process.kill(Number(stack.inspect(container, '{{.State.Pid}}')), 'SIGKILL');
}
