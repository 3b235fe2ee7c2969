// node --test packages/servers/src/gateway/slow-clients.test.mjs
// Slow clients cannot hold the gateway or a remote's static server: both bound the time for a request's headers
// and for the whole request (Node then answers 408 and closes the connection). The limits are checked as
// configured, and on a real socket with shortened limits (no timing is measured: the test only waits for the close).
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from '../static-server/server.mjs';
import { openRawConnection } from '../../test-support/raw-http-client.mjs';
import { SERVER_TIMEOUTS } from '../shared/server-timeouts.mjs';
import { startTestSite } from '../../test-support/test-site-fixture.mjs';

const SHORT = { headersTimeoutMs: 200, requestTimeoutMs: 400, checkIntervalMs: 50 };

let site;
let tmp;
const servers = [];

before(async () => {
  site = await startTestSite();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'slow-clients-'));
});

after(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await site?.stop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function staticServer(timeouts) {
  const server = await createStaticServer({ dir: tmp, remoteOrigins: [], timeouts });
  await server.listen({ port: 0, host: '127.0.0.1' });
  servers.push(server);
  return server;
}

describe('connection limits as configured', () => {
  it('the limits are a few seconds for headers and bounded for the whole request', () => {
    assert.ok(SERVER_TIMEOUTS.headersTimeoutMs <= 10_000);
    assert.ok(SERVER_TIMEOUTS.requestTimeoutMs > 0 && SERVER_TIMEOUTS.requestTimeoutMs <= 30_000);
  });

  it('the gateway and a static server apply them', async () => {
    const { app } = await site.gateway();
    for (const [label, server] of [
      ['gateway', app.server],
      ['static server', (await staticServer()).server],
    ]) {
      assert.equal(server.headersTimeout, SERVER_TIMEOUTS.headersTimeoutMs, `${label}: headersTimeout`);
      assert.equal(server.requestTimeout, SERVER_TIMEOUTS.requestTimeoutMs, `${label}: requestTimeout`);
    }
  });
});

describe('a slow client is cut off', () => {
  const servers = async () => [
    ['gateway', (await site.gateway({ timeouts: SHORT })).port],
    ['static server', /** @type {import('node:net').AddressInfo} */ ((await staticServer(SHORT)).server.address()).port],
  ];

  it('one that never finishes its headers gets 408 and the connection closed', async () => {
    for (const [label, port] of await servers()) {
      const connection = await openRawConnection(port);
      try {
        connection.send('GET / HTTP/1.1\r\nHost: www.site.example\r\nX-Slow: ');
        assert.match(await connection.closedByServer(), /^HTTP\/1\.1 408 /, label);
      } finally {
        connection.destroy();
      }
    }
  });

  it('one that never finishes its body gets 408 and the connection closed', async () => {
    const [[, gatewayPort]] = await servers();
    const connection = await openRawConnection(gatewayPort);
    try {
      connection.send(
        'POST /api/contact-submissions HTTP/1.1\r\nHost: www.site.example\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
      );
      const rest = await connection.closedByServer();
      assert.match(rest, /^HTTP\/1\.1 408 /);
    } finally {
      connection.destroy();
    }
  });
});
