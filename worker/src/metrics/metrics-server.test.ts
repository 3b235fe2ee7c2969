import net from 'node:net';
import { workerMetricsConfig } from '@site/config';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Registry } from 'prom-client';
import { type MetricsServer, startMetricsServer } from './metrics-server.js';

let server: MetricsServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Resolves with what the server wrote before closing a connection that sent `partial` and then nothing. */
function stallAfter(port: number, partial: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    // Gives up before the test's time limit, so that with Node's defaults the test fails instead of hanging.
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('connect', () => socket.write(partial));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

describe('the worker metrics server', () => {
  it('binds loopback unless WORKER_METRICS_HOST says otherwise (a pod sets 0.0.0.0)', async () => {
    expect(workerMetricsConfig({})).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(workerMetricsConfig({ WORKER_METRICS_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');

    server = await startMetricsServer(new Registry(), 0);
    const scrape = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(scrape.status).toBe(200);
    expect(server.host).toBe('127.0.0.1');
  });

  it('answers 408 to a client that trickles its headers, instead of keeping its socket for a minute', async () => {
    server = await startMetricsServer(new Registry(), 0);
    const answer = await stallAfter(server.port, 'GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  }, 25_000);
});
