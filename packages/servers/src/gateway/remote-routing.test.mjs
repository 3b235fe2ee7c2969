// The gateway's remotes config per request: the live config file of versioned deploys (REMOTES_CONFIG_FILE) and
// preview overrides (REMOTE_OVERRIDE_ALLOWLIST), checked against real static servers: /remotes.json, the page's
// prerendered fragment and its stylesheet links must all name the same build.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from '../static-server/server.mjs';
import { gatewayConfig } from '@site/config';
import { createGateway } from './server.mjs';

/** REMOTE_OVERRIDE_ALLOWLIST as the gateway reads it. */
const allowlist = (raw) => gatewayConfig({ REMOTE_OVERRIDE_ALLOWLIST: raw }).overrideAllowlist;

const INDEX_HTML = '<!DOCTYPE html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const AREAS = [
  { name: 'platform', paths: ['/'], prefixes: [] },
  { name: 'services', paths: [], prefixes: ['/services'] },
];

/** The configured public origin: the pages' stylesheet links use it whatever Host the request named. */
const SITE_URL = 'http://site.example';

let tmp;
const servers = [];
const gateways = [];
let liveOrigin;
let previewOrigin;
let strangerOrigin;
let configFile;

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * A services build whose /services page says `text`, as the prerenderer writes it: links under `publicUrl`
 * (/_remotes/services/ for a workspace build; a published version's own folder, as deploy-remote.mjs renders it).
 */
async function servicesBuild(dir, text, publicUrl = '/_remotes/services/') {
  await write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'services', text }));
  await write(path.join(dir, 'pages', '_routes.json'), JSON.stringify([{ path: '/services' }]));
  const head = `<link rel="stylesheet" href="${publicUrl}static/css/area.css">`;
  await write(path.join(dir, 'pages', 'services.json'), JSON.stringify({ title: text, head, html: `<h1>${text}</h1>` }));
}

async function serve(dir) {
  const server = await createStaticServer({ dir, remoteOrigins: [] });
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.server.address()).port}`;
}

async function gateway(options = {}) {
  const app = await createGateway({
    shellDist: path.join(tmp, 'shell'),
    remotes: { platform: liveOrigin, services: liveOrigin },
    apiOrigin: 'http://127.0.0.1:9',
    siteUrl: SITE_URL,
    siteOrigins: [],
    remoteOrigins: [],
    overrideAllowlist: [],
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  gateways.push(app);
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
}

/**
 * A browser navigation from the address bar (Sec-Fetch-Site: none), with the visit's cookie if any.
 * @returns {Promise<Omit<Response, 'json'> & { json(): Promise<any> }>}
 */
const get = (url, cookie) => fetch(url, { headers: { 'sec-fetch-site': 'none', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'remote-routing-'));
  await write(path.join(tmp, 'shell', 'index.html'), INDEX_HTML);
  await write(path.join(tmp, 'shell', 'areas.json'), JSON.stringify(AREAS));
  await write(path.join(tmp, 'shell', 'pages', '404.json'), JSON.stringify({ status: 404, html: '<h1>Page Not Found</h1>' }));
  // The live server: the unversioned build at its root, and two published versions beside it.
  await servicesBuild(path.join(tmp, 'live'), 'Live root build');
  await servicesBuild(path.join(tmp, 'live', 'v1'), 'Version one');
  await servicesBuild(path.join(tmp, 'live', 'v2'), 'Version two');
  await servicesBuild(path.join(tmp, 'live', 'v3'), 'Version three', '/_remotes/services/v3/');
  liveOrigin = await serve(path.join(tmp, 'live'));
  await servicesBuild(path.join(tmp, 'preview', 'qa'), 'Preview build');
  previewOrigin = await serve(path.join(tmp, 'preview'));
  await servicesBuild(path.join(tmp, 'stranger'), 'Stranger build');
  strangerOrigin = await serve(path.join(tmp, 'stranger'));
  configFile = path.join(tmp, 'remotes.json');
});

after(async () => {
  await Promise.all([...gateways, ...servers].map((app) => app.close()));
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the live remotes config (REMOTES_CONFIG_FILE)', () => {
  it('without the file every remote is proxied at /_remotes/<name>/', async () => {
    const base = await gateway({ remotesConfigFile: path.join(tmp, 'absent.json') });
    assert.deepEqual(await (await get(`${base}/remotes.json`)).json(), {
      platform: '/_remotes/platform/mf-manifest.json',
      services: '/_remotes/services/mf-manifest.json',
    });
    assert.match(await (await get(`${base}/services`)).text(), /Live root build/);
  });

  it('serves the version the file names, page and stylesheet links included, and follows a change without restart', async () => {
    await writeFile(configFile, JSON.stringify({ services: '/_remotes/services/v2/mf-manifest.json' }));
    const base = await gateway({ remotesConfigFile: configFile });
    const config = await (await get(`${base}/remotes.json`)).json();
    assert.equal(config.services, '/_remotes/services/v2/mf-manifest.json');
    assert.equal(config.platform, '/_remotes/platform/mf-manifest.json');
    const page = await (await get(`${base}/services`)).text();
    assert.match(page, /<h1>Version two<\/h1>/);
    assert.ok(page.includes(`href="${SITE_URL}/_remotes/services/v2/static/css/area.css"`), 'links point at the folder of that manifest');
    assert.equal((await (await get(`${base}/_remotes/services/v2/mf-manifest.json`)).json()).text, 'Version two');

    // A version rendered for its own folder already links there: its links are not moved again.
    await writeFile(configFile, JSON.stringify({ services: '/_remotes/services/v3/mf-manifest.json' }));
    const own = await (await get(`${base}/services`)).text();
    assert.match(own, /<h1>Version three<\/h1>/);
    assert.ok(own.includes(`href="${SITE_URL}/_remotes/services/v3/static/css/area.css"`), 'links stay in the folder they were rendered for');

    // Roll back: the deploy script rewrites the file; the next request serves v1.
    await writeFile(configFile, JSON.stringify({ services: '/_remotes/services/v1/mf-manifest.json' }));
    assert.match(await (await get(`${base}/services`)).text(), /<h1>Version one<\/h1>/);
    assert.equal((await (await get(`${base}/remotes.json`)).json()).services, '/_remotes/services/v1/mf-manifest.json');
  });

  it('refuses (500) a file that names an unknown remote or a URL outside /_remotes/<name>/', async () => {
    const base = await gateway({ remotesConfigFile: configFile });
    for (const bad of [{ billing: '/_remotes/billing/mf-manifest.json' }, { services: '/_remotes/platform/mf-manifest.json' }]) {
      await writeFile(configFile, JSON.stringify(bad));
      assert.equal((await get(`${base}/remotes.json`)).status, 500, JSON.stringify(bad));
    }
    await rm(configFile);
  });
});

describe('preview overrides (REMOTE_OVERRIDE_ALLOWLIST)', () => {
  const previewManifest = () => `${previewOrigin}/qa/mf-manifest.json`;

  it('an allow-listed override serves that build to this visitor only, and a cookie keeps it for the visit', async () => {
    const base = await gateway({ overrideAllowlist: allowlist(`${previewOrigin}/qa/`) });
    const answer = await get(`${base}/services?remote-override=services:${encodeURIComponent(previewManifest())}`);
    const page = await answer.text();
    assert.match(page, /<h1>Preview build<\/h1>/);
    assert.ok(page.includes(`href="${previewOrigin}/qa/static/css/area.css"`), 'stylesheet links of the preview build');
    assert.equal(answer.headers.get('cache-control'), 'private, no-store');
    assert.match(answer.headers.get('content-security-policy') ?? '', new RegExp(`script-src 'self' ${previewOrigin} 'sha256-[^' ]+';`));
    const cookie = answer.headers.get('set-cookie') ?? '';
    assert.match(cookie, /^remote-override=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);

    const withCookie = await get(`${base}/remotes.json`, cookie.split(';')[0]);
    assert.equal((await withCookie.json()).services, previewManifest());
    assert.equal(withCookie.headers.get('cache-control'), 'private, no-store');
    assert.match(await (await get(`${base}/services`, cookie.split(';')[0])).text(), /Preview build/);

    // Everyone else still gets the live build.
    const other = await get(`${base}/remotes.json`);
    assert.equal((await other.json()).services, '/_remotes/services/mf-manifest.json');
    assert.equal(other.headers.get('cache-control'), 'no-cache');
    assert.equal(other.headers.get('vary'), 'cookie');

    // ?remote-override=off ends the preview.
    const off = await get(`${base}/services?remote-override=off`, cookie.split(';')[0]);
    assert.match(off.headers.get('set-cookie') ?? '', /^remote-override=; Max-Age=0;/);
    assert.match(await off.text(), /Live root build/);
  });

  it('ignores overrides outside the allow-list, for unknown remotes, or forged into the cookie', async () => {
    const base = await gateway({ overrideAllowlist: allowlist(`${previewOrigin}/qa/`) });
    for (const value of [
      `services:${strangerOrigin}/mf-manifest.json`,
      `services:${previewOrigin}/other/mf-manifest.json`,
      `billing:${previewManifest()}`,
      `services:${previewOrigin}/qa/remoteEntry.js`,
    ]) {
      const answer = await get(`${base}/services?remote-override=${encodeURIComponent(value)}`);
      assert.match(await answer.text(), /Live root build/, value);
      assert.doesNotMatch(answer.headers.get('set-cookie') ?? '', /remote-override=[^;]/, value);
    }
    const forged = `remote-override=${encodeURIComponent(JSON.stringify({ services: `${strangerOrigin}/mf-manifest.json` }))}`;
    assert.equal((await (await get(`${base}/remotes.json`, forged)).json()).services, '/_remotes/services/mf-manifest.json');
    assert.doesNotMatch((await get(`${base}/services`)).headers.get('content-security-policy') ?? '', new RegExp(strangerOrigin));
  });

  it('with an empty allow-list (production) every override is ignored and the CSP stays self-only', async () => {
    const base = await gateway({ overrideAllowlist: [] });
    const answer = await get(`${base}/services?remote-override=services:${encodeURIComponent(previewManifest())}`);
    assert.match(await answer.text(), /Live root build/);
    assert.equal(answer.headers.get('set-cookie'), null);
    assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self' 'sha256-[^' ]+';/);
  });
});
