// node --test packages/servers/src/static-server/server.test.mjs
// A remote's static server sends the site's security headers on every answer (files, page fragments, 404s,
// published files), and lets other origins load its files (CORS and Cross-Origin-Resource-Policy).
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { assertSecurityHeaders } from '../../test-support/security-headers-assertions.mjs';
import { createStaticServer } from './server.mjs';

const CHUNK = 'console.log("chunk");\n'.repeat(200);
const BUILT = {
  br: zlib.brotliCompressSync(CHUNK, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }),
  gzip: zlib.gzipSync(CHUNK, { level: 1 }),
};

let tmp;
let server;
let base;

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await write(path.join(tmp, 'remoteEntry.js'), 'var platform = {};\n'.repeat(200));
  await write(path.join(tmp, 'main.0123456789.js'), 'console.log(1);\n');
  // Precompressed copies as the build writes them, at the fastest settings, so a test can tell them byte for byte
  // from compression at the server's defaults.
  await write(path.join(tmp, 'chunk.0123456789.js'), CHUNK);
  await write(path.join(tmp, 'chunk.0123456789.js.br'), BUILT.br);
  await write(path.join(tmp, 'chunk.0123456789.js.gz'), BUILT.gzip);
  await write(path.join(tmp, 'pages', 'index.json'), JSON.stringify({ title: 'Home', html: '<h1>Home</h1>' }));
  await write(path.join(tmp, 'files', '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
  server = await createStaticServer({ dir: tmp, remoteOrigins: [] });
  await server.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${server.server.address().port}`;
});

after(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('static server security headers', () => {
  for (const [label, url, status] of [
    ['remoteEntry.js (compressed)', '/remoteEntry.js', 200],
    ['hashed asset', '/main.0123456789.js', 200],
    ['page fragment', '/pages/index.json', 200],
    ['missing file (404)', '/nope.js', 404],
    ['published dotfile', '/files/.well-known/security.txt', 200],
    ['malformed URL (400)', '/%E0%A4%A', 400],
  ]) {
    test(`${label}: GET ${url} -> ${status} with every security header`, async () => {
      const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
      assert.equal(response.status, status);
      assertSecurityHeaders(response, label);
      // A remote's files may be loaded from another origin (a CDN): neither CORS nor CORP may block that.
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    });
  }

  test('a HEAD request carries them as well', async () => {
    const response = await fetch(`${base}/remoteEntry.js`, { method: 'HEAD' });
    assert.equal(response.status, 200);
    assertSecurityHeaders(response, 'HEAD');
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });
});

describe('precompressed files', () => {
  for (const [accept, coding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ]) {
    test(`Accept-Encoding: ${accept} gets the build's .${coding === 'br' ? 'br' : 'gz'} file as it is`, async () => {
      const response = await fetch(`${base}/chunk.0123456789.js`, { headers: { 'accept-encoding': accept } });
      assert.equal(response.headers.get('content-encoding'), coding);
      assert.match(response.headers.get('vary') ?? '', /accept-encoding/i);
      assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(response.headers.get('content-length'), String(BUILT[coding].length), "the build's file, byte for byte");
      assert.equal(await response.text(), CHUNK);
    });
  }
  test('a client that accepts neither gets the file itself', async () => {
    const response = await fetch(`${base}/chunk.0123456789.js`, { headers: { 'accept-encoding': 'identity' } });
    assert.equal(response.headers.get('content-encoding'), null);
    assert.equal(response.headers.get('content-length'), String(Buffer.byteLength(CHUNK)));
    assert.equal(await response.text(), CHUNK);
  });
});
