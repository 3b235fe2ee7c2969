// node --test packages/servers/src/gateway/canonical-paths.test.mjs
// One address per page: a page route spelled with a trailing slash or `/index.html` answers 301 to its canonical
// path (the query kept), and whatever a path answers, its status and its page agree.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { rawRequest, requestText } from '../../test-support/raw-http-client.mjs';
import { startTestSite } from '../../test-support/test-site-fixture.mjs';

let site;
let port;

before(async () => {
  site = await startTestSite();
  ({ port } = await site.gateway());
});

after(() => site?.stop());

const request = (method, target) => rawRequest(port, requestText(`${method} ${target} HTTP/1.1`, ['Host: www.site.example', 'Connection: close']));

describe('a page route spelled another way is redirected to its canonical path', () => {
  for (const [target, location] of [
    ['/pricing/', '/pricing'],
    ['/pricing//', '/pricing'],
    ['/pricing/index.html', '/pricing'],
    ['/product/overview/', '/product/overview'],
    ['/services/custom-development/', '/services/custom-development'],
    ['/index.html', '/'],
    ['/pricing/?utm_source=news&type=a%20b', '/pricing?utm_source=news&type=a%20b'],
    ['/index.html?ref=x', '/?ref=x'],
  ]) {
    it(`GET ${target} -> 301 ${location}`, async () => {
      const answer = await request('GET', target);
      assert.equal(answer.status, 301, answer.body);
      assert.equal(answer.headers.location, location);
    });
  }

  it('HEAD is redirected the same way', async () => {
    const answer = await request('HEAD', '/product/overview/');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, '/product/overview');
  });

  it('the canonical paths themselves are pages (200)', async () => {
    for (const target of ['/', '/pricing', '/product/overview', '/pricing?utm_source=news']) {
      const answer = await request('GET', target);
      assert.equal(answer.status, 200, target);
      assert.match(answer.body, /<h1>Page \//);
    }
  });
});

describe('status and page agree for every other spelling', () => {
  for (const target of ['/nothing-here/', '/product/unlisted/', '/product/index.html', '/services/index.html', '//www.evil.example/', '/%2F/']) {
    it(`GET ${target} -> 404 with the 404 page, no redirect`, async () => {
      const answer = await request('GET', target);
      assert.equal(answer.status, 404, answer.body);
      assert.equal(answer.headers.location, undefined);
      assert.match(answer.body, /Page Not Found/);
    });
  }

  it('the shell template is never served as a page of its own', async () => {
    const answer = await request('GET', '/index.html');
    assert.notEqual(answer.status, 200);
    assert.doesNotMatch(answer.body, /<!--app-html-->/);
  });
});
