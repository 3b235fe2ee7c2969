import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_PATHS } from '@site/contracts';
import { startTestServer, type TestServer } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';

let env: TestEnvironment;
let server: TestServer;

beforeAll(async () => {
  env = await createTestEnvironment('slow_clients');
  server = await startTestServer(env.config());
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

/**
 * Opens a connection, writes `partial` and then nothing more (a slow client), and resolves with what the server
 * wrote before it closed the connection. Node's defaults (60 s for headers, 300 s for a request, checked every
 * 30 s) would keep the socket open past this test's time limit.
 */
const GIVE_UP_AFTER_MS = 20_000;

function stallAfter(partial: string): Promise<string> {
  const { port } = new URL(server.url('/'));
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    // Gives up before the test's time limit, so that with Node's defaults the test fails instead of hanging.
    socket.setTimeout(GIVE_UP_AFTER_MS, () => socket.destroy());
    socket.on('connect', () => socket.write(partial));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

describe('slow clients', () => {
  it('are answered 408 and disconnected when headers or a body trickle in', async () => {
    const path = new URL(server.url(API_PATHS.demoRequests)).pathname;
    const [headers, body] = await Promise.all([
      // Request line and one header, then silence.
      stallAfter(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`),
      // Complete headers announcing 1,000 bytes, then 10 of them.
      stallAfter(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"workEmai`),
    ]);
    expect(headers).toMatch(/^HTTP\/1\.1 408 /);
    expect(body).toMatch(/^HTTP\/1\.1 408 /);
  }, 25_000);
});
