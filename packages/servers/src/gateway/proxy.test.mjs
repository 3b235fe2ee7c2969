// node --test packages/servers/src/gateway/proxy.test.mjs
// The gateway's proxied routes (/api/*, /_remotes/*, files a remote publishes) on a raw socket: hop-by-hop headers
// never cross (RFC 9110 §7.6.1), a client's `Connection: close` is honoured, ordinary request headers (Upgrade,
// Expect, Keep-Alive) are answered as a server would, never 500, and a remote's files carry the site's policy.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openRawConnection, rawRequest, requestText } from '../../test-support/raw-http-client.mjs';
import { startTestSite } from '../../test-support/test-site-fixture.mjs';

let site;
let port;

before(async () => {
  site = await startTestSite();
  ({ port } = await site.gateway());
});

after(() => site?.stop());

const LEAD = JSON.stringify({ name: 'Ada' });
const postLead = (extra = []) =>
  requestText(
    'POST /api/contact-submissions HTTP/1.1',
    ['Host: www.site.example', 'Content-Type: application/json', `Content-Length: ${Buffer.byteLength(LEAD)}`, ...extra],
    LEAD,
  );

describe('the staff pages under /staff', () => {
  it("are the API's answers, with its policy and cookie, never cached or composed", async () => {
    const bodies = [];
    for (const cookie of ['staff_session=one', 'staff_session=two']) {
      const answer = await rawRequest(
        port,
        requestText('GET /staff/leads HTTP/1.1', ['Host: www.site.example', `Cookie: ${cookie}`, 'Connection: close']),
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-security-policy'], "default-src 'none'; style-src 'self'");
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.match(String(answer.headers['set-cookie']), /^staff_session=abc; Path=\/; HttpOnly; SameSite=Strict/);
      bodies.push(answer.body);
    }
    assert.match(bodies[0], /view \d+ for staff_session=one/);
    assert.match(bodies[1], /view \d+ for staff_session=two/);
  });

  it('pass form posts and redirects through', async () => {
    const body = 'username=a&password=b';
    const answer = await rawRequest(
      port,
      requestText(
        'POST /staff/sign-in HTTP/1.1',
        ['Host: www.site.example', 'Content-Type: application/x-www-form-urlencoded', `Content-Length: ${body.length}`, 'Connection: close'],
        body,
      ),
    );
    assert.equal(answer.status, 303);
    assert.equal(answer.headers.location, '/staff/leads');
  });
});

describe('hop-by-hop headers on proxied answers', () => {
  it('a client sending Connection: close gets Connection: close and the gateway closes the socket', async () => {
    const connection = await openRawConnection(port);
    try {
      connection.send(postLead(['Connection: close']));
      const answer = await connection.response();
      assert.equal(answer.status, 202);
      assert.equal(answer.headers.connection, 'close');
      assert.equal(answer.headers['keep-alive'], undefined);
      await connection.closedByServer();
    } finally {
      connection.destroy();
    }
  });

  it("the API's own Connection, the header it names, Keep-Alive and Proxy-* do not reach the client", async () => {
    const connection = await openRawConnection(port);
    try {
      // Keep-alive: the gateway manages its own connection; a second request on it is answered normally.
      for (const round of [1, 2]) {
        connection.send(postLead());
        const answer = await connection.response();
        assert.equal(answer.status, 202, `request ${round}`);
        assert.equal(answer.headers['x-upstream-hop'], undefined, `request ${round}: header named by the API's Connection`);
        assert.equal(answer.headers['proxy-authenticate'], undefined, `request ${round}: Proxy-*`);
        assert.notEqual(answer.headers['keep-alive'], 'timeout=99', `request ${round}: the API's Keep-Alive`);
        assert.doesNotMatch(answer.headers.connection ?? '', /x-upstream-hop/i, `request ${round}: the API's Connection`);
        assert.deepEqual(JSON.parse(answer.body), { id: 'lead-1', received: { name: 'Ada' } });
      }
    } finally {
      connection.destroy();
    }
  });

  it('the same holds for the remotes and their published files', async () => {
    for (const target of ['/_remotes/platform/remoteEntry.js', '/sample.pdf']) {
      const answer = await rawRequest(port, requestText(`GET ${target} HTTP/1.1`, ['Host: www.site.example', 'Connection: close']));
      assert.equal(answer.status, 200, target);
      assert.equal(answer.headers.connection, 'close', target);
      assert.equal(answer.headers['keep-alive'], undefined, target);
    }
  });
});

describe('ordinary request headers on proxied routes are never a 500', () => {
  const targets = ['GET /api/health', 'GET /_remotes/platform/remoteEntry.js', 'GET /sample.pdf', 'GET /.well-known/security.txt'];
  const variants = [
    ['Upgrade: websocket', ['Upgrade: websocket', 'Connection: close']],
    ['Upgrade with Connection: Upgrade', ['Upgrade: websocket', 'Connection: Upgrade, close']],
    ['Keep-Alive: timeout=5', ['Keep-Alive: timeout=5', 'Connection: close']],
    ['TE: trailers', ['TE: trailers', 'Connection: TE, close']],
    ['Proxy-Authorization', ['Proxy-Authorization: Basic Zm9vOmJhcg==', 'Connection: close']],
  ];
  for (const target of targets) {
    for (const [label, headers] of variants) {
      it(`${target} with ${label} -> 200`, async () => {
        const answer = await rawRequest(port, requestText(`${target} HTTP/1.1`, ['Host: www.site.example', ...headers]));
        assert.equal(answer.status, 200, answer.body);
      });
    }
  }

  it('POST /api/contact-submissions with Expect: 100-continue -> 100 Continue, then the API answer', async () => {
    const connection = await openRawConnection(port);
    try {
      connection.send(
        requestText('POST /api/contact-submissions HTTP/1.1', [
          'Host: www.site.example',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(LEAD)}`,
          'Expect: 100-continue',
          'Connection: close',
        ]),
      );
      connection.send(LEAD);
      const answer = await connection.response();
      assert.equal(answer.status, 202, answer.body);
      assert.equal(JSON.parse(answer.body).id, 'lead-1');
    } finally {
      connection.destroy();
    }
  });

  it('GET a remote file with Expect: 100-continue -> 200', async () => {
    const answer = await rawRequest(
      port,
      requestText('GET /_remotes/platform/remoteEntry.js HTTP/1.1', ['Host: www.site.example', 'Expect: 100-continue', 'Connection: close']),
    );
    assert.equal(answer.status, 200);
  });
});

describe("files a remote publishes carry the site's policy, not the remote server's", () => {
  for (const target of ['/.well-known/security.txt', '/sample.pdf', '/_remotes/platform/remoteEntry.js', '/_remotes/platform/nope.js']) {
    it(`GET ${target}: Cross-Origin-Resource-Policy same-origin, no CORS`, async () => {
      const answer = await rawRequest(port, requestText(`GET ${target} HTTP/1.1`, ['Host: www.site.example', 'Connection: close']));
      assert.ok([200, 404].includes(answer.status), String(answer.status));
      assert.equal(answer.headers['cross-origin-resource-policy'], 'same-origin');
      assert.equal(answer.headers['access-control-allow-origin'], undefined);
      assert.match(answer.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/);
    });
  }
});

describe('a proxied path cannot leave its upstream folder', () => {
  for (const target of ['/_remotes/platform/..%2f..%2fservices%2fmf-manifest.json', '/_remotes/platform/%2e%2e/%2e%2e/x', '/api/..%2f..%2fx']) {
    it(`GET ${target} -> 400`, async () => {
      const answer = await rawRequest(port, requestText(`GET ${target} HTTP/1.1`, ['Host: www.site.example', 'Connection: close']));
      assert.equal(answer.status, 400);
      assert.doesNotMatch(answer.body, /MANIFEST-CONTENT/);
    });
  }
});

describe('an upstream that does not answer', () => {
  it('is a 502 JSON answer that names neither its address nor the error, on /api and on /_remotes', async () => {
    const closed = await startTestSite();
    try {
      const { port: gatewayPort } = await closed.gateway({
        apiOrigin: 'http://127.0.0.1:9',
        remotes: { platform: 'http://127.0.0.1:9', services: 'http://127.0.0.1:9' },
      });
      for (const [method, target] of [
        ['POST', '/api/contact-submissions'],
        ['GET', '/_remotes/services/mf-manifest.json'],
      ]) {
        const response = await fetch(`http://127.0.0.1:${gatewayPort}${target}`, {
          method,
          headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
          body: method === 'POST' ? LEAD : undefined,
        });
        const text = await response.text();
        assert.equal(response.status, 502, `${method} ${target}: ${text}`);
        assert.match(response.headers.get('content-type') ?? '', /application\/json/);
        assert.equal(JSON.parse(text).error, 'Bad Gateway');
        assert.doesNotMatch(text, /127\.0\.0\.1|ECONNREFUSED|:9\b/);
      }
    } finally {
      await closed.stop();
    }
  });
});

describe('forwarding headers: the API hears the gateway, never the client', () => {
  const FORGED = [
    'X-Forwarded-Proto: https',
    'X-Forwarded-Host: evil.example',
    'X-Forwarded-For: 203.0.113.7',
    'X-Forwarded-Port: 443',
    'X-Forwarded-Ssl: on',
    'Forwarded: for=203.0.113.7;proto=https;host=evil.example',
    'X-Real-IP: 203.0.113.7',
    'X-Client-IP: 203.0.113.7',
  ];

  for (const target of ['/api/forwarded', '/staff/forwarded']) {
    it(`a plain-HTTP request forging them reaches ${target} as plain HTTP from its own address and Host`, async () => {
      const answer = await rawRequest(port, requestText(`GET ${target} HTTP/1.1`, ['Host: www.site.example', ...FORGED, 'Connection: close']));
      assert.equal(answer.status, 200, answer.body);
      assert.deepEqual(JSON.parse(answer.body), {
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': 'www.site.example',
      });
    });
  }

  it('a forged header spelled in another case or sent twice does not pass either', async () => {
    const answer = await rawRequest(
      port,
      requestText('GET /api/forwarded HTTP/1.1', [
        'Host: www.site.example',
        'x-FORWARDED-proto: https',
        'X-Forwarded-Proto: https',
        'x-forwarded-host: evil.example',
        'Connection: close',
      ]),
    );
    assert.deepEqual(JSON.parse(answer.body), {
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'www.site.example',
    });
  });

  it('behind a proxy TRUST_PROXY names, the scheme, host and client that proxy reports are passed on, and only those', async () => {
    const behindProxy = await site.gateway({ trustProxy: '127.0.0.1' });
    const answer = await rawRequest(
      behindProxy.port,
      requestText('GET /api/forwarded HTTP/1.1', [
        'Host: gateway.internal',
        'X-Forwarded-Proto: https',
        'X-Forwarded-Host: www.site.example',
        'X-Forwarded-For: 198.51.100.9',
        'X-Real-IP: 203.0.113.7',
        'Forwarded: for=203.0.113.7',
        'Connection: close',
      ]),
    );
    assert.deepEqual(JSON.parse(answer.body), {
      'x-forwarded-for': '198.51.100.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.site.example',
    });
  });
});
