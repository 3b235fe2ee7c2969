// node --test packages/servers/src/gateway/security-headers.test.mjs
// Every answer of the gateway (pages, 404, assets, remotes.json, robots/sitemap, proxied remote files and
// remote 404s, the API proxy, errors) and of a remote's static server carries the site's security headers,
// and the CSP's script-src allows only the site's own origin (and configured remote origins): no
// 'unsafe-inline', no 'unsafe-eval'. Self-contained: a minimal shell build, one remote and a stand-in API in a
// temporary folder.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { cspHeaderValue, PAGE_START_SCRIPT_SOURCE, securityHeaderValues, sitePagesCsp } from '@site/http-policy';
import Fastify from 'fastify';
import { createStaticServer } from '../static-server/server.mjs';
import { createGateway } from './server.mjs';
import { sitePolicy } from '../shared/security-headers.mjs';
import { assertSecurityHeaders } from '../../test-support/security-headers-assertions.mjs';

const INDEX_HTML =
  '<!DOCTYPE html><html lang="en" class="dark"><head><!--app-head-->' +
  '<script defer src="/main.0123456789.js"></script></head><body><div id="root"><!--app-html--></div></body></html>';
const AREAS = [{ name: 'platform', paths: ['/', '/pricing'], prefixes: ['/product'], files: ['/sample.pdf'] }];

let tmp;
let remote;
let api;
let gateway;
let base;

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'security-headers-'));
  const shell = path.join(tmp, 'shell');
  await write(path.join(shell, 'index.html'), INDEX_HTML);
  await write(path.join(shell, 'areas.json'), JSON.stringify(AREAS));
  await write(path.join(shell, 'main.0123456789.js'), 'console.log("shell");\n'.repeat(100));
  await write(path.join(shell, 'pages', '404.json'), JSON.stringify({ status: 404, title: 'Page Not Found', html: '<h1>Page Not Found</h1>' }));
  const remoteDir = path.join(tmp, 'platform');
  await write(path.join(remoteDir, 'remoteEntry.js'), 'var platform = {};\n');
  await write(path.join(remoteDir, 'mf-manifest.json'), JSON.stringify({ id: 'platform' }));
  await write(path.join(remoteDir, 'pages', 'index.json'), JSON.stringify({ title: 'Home', html: '<h1>Home</h1>' }));
  await write(path.join(remoteDir, 'pages', '__not-found__.json'), JSON.stringify({ status: 404, html: '<h1>Page Not Found</h1>' }));
  await write(path.join(remoteDir, 'pages', '_routes.json'), JSON.stringify([{ path: '/' }]));
  await write(path.join(remoteDir, 'files', 'sample.pdf'), '%PDF-1.4\n');

  remote = await createStaticServer({ dir: remoteDir, remoteOrigins: [] });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  // A stand-in API that sends no security headers of its own: the gateway must still add them.
  api = Fastify();
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.post('/api/contact-submissions', async (_request, reply) => reply.code(400).send({ statusCode: 400 }));
  await api.listen({ port: 0, host: '127.0.0.1' });

  gateway = await createGateway({
    shellDist: shell,
    remotes: { platform: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (remote.server.address()).port}` },
    apiOrigin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.server.address()).port}`,
    siteUrl: 'http://localhost:8080',
    remoteOrigins: [],
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (gateway.server.address()).port}`;
});

after(async () => {
  await gateway?.close();
  await remote?.close();
  await api?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('gateway security headers', () => {
  /** @type {Array<[string, string, string, number]>} */
  const cases = [
    ['page', 'GET', '/', 200],
    ['page (HEAD)', 'HEAD', '/', 200],
    ['unknown page (404)', 'GET', '/no/such/page', 404],
    ['unknown path inside an area (404)', 'GET', '/product/nope', 404],
    ['non-GET to a page path (404 JSON)', 'POST', '/pricing', 404],
    ['malformed URL (400)', 'GET', '/%E0%A4%A', 400],
    ['hashed asset', 'GET', '/main.0123456789.js', 200],
    ['remotes.json', 'GET', '/remotes.json', 200],
    ['robots.txt', 'GET', '/robots.txt', 200],
    ['sitemap.xml', 'GET', '/sitemap.xml', 200],
    ['proxied remote file', 'GET', '/_remotes/platform/remoteEntry.js', 200],
    ['proxied remote manifest', 'GET', '/_remotes/platform/mf-manifest.json', 200],
    ['proxied remote 404', 'GET', '/_remotes/platform/missing.js', 404],
    ["a remote's published file", 'GET', '/sample.pdf', 200],
    ['API proxy', 'GET', '/api/health', 200],
    ['API proxy error answer', 'POST', '/api/contact-submissions', 400],
  ];
  for (const [label, method, url, status] of cases) {
    test(`${label}: ${method} ${url} -> ${status} with every security header`, async () => {
      const response = await fetch(`${base}${url}`, { method, headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      assert.equal(response.status, status);
      assertSecurityHeaders(response, label);
    });
  }

  test('a request Node cannot parse (400, before Fastify) carries the headers too', async () => {
    const raw = await new Promise((resolve, reject) => {
      const socket = net.connect(/** @type {import('node:net').AddressInfo} */ (gateway.server.address()).port, '127.0.0.1');
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    });
    const [head, body] = raw.split('\r\n\r\n');
    const [statusLine, ...headerLines] = head.split('\r\n');
    assert.match(statusLine, /^HTTP\/1\.1 400 /);
    const headers = new Headers(headerLines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
    assertSecurityHeaders({ headers }, 'client error');
    assert.equal(JSON.parse(body).statusCode, 400);
  });

  test("helmet's headers and the framework-error copy agree", async () => {
    const response = await fetch(`${base}/remotes.json`);
    await response.arrayBuffer();
    for (const [name, value] of Object.entries(securityHeaderValues(sitePolicy()))) {
      assert.equal(response.headers.get(name), value, name);
    }
  });

  test('the API being down (502 from the proxy) still carries the headers', async () => {
    const down = await createGateway({
      shellDist: path.join(tmp, 'shell'),
      remotes: {},
      apiOrigin: 'http://127.0.0.1:9', // discard port: nothing listens
      remoteOrigins: [],
    });
    await down.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (down.server.address()).port}/api/health`);
      await response.arrayBuffer();
      assert.ok(response.status >= 500, `status ${response.status}`);
      assertSecurityHeaders(response, 'API down');
    } finally {
      await down.close();
    }
  });

  test('allows configured remote origins (a CDN) in script-src, and nothing else', async () => {
    const cdn = await createGateway({
      shellDist: path.join(tmp, 'shell'),
      remotes: {},
      apiOrigin: 'http://127.0.0.1:9',
      remoteOrigins: ['https://cdn.example.com'],
    });
    await cdn.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (cdn.server.address()).port}/remotes.json`);
      await response.arrayBuffer();
      assertSecurityHeaders(response, 'CDN remotes', ['https://cdn.example.com']);
    } finally {
      await cdn.close();
    }
  });
});

describe('the policy', () => {
  test('is exactly the documented one', () => {
    assert.equal(
      cspHeaderValue(sitePagesCsp()),
      `default-src 'self';script-src 'self' ${PAGE_START_SCRIPT_SOURCE};script-src-attr 'none';` +
        "style-src 'self' 'unsafe-inline';" +
        "img-src 'self' data:;font-src 'self';connect-src 'self';manifest-src 'self';worker-src 'self';" +
        "frame-src 'none';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
  });
});
