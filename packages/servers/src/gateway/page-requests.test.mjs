// node --test packages/servers/src/gateway/page-requests.test.mjs
// What a page request may and may not steer, on a raw socket with hand-written Host headers and paths sent as-is:
// the origin written into a page is configuration (SITE_URL, SITE_ORIGINS, a forwarded scheme only from a trusted
// proxy), and a page is looked up by exact route in its area's route list, never by a path built from the request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { gatewayConfig } from '@site/config';
import { rawRequest, requestText } from '../../test-support/raw-http-client.mjs';
import { SITE_URL, startTestSite } from '../../test-support/test-site-fixture.mjs';

/** REMOTE_OVERRIDE_ALLOWLIST as the gateway reads it. */
const allowlist = (raw) => gatewayConfig({ REMOTE_OVERRIDE_ALLOWLIST: raw }).overrideAllowlist;

let site;
let port;

before(async () => {
  site = await startTestSite();
  ({ port } = await site.gateway({ siteOrigins: ['https://site.example', 'http://localhost:8080'] }));
});

after(() => site?.stop());

const get = (target, headers = ['Host: www.site.example'], { version = '1.1', to = port } = {}) =>
  rawRequest(to, requestText(`GET ${target} HTTP/${version}`, [...headers, 'Connection: close']));

/** The href of every <link rel="stylesheet"> in a page. */
const stylesheetLinks = (html) => [...html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)].map((match) => match[1]);

describe('the origin in a page comes from configuration, never from the request', () => {
  for (const [label, headers] of /** @type {Array<[string, string[]]>} */ ([
    ['a Host that breaks out of the attribute', ['Host: x"disabled="']],
    ['a Host new URL refuses', ['Host: [::1']],
    ['a Host with a path', ['Host: www.site.example/evil']],
    ['an unknown Host', ['Host: evil.example']],
    ['a forwarded Host and scheme from an untrusted peer', ['Host: www.site.example', 'X-Forwarded-Host: evil.example', 'X-Forwarded-Proto: http']],
  ])) {
    it(`${label}: 200 with the stylesheet links on SITE_URL`, async () => {
      const answer = await get('/', headers);
      assert.equal(answer.status, 200, answer.body);
      assert.deepEqual(stylesheetLinks(answer.body), [`${SITE_URL}/_remotes/platform/static/css/area.css`]);
      assert.doesNotMatch(answer.body, /disabled=|evil|undefined|\[::1/);
    });
  }

  it('an HTTP/1.0 request without Host gets SITE_URL, not "undefined"', async () => {
    const answer = await rawRequest(port, requestText('GET /pricing HTTP/1.0'));
    assert.equal(answer.status, 200);
    assert.deepEqual(stylesheetLinks(answer.body), [`${SITE_URL}/_remotes/platform/static/css/area.css`]);
    assert.match(answer.body, new RegExp(`<link rel="canonical" href="${SITE_URL}/pricing">`));
  });

  it('a Host naming one of the configured origins (SITE_ORIGINS) gets that origin', async () => {
    const answer = await get('/', ['Host: localhost:8080']);
    assert.deepEqual(stylesheetLinks(answer.body), ['http://localhost:8080/_remotes/platform/static/css/area.css']);
  });

  it('X-Forwarded-Proto counts only from a trusted proxy (TRUST_PROXY)', async () => {
    const behindProxy = await site.gateway({ siteOrigins: ['https://site.example'], trustProxy: '127.0.0.1' });
    const forwarded = await get('/', ['Host: site.example', 'X-Forwarded-Proto: https'], { to: behindProxy.port });
    assert.deepEqual(stylesheetLinks(forwarded.body), ['https://site.example/_remotes/platform/static/css/area.css']);
    // The same request to a gateway that trusts no proxy: the connection is plain http, so http://site.example is
    // not a configured origin and the page links to SITE_URL.
    const direct = await get('/', ['Host: site.example', 'X-Forwarded-Proto: https']);
    assert.deepEqual(stylesheetLinks(direct.body), [`${SITE_URL}/_remotes/platform/static/css/area.css`]);
  });
});

describe('a page path cannot leave its area', () => {
  for (const target of [
    '/services/..%2f..%2fmf-manifest.json%23',
    '/services/..%2F..%2Fmf-manifest.json%23',
    '/services/x%2f..%2fcustom-development',
    '/services/x%5c..%5ccustom-development',
    '/services/custom-development%3fx',
    '/services/custom-development%23',
    '/services/x/../custom-development',
    '/services/./custom-development',
    '/services/%2e%2e/%2e%2e/mf-manifest.json%23',
    '/services/unlisted',
    '/product/..%2f..%2fplatform%2fmf-manifest.json%23',
    '/.well-known%2fsecurity.txt',
  ]) {
    it(`GET ${target} -> 404 Page Not Found`, async () => {
      const answer = await get(target);
      assert.equal(answer.status, 404);
      assert.match(answer.body, /Page Not Found/);
      assert.doesNotMatch(answer.body, /MANIFEST-CONTENT|UNLISTED|Contact: mailto|Page \/services\/custom-development/);
      assert.doesNotMatch(answer.body, /\/x\/\.\.\/|\/\.\.\//, 'no canonical URL with a dot segment');
    });
  }

  it('the real page is served at its route, with its canonical URL', async () => {
    const answer = await get('/services/custom-development?utm_source=x');
    assert.equal(answer.status, 200);
    assert.match(answer.body, /<h1>Page \/services\/custom-development<\/h1>/);
    assert.match(answer.body, new RegExp(`<link rel="canonical" href="${SITE_URL}/services/custom-development">`));
  });

  it('malformed percent-encoding is a 400, not a crash', async () => {
    assert.equal((await get('/services/%E0%A4%A')).status, 400);
  });

  it('with a preview override allowed, the escape cannot read a "fragment" outside the allow-listed prefix', async () => {
    const preview = await site.gateway({ overrideAllowlist: allowlist(`${site.previewOrigin}/qa/`) });
    const override = `remote-override=${encodeURIComponent(`services:${site.previewOrigin}/qa/mf-manifest.json`)}`;
    for (const target of ['/services/..%2f..%2f..%2foutside', '/services/..%2f..%2foutside%23', '/services/%2e%2e/%2e%2e/%2e%2e/outside']) {
      const answer = await get(`${target}?${override}`, ['Host: www.site.example', 'Sec-Fetch-Site: none'], { to: preview.port });
      assert.equal(answer.status, 404, target);
      assert.doesNotMatch(answer.body, /OUTSIDE THE PREFIX|MANIFEST-CONTENT/, target);
    }
    const page = await get(`/services/custom-development?${override}`, ['Host: www.site.example', 'Sec-Fetch-Site: none'], { to: preview.port });
    assert.equal(page.status, 200);
    assert.ok(stylesheetLinks(page.body).includes(`${site.previewOrigin}/qa/static/css/area.css`));
  });
});

describe('the preview allow-list refuses look-alike manifest URLs', () => {
  const live = '/_remotes/services/mf-manifest.json';
  let gateway;
  before(async () => {
    // A prefix entry written without its trailing slash must still mean the folder /qa/.
    gateway = await site.gateway({ overrideAllowlist: allowlist(`${site.previewOrigin}/qa`) });
  });

  const remotesJson = async (manifestUrl, headers = ['Sec-Fetch-Site: none']) => {
    const query = encodeURIComponent(`services:${manifestUrl}`);
    const answer = await get(`/remotes.json?remote-override=${query}`, ['Host: www.site.example', ...headers], { to: gateway.port });
    return { services: JSON.parse(answer.body).services, cookie: answer.headers['set-cookie'] };
  };

  it('accepts the allow-listed build', async () => {
    const manifest = `${site.previewOrigin}/qa/mf-manifest.json`;
    const { services, cookie } = await remotesJson(manifest);
    assert.equal(services, manifest);
    assert.match(cookie, /^remote-override=[^;]+;/);
  });

  for (const [label, url] of /** @type {Array<[string, () => string]>} */ ([
    ['userinfo on the allowed host', () => `${site.previewOrigin.replace('http://', 'http://qa@')}/qa/mf-manifest.json`],
    ['a sibling folder sharing the prefix', () => `${site.previewOrigin}/qa-evil/mf-manifest.json`],
    ['an encoded separator', () => `${site.previewOrigin}/qa/..%2fqa-evil/mf-manifest.json`],
    ['an encoded dot segment', () => `${site.previewOrigin}/qa/%2e%2e/qa-evil/mf-manifest.json`],
    ['the .json suffix in the query', () => `${site.previewOrigin}/qa/remoteEntry.js?/mf-manifest.json`],
    ['the .json suffix in the fragment', () => `${site.previewOrigin}/qa/remoteEntry.js#/mf-manifest.json`],
  ])) {
    it(`refuses ${label}`, async () => {
      const { services, cookie } = await remotesJson(url());
      assert.equal(services, live);
      assert.doesNotMatch(cookie ?? '', /remote-override=[^;]/);
    });
  }

  it('sets the cookie only on a same-site request (Sec-Fetch-Site)', async () => {
    const manifest = `${site.previewOrigin}/qa/mf-manifest.json`;
    for (const headers of [['Sec-Fetch-Site: cross-site'], []]) {
      const { cookie } = await remotesJson(manifest, headers);
      assert.equal(cookie, undefined, headers.join() || 'no Sec-Fetch-Site');
    }
    for (const value of ['same-origin', 'same-site', 'none']) {
      const { cookie } = await remotesJson(manifest, [`Sec-Fetch-Site: ${value}`]);
      assert.match(cookie ?? '', /^remote-override=[^;]+;/, value);
    }
  });
});
