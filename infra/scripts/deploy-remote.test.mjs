// deploy-remote.mjs on the real build of mf-services (turbo builds it before this test: infra/turbo.json):
// publish, the live config the gateway reads, the page served from the published folder, roll back, refusals.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createGateway } from '@site/servers/gateway';
import { createStaticServer } from '@site/servers/static-server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = path.join(ROOT, 'infra', 'scripts', 'deploy-remote.mjs');
const DIST = path.join(ROOT, 'mf-services', 'dist');

function deploy(...args) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

let to;
const apps = [];
const liveConfig = () => JSON.parse(readFileSync(path.join(to, 'remotes.json'), 'utf8'));

before(() => {
  assert.ok(existsSync(path.join(DIST, 'mf-manifest.json')), 'mf-services is built (npx turbo run build --filter=@site/mf-services)');
  to = mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-'));
});

after(async () => {
  await Promise.all(apps.map((app) => app.close()));
  rmSync(to, { recursive: true, force: true });
});

describe('deploy-remote.mjs', () => {
  it('refuses an unknown remote, a missing --to and a malformed version, and writes nothing', () => {
    for (const args of [
      ['billing', '--to', to],
      ['services'],
      ['services', 'company', '--to', to],
      ['services', '--to', to, '--version', '../x'],
      ['services', '--to', to, '--shell', ''],
      ['services', '--to', to, '--canary', '0'],
      ['services', '--to', to, '--canary', '101'],
      ['services', '--to', to, '--canary', 'ten'],
      ['services', '--to', to, '--watch'],
      ['services', '--to', to, '--canary', '10', '--watch'],
      ['services', '--to', to, '--canary', '10', '--watch', '--metrics-url', 'http://127.0.0.1:9/api/metrics', '--window', '-5'],
      ['services', '--to', to, '--promote', '--abort'],
      ['services', '--to', to, '--promote', '--canary', '10'],
      ['services', '--to', to, '--abort', '--activate', 'v1'],
    ]) {
      const run = deploy(...args);
      assert.equal(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
      assert.match(run.stderr, /usage: deploy-remote\.mjs/);
    }
    assert.match(deploy('billing', '--to', to).stderr, /unknown remote "billing"/);
    assert.equal(existsSync(path.join(to, 'remotes.json')), false);
  });

  it('--help lists the options and exits 0', () => {
    const run = deploy('--help');
    assert.equal(run.code, 0, run.stderr);
    for (const option of ['--to', '--public-url', '--version', '--skip-build', '--from', '--shell', '--activate', '--help']) {
      assert.match(run.stdout, new RegExp(`^  ${option}\\b`, 'm'), option);
    }
    for (const option of [
      '--canary',
      '--promote',
      '--abort',
      '--watch',
      '--metrics-url',
      '--window',
      '--max-error-rate',
      '--max-ratio',
      '--min-views',
      '--min-error-clients',
      '--duration',
      '--auto-promote',
    ]) {
      assert.match(run.stdout, new RegExp(`^  ${option}\\b`, 'm'), option);
    }
    assert.doesNotMatch(run.stdout, /not yet available/);
  });

  let version;

  it('publishes the build into an immutable version folder and points only that remote of the live config at it', () => {
    writeFileSync(path.join(to, 'remotes.json'), JSON.stringify({ platform: '/_remotes/platform/mf-manifest.json' }));
    const run = deploy('services', '--to', to, '--skip-build');
    assert.equal(run.code, 0, run.stderr);
    const config = liveConfig();
    version = config.services.match(/^\/_remotes\/services\/([0-9a-f]{12})\/mf-manifest\.json$/)?.[1];
    assert.ok(version, config.services);
    assert.equal(config.platform, '/_remotes/platform/mf-manifest.json', 'other remotes untouched');
    for (const file of ['mf-manifest.json', 'remoteEntry.js', path.join('pages', '_routes.json')]) {
      assert.deepEqual(readFileSync(path.join(to, 'services', version, file)), readFileSync(path.join(DIST, file)), file);
    }
    // The same build again lands in the same folder.
    const again = deploy('services', '--to', to, '--skip-build');
    assert.match(again.stdout, new RegExp(`already published services ${version}`));
  });

  it("the published pages link the area's stylesheets inside the version folder, rendered for its URL", () => {
    const fragment = JSON.parse(readFileSync(path.join(to, 'services', version, 'pages', 'services', 'process.json'), 'utf8'));
    const links = [.../** @type {string} */ (fragment.head).matchAll(/data-href="([^"]+)"/g)].map((m) => m[1]);
    assert.ok(links.length > 0 && links.every((href) => href.startsWith(`/_remotes/services/${version}/`)), links.join(' '));
    for (const href of links) assert.ok(existsSync(path.join(to, 'services', href.slice('/_remotes/services/'.length))), href);
  });

  it('the gateway serves the published version: /remotes.json, the prerendered page and its stylesheet links', async () => {
    const origin = await createStaticServer({ dir: path.join(to, 'services'), remoteOrigins: [] });
    await origin.listen({ port: 0, host: '127.0.0.1' });
    apps.push(origin);
    const servicesOrigin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (origin.server.address()).port}`;
    const gateway = await createGateway({
      shellDist: path.join(ROOT, 'shell', 'dist'),
      remotes: { platform: 'http://127.0.0.1:9', services: servicesOrigin, company: 'http://127.0.0.1:9', contact: 'http://127.0.0.1:9' },
      apiOrigin: 'http://127.0.0.1:9',
      remotesConfigFile: path.join(to, 'remotes.json'),
      siteUrl: 'http://site.example',
      siteOrigins: [],
      remoteOrigins: [],
      overrideAllowlist: [],
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    apps.push(gateway);
    const base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (gateway.server.address()).port}`;

    assert.equal(
      /** @type {{ services: string }} */ (await (await fetch(`${base}/remotes.json`)).json()).services,
      `/_remotes/services/${version}/mf-manifest.json`,
    );
    const page = await (await fetch(`${base}/services/process`)).text();
    assert.match(page, /A delivery process built for production systems/);
    // The area's stylesheets are inline in the page, each with its URL in data-href (the start script links it later).
    const links = [...page.matchAll(/<style data-href="([^"]+)">/g)].map((m) => m[1]);
    // Links are absolute on the configured origin (SITE_URL); this test reaches that gateway at `base`.
    assert.ok(links.length > 0 && links.every((href) => href.startsWith(`http://site.example/_remotes/services/${version}/`)), links.join(' '));
    for (const href of [...links.map((link) => link.replace('http://site.example', base)), `${base}/_remotes/services/${version}/remoteEntry.js`]) {
      assert.equal((await fetch(href)).status, 200, href);
    }
  });

  it('--activate rolls back to an earlier version without building; an unknown version changes nothing', () => {
    assert.equal(deploy('services', '--to', to, '--skip-build', '--version', 'hotfix-2').code, 0);
    assert.equal(liveConfig().services, '/_remotes/services/hotfix-2/mf-manifest.json');

    const back = deploy('services', '--to', to, '--activate', version);
    assert.equal(back.code, 0, back.stderr);
    assert.equal(liveConfig().services, `/_remotes/services/${version}/mf-manifest.json`);
    assert.match(back.stdout, /was \/_remotes\/services\/hotfix-2\/mf-manifest\.json/);

    const missing = deploy('services', '--to', to, '--activate', 'never-built');
    assert.equal(missing.code, 1);
    assert.equal(liveConfig().services, `/_remotes/services/${version}/mf-manifest.json`);
    const log = readFileSync(path.join(to, 'services', 'deploys.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      log.map((entry) => entry.version),
      [version, version, 'hotfix-2', version],
    );
  });

  it('--promote and --abort refuse clearly when there is no canary, and change nothing', () => {
    const before = readFileSync(path.join(to, 'remotes.json'), 'utf8');
    for (const action of ['--promote', '--abort']) {
      const run = deploy('services', '--to', to, action);
      assert.equal(run.code, 1, run.stderr);
      assert.match(
        run.stderr,
        new RegExp(`services has no canary to ${action.slice(2)} \\(stable: /_remotes/services/${version}/mf-manifest\\.json\\)`),
      );
      assert.match(run.stderr, /nothing was published or activated/);
    }
    assert.equal(readFileSync(path.join(to, 'remotes.json'), 'utf8'), before);
  });

  it('--canary makes a version the canary for a share of visitors; the stable version stays; --abort removes it', () => {
    const run = deploy('services', '--to', to, '--activate', 'hotfix-2', '--canary', '25');
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /services hotfix-2 is the canary for 25% of visitors/);
    const stable = `/_remotes/services/${version}/mf-manifest.json`;
    assert.deepEqual(liveConfig().services, {
      stable,
      canary: { version: 'hotfix-2', percent: 25, manifestUrl: '/_remotes/services/hotfix-2/mf-manifest.json' },
    });
    assert.equal(liveConfig().platform, '/_remotes/platform/mf-manifest.json', 'other remotes untouched');

    // While it runs, a plain roll back or deploy would strand its visitors: refused.
    const blocked = deploy('services', '--to', to, '--activate', version);
    assert.equal(blocked.code, 1);
    assert.match(blocked.stderr, /services's canary hotfix-2 \(25%\) is running: --promote or --abort it first/);

    const abort = deploy('services', '--to', to, '--abort');
    assert.equal(abort.code, 0, abort.stderr);
    assert.match(abort.stdout, new RegExp(`services's canary hotfix-2 was aborted: everyone is back on ${stable.replaceAll('/', '\\/')}`));
    assert.equal(liveConfig().services, stable, 'the file is back in the older format for that remote');
  });

  it('--promote makes the canary stable for everyone, and each switch is in the deploy log', () => {
    assert.equal(deploy('services', '--to', to, '--activate', 'hotfix-2', '--canary', '10').code, 0);
    const promote = deploy('services', '--to', to, '--promote');
    assert.equal(promote.code, 0, promote.stderr);
    assert.match(promote.stdout, /services's canary hotfix-2 is now stable for everyone/);
    assert.equal(liveConfig().services, '/_remotes/services/hotfix-2/mf-manifest.json');
    const log = readFileSync(path.join(to, 'services', 'deploys.log'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.deepEqual(
      log.slice(-4).map((entry) => entry.action),
      ['canary', 'abort', 'canary', 'promote'],
    );
    assert.equal(log.at(-1).previous, `/_remotes/services/${version}/mf-manifest.json`);
    assert.equal(log.at(-1).previousCanary.version, 'hotfix-2');
  });
});
