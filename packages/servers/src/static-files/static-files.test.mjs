// node --test packages/servers/src/static-files/static-files.test.mjs
// A build folder's files answered from memory (static-files.mjs) on a real server, read on plain HTTP (bytes as
// sent, never decoded by the client): the build's .br/.gz chosen by Accept-Encoding and sent as they are, Vary,
// a strong ETag per coding and 304, HEAD, ranges, 404 for unknown files and for paths that try to leave the
// folder, and a file rebuilt or published while the server runs served at once.
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { registerStaticFiles } from './static-files.mjs';

const CHUNK = 'export const chunk = "from memory";\n'.repeat(300);
const ENTRY = 'var remote = { get: () => 1 };\n'.repeat(200);
const LARGE = 'x'.repeat(64 * 1024);

let tmp;
let root;
let app;
let port;

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/** A file as the build writes it: the original and its .br and .gz. */
async function writeBuilt(file, content) {
  await write(file, content);
  await writeFile(`${file}.br`, zlib.brotliCompressSync(content));
  await writeFile(`${file}.gz`, zlib.gzipSync(content));
}

/**
 * One request with the path sent as written (no normalisation), the body as received.
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function request(target, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    http
      .request({ host: '127.0.0.1', port, path: target, method, headers, agent: false }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync, identity: (body) => body };

before(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'static-files-'));
  root = path.join(tmp, 'dist');
  await writeBuilt(path.join(root, 'chunk.0123456789.js'), CHUNK);
  await writeBuilt(path.join(root, 'remoteEntry.js'), ENTRY);
  await write(path.join(root, 'gzip-only.js'), CHUNK);
  await writeFile(path.join(root, 'gzip-only.js.gz'), zlib.gzipSync(CHUNK));
  await write(path.join(root, 'files', 'sample.pdf'), '%PDF-1.4 0123456789\n');
  await write(path.join(root, 'large.txt'), LARGE);
  await write(path.join(root, '.hidden'), 'not for visitors');
  await write(path.join(tmp, 'secret.txt'), 'OUTSIDE THE FOLDER');
  app = Fastify();
  await registerStaticFiles(app, {
    root,
    maxFileBytes: 32 * 1024,
    onMissing: (_request, reply) => reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such file.' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
});

after(async () => {
  await app?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the coding follows Accept-Encoding', () => {
  for (const [accept, coding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
  ]) {
    test(`${accept ?? '(none)'} -> ${coding}, the build's bytes, decompressing to the file`, async () => {
      const answer = await request('/chunk.0123456789.js', accept ? { 'accept-encoding': accept } : {});
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], coding === 'identity' ? undefined : coding);
      assert.equal(answer.headers.vary, 'accept-encoding');
      assert.equal(answer.headers['content-type'], 'application/javascript; charset=utf-8');
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.equal(Number(answer.headers['content-length']), answer.body.length);
      assert.equal(decode[coding](answer.body).toString(), CHUNK);
      if (coding !== 'identity') {
        const suffix = coding === 'br' ? '.br' : '.gz';
        const { readFile } = await import('node:fs/promises');
        assert.deepEqual(answer.body, await readFile(path.join(root, `chunk.0123456789.js${suffix}`)), 'sent as the build wrote it');
      }
    });
  }

  test('a file with only a .gz gets gzip when br is preferred', async () => {
    const answer = await request('/gzip-only.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(answer.body).toString(), CHUNK);
  });

  test('the remote entry revalidates on every use', async () => {
    const answer = await request('/remoteEntry.js', { 'accept-encoding': 'br' });
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers['cache-control'], 'no-cache');
    assert.equal(zlib.brotliDecompressSync(answer.body).toString(), ENTRY);
  });
});

describe('validators', () => {
  test('each coding has its own strong ETag; If-None-Match with it is a 304 without a body', async () => {
    const br = await request('/remoteEntry.js', { 'accept-encoding': 'br' });
    const gzip = await request('/remoteEntry.js', { 'accept-encoding': 'gzip' });
    const identity = await request('/remoteEntry.js');
    const tags = [br, gzip, identity].map((answer) => String(answer.headers.etag));
    assert.equal(new Set(tags).size, 3);
    for (const tag of tags) assert.match(tag, /^"[^"]+"$/, 'strong');
    const repeat = await request('/remoteEntry.js', { 'accept-encoding': 'br', 'if-none-match': tags[0] });
    assert.equal(repeat.status, 304);
    assert.equal(repeat.body.length, 0);
    assert.equal(repeat.headers.etag, tags[0]);
    assert.equal(repeat.headers.vary, 'accept-encoding');
    assert.equal((await request('/remoteEntry.js', { 'if-none-match': '"something-else"' })).status, 200);
  });

  test('If-Modified-Since at or after Last-Modified is a 304', async () => {
    const first = await request('/remoteEntry.js');
    assert.equal((await request('/remoteEntry.js', { 'if-modified-since': String(first.headers['last-modified']) })).status, 304);
    assert.equal((await request('/remoteEntry.js', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status, 200);
  });
});

describe('HEAD and ranges', () => {
  test('HEAD has the headers of GET and no body', async () => {
    const get = await request('/remoteEntry.js', { 'accept-encoding': 'br' });
    const head = await request('/remoteEntry.js', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    for (const name of ['content-length', 'content-encoding', 'content-type', 'etag', 'vary', 'cache-control']) {
      assert.equal(head.headers[name], get.headers[name], name);
    }
  });

  test('one range of the file is a 206; a range past its end a 416', async () => {
    const part = await request('/files/sample.pdf', { range: 'bytes=9-18' });
    assert.equal(part.status, 206);
    assert.equal(part.body.toString(), '0123456789');
    assert.equal(part.headers['content-range'], 'bytes 9-18/20');
    const past = await request('/files/sample.pdf', { range: 'bytes=100-200' });
    assert.equal(past.status, 416);
    assert.equal(past.headers['content-range'], 'bytes */20');
    const stale = await request('/files/sample.pdf', { range: 'bytes=9-18', 'if-range': '"an-older-version"' });
    assert.equal(stale.status, 200, 'If-Range naming another version: the whole file');
  });
});

describe('files above the memory limit', () => {
  test('are streamed from disk with the same policy', async () => {
    const answer = await request('/large.txt');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.toString(), LARGE);
    assert.equal(answer.headers['cache-control'], 'no-cache');
    const files = /** @type {any} */ (app).staticFiles;
    assert.ok(files.bytes < LARGE.length, 'not kept in memory');
  });
});

describe('what is not a file of the folder', () => {
  for (const target of [
    '/nope.js',
    '/files',
    '/.hidden',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/files/%2e%2e/%2e%2e/secret.txt',
    '/files%2f..%2f..%2fsecret.txt',
    '/files/..%2f..%2fsecret.txt',
    '/files/..%5c..%5csecret.txt',
    '/remoteEntry.js%00',
  ]) {
    test(`${target} -> 404`, async () => {
      const answer = await request(target);
      assert.equal(answer.status, 404);
      assert.doesNotMatch(answer.body.toString(), /OUTSIDE THE FOLDER|not for visitors/);
      assert.equal(JSON.parse(answer.body.toString()).statusCode, 404);
    });
  }
});

describe('a rebuild or a deploy while the server runs', () => {
  test('a file replaced in place is served at once, in every coding', async () => {
    const file = path.join(root, 'rebuilt.js');
    await writeBuilt(file, CHUNK);
    assert.equal(zlib.brotliDecompressSync((await request('/rebuilt.js', { 'accept-encoding': 'br' })).body).toString(), CHUNK);
    const next = CHUNK.replace('from memory', 'rebuilt');
    await writeBuilt(file, next);
    for (const [accept, coding] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['identity', 'identity'],
    ]) {
      const answer = await request('/rebuilt.js', { 'accept-encoding': accept });
      assert.equal(decode[coding](answer.body).toString(), next, coding);
    }
  });

  test('a .br left from the previous build is never sent with the new file', async () => {
    const file = path.join(root, 'half-rebuilt.js');
    await writeBuilt(file, CHUNK);
    await request('/half-rebuilt.js', { 'accept-encoding': 'br' });
    // The rebuild has written the file and its .gz, not yet its .br.
    const next = CHUNK.replace('from memory', 'half way');
    await writeFile(file, next);
    await writeFile(`${file}.gz`, zlib.gzipSync(next));
    const answer = await request('/half-rebuilt.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(answer.body).toString(), next);
    await writeFile(`${file}.br`, zlib.brotliCompressSync(next));
    const complete = await request('/half-rebuilt.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(complete.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(complete.body).toString(), next);
  });

  test('a version folder published after the start is served; a removed file is a 404', async () => {
    await writeBuilt(path.join(root, 'v2', 'remoteEntry.js'), ENTRY.replace('remote', 'remoteV2'));
    const answer = await request('/v2/remoteEntry.js', { 'accept-encoding': 'gzip' });
    assert.equal(answer.status, 200);
    assert.match(zlib.gunzipSync(answer.body).toString(), /remoteV2/);
    await rm(path.join(root, 'v2'), { recursive: true });
    assert.equal((await request('/v2/remoteEntry.js', { 'accept-encoding': 'gzip' })).status, 404);
  });
});
