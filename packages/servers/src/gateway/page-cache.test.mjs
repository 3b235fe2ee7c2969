// node --test packages/servers/src/gateway/page-cache.test.mjs
// Pages are composed once per version and revalidated with their ETag: a repeat visit is a 304 without a body, a
// redeploy of one remote changes that remote's pages at once and leaves the others' ETags as they were, and the
// cache stays within its bound however many unknown paths are asked for.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import http from 'node:http';
import { PAGE } from '../shared/cache-policy.mjs';
import { startTestSite } from '../../test-support/test-site-fixture.mjs';

let site;
let base;
let gateway;
const LIMITS = { pages: 40, notFound: 60, maxBytes: 4 * 1024 * 1024 };

before(async () => {
  site = await startTestSite();
  const started = await site.gateway({ pageCache: LIMITS });
  gateway = started.app;
  base = `http://127.0.0.1:${started.port}`;
});

after(async () => {
  keepAlive.destroy();
  await site?.stop();
});

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 25 });

/** A GET without decoding (node:http), so the test sees the bytes and headers as sent. */
function get(path, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers, agent: keepAlive }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('validators', () => {
  it('a page carries a strong ETag and a CDN-cacheable policy; If-None-Match gets 304 without a body', async () => {
    const first = await get('/pricing');
    assert.equal(first.status, 200);
    assert.match(first.headers.etag, /^"[A-Za-z0-9_-]{27}"$/);
    assert.equal(first.headers['cache-control'], PAGE);
    assert.equal(first.headers.vary, 'accept-encoding');
    assert.match(first.body.toString(), /<h1>Page \/pricing<\/h1>/);

    const again = await get('/pricing', { 'if-none-match': first.headers.etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal(again.headers['cache-control'], PAGE);

    const otherPage = await get('/', { 'if-none-match': first.headers.etag });
    assert.equal(otherPage.status, 200, "another page's ETag does not match");
  });

  it('brotli and gzip bodies decode to the same page, each with its own ETag that revalidates too', async () => {
    const plain = await get('/product/overview');
    for (const [coding, decode] of /** @type {Array<[string, (body: Buffer) => Buffer]>} */ ([
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ])) {
      const answer = await get('/product/overview', { 'accept-encoding': coding });
      assert.equal(answer.headers['content-encoding'], coding);
      assert.ok(answer.body.length < plain.body.length, `${coding} is smaller`);
      assert.deepEqual(decode(answer.body), plain.body);
      assert.notEqual(answer.headers.etag, plain.headers.etag);
      const repeat = await get('/product/overview', { 'accept-encoding': coding, 'if-none-match': answer.headers.etag });
      assert.equal(repeat.status, 304);
    }
  });

  it('404 pages are cached and revalidated as well', async () => {
    const first = await get('/services/no-such-page');
    assert.equal(first.status, 404);
    assert.match(first.body.toString(), /Page Not Found/);
    assert.equal((await get('/services/no-such-page', { 'if-none-match': first.headers.etag })).status, 304);
  });
});

describe('a redeploy of one remote', () => {
  it("changes that remote's pages at once and leaves the other remote's ETags unchanged", async () => {
    const paths = ['/', '/pricing', '/product/overview', '/services/custom-development', '/services/unknown'];
    const before = Object.fromEntries(await Promise.all(paths.map(async (p) => [p, (await get(p)).headers.etag])));

    await site.redeploy('services', (dir) =>
      site.writeFragment(dir, 'services/custom-development.json', {
        path: '/services/custom-development',
        status: 200,
        title: 'Redeployed',
        head: '',
        html: '<h1>Redeployed services</h1>',
      }),
    );

    const redeployed = await get('/services/custom-development', { 'if-none-match': before['/services/custom-development'] });
    assert.equal(redeployed.status, 200, 'the old ETag no longer matches');
    assert.match(redeployed.body.toString(), /<h1>Redeployed services<\/h1>/);
    assert.notEqual(redeployed.headers.etag, before['/services/custom-development']);
    for (const p of ['/', '/pricing', '/product/overview']) {
      const answer = await get(p, { 'if-none-match': before[p] });
      assert.equal(answer.status, 304, `${p} keeps its ETag`);
    }
  });
});

describe('the bound', () => {
  it('10,000 distinct unknown paths leave the caches within their limits and the pages cached', async () => {
    const { pages, notFound } = gateway.pageCaches;
    await get('/pricing');
    const pagesBefore = pages.size;
    assert.ok(pagesBefore > 0);
    const paths = Array.from({ length: 10_000 }, (_, i) => (i % 2 ? `/services/unknown-${i}` : `/unknown-${i}`));
    let next = 0;
    const statuses = new Map();
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < paths.length) {
          const { status } = await get(paths[next++]);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    assert.deepEqual([...statuses], [[404, 10_000]]);
    assert.ok(notFound.size <= LIMITS.notFound, `${notFound.size} 404 pages kept`);
    assert.ok(notFound.bytes <= LIMITS.maxBytes / 4);
    assert.ok(pages.size <= LIMITS.pages && pages.bytes <= LIMITS.maxBytes);
    assert.equal(pages.size, pagesBefore, 'unknown paths do not push the pages out');
  });
});

describe("the remote servers' change feeds", () => {
  for (const target of [
    '/_remotes/services/_build-events',
    '/_remotes/services/%5Fbuild-events',
    '/_remotes/services/_build%2Devents?x=1',
    '/_remotes/services/x/../_build-events',
    '/_remotes/platform//_build-events/',
  ]) {
    it(`are not reachable through the gateway: ${target} -> 404`, async () => {
      const answer = await get(target);
      assert.equal(answer.status, 404);
      assert.doesNotMatch(String(answer.headers['content-type']), /event-stream/);
    });
  }
});
