import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CANARY_PORTS, E2E_BACKEND } from '../support/environment';
import { digestTree, rebuildRemoteWithChange } from '../support/redeploy';
import { ROOT, type SiteStack, startBackendStack, startSiteStack } from '../support/stack';
import { waitForAppStarted } from '../support/app-started';

/**
 * A canary release of mf-services that breaks in the browser, rolled back by the watcher on its own.
 * The stable version is the workspace build, published with deploy-remote.mjs; the canary is a rebuild whose
 * process page throws when it renders in a browser (not while prerendering, so it passes the compatibility gate),
 * published with `--canary 50 --watch`. Two visitors have their cohort forced by the cohort cookie (the random
 * assignment itself is tested in packages/servers/src/gateway/canary-cohorts.test.mjs): the canary visitor sees the area's error
 * boundary and reports it to the real API; the watcher reads the API's metrics, aborts the canary, and the next
 * navigation of that visitor is stable. The shell's built files stay byte-identical throughout.
 */
const PAGE = '/services/process';
const LIVE_HEADING = 'A delivery process built for production systems';
const UNAVAILABLE = 'This section is temporarily unavailable';
const COHORT_COOKIE = 'remote-cohort';
const METRICS_URL = `http://127.0.0.1:${CANARY_PORTS.apiPort}/api/metrics`;
const DEPLOY = path.join(ROOT, 'infra', 'scripts', 'deploy-remote.mjs');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

let to: string;
let backend: { stop(): Promise<void> };
let stack: SiteStack;
let stableVersion: string;
let canaryVersion: string;
let shellBefore: string;
let watcher: ChildProcess;
let watcherOutput = '';
let watcherExit: Promise<number | null>;

interface Release {
  stable: string;
  canary?: { version: string; percent: number; manifestUrl: string };
}
const liveServices = (): string | Release =>
  (JSON.parse(readFileSync(path.join(to, 'remotes.json'), 'utf8')) as Record<string, string | Release>).services!;
const versionOf = (manifestUrl: string) => manifestUrl.split('/').at(-2)!;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  shellBefore = await digestTree(SHELL_DIST);
  to = mkdtempSync(path.join(os.tmpdir(), 'canary-release-'));
  // The stable version: the workspace build, published (gate included) as its content hash.
  execFileSync(process.execPath, [DEPLOY, 'services', '--to', to, '--skip-build'], { stdio: 'pipe' });
  stableVersion = versionOf(liveServices() as string);

  // The API and the gateway read the same releases file: the API counts reports of the versions it names only.
  backend = await startBackendStack({
    apiPort: CANARY_PORTS.apiPort,
    smtpUrl: `smtp://127.0.0.1:${E2E_BACKEND.smtpPort}`,
    databaseUrl: E2E_BACKEND.databaseUrl,
    redisUrl: E2E_BACKEND.redisUrl,
    quiet: true,
    env: { QUEUE_PREFIX: `${E2E_BACKEND.queuePrefix}canary`, REMOTES_CONFIG_FILE: path.join(to, 'remotes.json'), WORKER_METRICS_PORT: '0' },
  });
  stack = await startSiteStack({
    ...CANARY_PORTS,
    remotesConfigFile: path.join(to, 'remotes.json'),
    remoteDirs: { services: path.join(to, 'services') },
  });

  // The canary: a test build whose process page throws in the browser only.
  const brokenDist = rebuildRemoteWithChange('services', {
    file: 'src/pages/process/ProcessPage.tsx',
    from: 'export function ProcessPage() {\n',
    to: "export function ProcessPage() {\n  if (typeof window !== 'undefined') throw new Error('canary build deliberately broken in the browser');\n",
  });
  watcher = spawn(
    process.execPath,
    [
      DEPLOY,
      'services',
      '--to',
      to,
      '--from',
      path.dirname(brokenDist),
      '--canary',
      '50',
      '--watch',
      '--metrics-url',
      METRICS_URL,
      '--interval',
      '0.5',
      '--window',
      '120',
      '--min-views',
      '2',
      // One browser is one client address: the distinct-clients evidence is tested in infra/scripts.
      '--min-error-clients',
      '1',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  watcher.stdout?.on('data', (chunk: Buffer) => {
    watcherOutput += chunk.toString();
  });
  watcher.stderr?.on('data', (chunk: Buffer) => {
    watcherOutput += chunk.toString();
  });
  watcherExit = new Promise((resolve) => watcher.on('exit', resolve));
  await expect.poll(() => watcherOutput, { timeout: 240_000, message: 'the canary is published and watched' }).toContain('"decision"');
  const release = liveServices() as Release;
  canaryVersion = release.canary!.version;
  expect(release.canary!.percent).toBe(50);
  expect(versionOf(release.stable)).toBe(stableVersion);
});

test.afterAll(async () => {
  if (watcher && watcher.exitCode === null) watcher.kill();
  await stack?.stop();
  await backend?.stop();
  if (to) rmSync(to, { recursive: true, force: true });
});

/** A browser context whose visitor is in `cohort` of the running canary (the cookie the gateway would have set). */
async function visitorIn(browser: import('@playwright/test').Browser, cohort: 'stable' | 'canary'): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: COHORT_COOKIE, value: encodeURIComponent(JSON.stringify({ services: `${cohort}:${canaryVersion}` })), url: stack.url },
  ]);
  return context;
}

/** The version folders of the services remote the page fetched files from. */
function trackServicesVersions(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = /\/_remotes\/services\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

/** Counts the reports (beacons) the page sends to the API. */
function countReports(page: Page): { count: number } {
  const reports = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/client-events') reports.count += 1;
  });
  return reports;
}

async function errorsOf(page: Page, version: string): Promise<number> {
  const text = await (await page.request.get(METRICS_URL)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`remote_client_errors_total{remote="services",version="${version}",`))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

test('a broken canary reaches only its cohort, reports its errors and is rolled back by the watcher', async ({ browser }) => {
  test.setTimeout(240_000);
  const stableContext = await visitorIn(browser, 'stable');
  const canaryContext = await visitorIn(browser, 'canary');
  const stablePage = await stableContext.newPage();
  const canaryPage = await canaryContext.newPage();
  const stableFolders = trackServicesVersions(stablePage);
  const canaryFolders = trackServicesVersions(canaryPage);
  const reports = countReports(canaryPage);
  let firstErrorAt = 0;

  // A new visitor is assigned a cohort by the gateway itself.
  const newcomer = (await fetch(`${stack.url}/remotes.json`)).headers.get('set-cookie') ?? '';
  expect(newcomer).toMatch(new RegExp(`^${COHORT_COOKIE}=`));
  for (const attribute of ['Max-Age=86400', 'Path=/', 'HttpOnly', 'SameSite=Lax']) expect(newcomer).toContain(attribute);

  // The stable visitor: stable HTML, stable /remotes.json, stable chunks; the page works.
  await stablePage.goto(`${stack.url}${PAGE}`);
  await expect(stablePage.getByRole('heading', { level: 1 })).toHaveText(LIVE_HEADING);
  const stableHtml = await (await stableContext.request.get(`${stack.url}${PAGE}`)).text();
  expect(stableHtml).toContain(`/_remotes/services/${stableVersion}/`);
  expect(stableHtml).not.toContain(canaryVersion);
  expect((await (await stableContext.request.get(`${stack.url}/remotes.json`)).json()).services).toBe(
    `/_remotes/services/${stableVersion}/mf-manifest.json`,
  );

  // The canary visitor: the canary's HTML and chunks; the page throws in the browser, the error boundary shows.
  const errorsBefore = await errorsOf(canaryPage, canaryVersion);
  const canaryHtml = await (await canaryContext.request.get(`${stack.url}${PAGE}`)).text();
  expect(canaryHtml).toContain(`/_remotes/services/${canaryVersion}/`);
  expect(canaryHtml).not.toContain(`/_remotes/services/${stableVersion}/`);
  for (let visit = 0; visit < 2; visit += 1) {
    await canaryPage.goto(`${stack.url}${PAGE}`);
    await expect(canaryPage.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
    // The error boundary sends its render-error report as it shows the fallback.
    firstErrorAt ||= Date.now();
    await waitForAppStarted(canaryPage);
  }
  expect([...canaryFolders]).toEqual([canaryVersion]);
  expect(reports.count).toBeGreaterThanOrEqual(4);
  // The reports arrive at the API: the canary version's error counter moves.
  await expect.poll(() => errorsOf(canaryPage, canaryVersion)).toBeGreaterThanOrEqual(errorsBefore + 2);

  // Meanwhile the stable visitor keeps working pages.
  await stablePage.reload();
  await expect(stablePage.getByRole('heading', { level: 1 })).toHaveText(LIVE_HEADING);

  // The watcher aborts the canary by itself and says so in one JSON line.
  expect(await Promise.race([watcherExit, new Promise((resolve) => setTimeout(() => resolve('still running'), 90_000))])).toBe(1);
  const decisions = watcherOutput
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { decision: string; at: string; reason: string; canary: { version: string; views: number; errors: number } });
  const abort = decisions.at(-1)!;
  expect(abort.decision).toBe('abort');
  expect(abort.canary.version).toBe(canaryVersion);
  expect(abort.canary.errors).toBeGreaterThanOrEqual(1);
  expect(liveServices()).toBe(`/_remotes/services/${stableVersion}/mf-manifest.json`);
  const rollbackMs = Date.parse(abort.at) - firstErrorAt;
  console.log(`canary ${canaryVersion}: first error report -> automatic rollback in ${rollbackMs} ms (${abort.reason})`);
  test.info().annotations.push({ type: 'first error report to rollback (ms)', description: String(rollbackMs) });

  // The canary visitor's next navigation is stable, HTML and code; the stale cohort cookie is cleared.
  canaryFolders.clear();
  await canaryPage.goto(`${stack.url}${PAGE}`);
  await expect(canaryPage.getByRole('heading', { level: 1 })).toHaveText(LIVE_HEADING);
  await waitForAppStarted(canaryPage);
  expect([...canaryFolders]).toEqual([stableVersion]);
  expect((await canaryContext.cookies()).map((cookie) => cookie.name)).not.toContain(COHORT_COOKIE);

  // The stable visitor never fetched anything of the canary, and never saw the fallback.
  expect([...stableFolders]).toEqual([stableVersion]);
  await expect(stablePage.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);

  // The shell's built files are byte-identical.
  expect(await digestTree(SHELL_DIST)).toBe(shellBefore);
  await stableContext.close();
  await canaryContext.close();
});
