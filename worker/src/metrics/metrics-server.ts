import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export interface MetricsServer {
  readonly port: number;
  /** The address it listens on. */
  readonly host: string;
  close(): Promise<void>;
}

/**
 * A scrape is one bodiless GET: a client still sending headers after a few seconds is not Prometheus, and must not
 * hold a socket for Node's defaults (60 s for headers, 300 s per request, checked every 30 s).
 */
const SLOW_CLIENT_LIMITS = { headersTimeout: 5_000, requestTimeout: 10_000, connectionsCheckingInterval: 1_000 };

/**
 * A bare HTTP server answering `GET /metrics` with the registry's Prometheus text; anything else is 404.
 * Bound to loopback unless told otherwise (WORKER_METRICS_HOST): in a pod it binds 0.0.0.0 for the in-cluster
 * scrape, and no Service or Ingress routes to it.
 */
export async function startMetricsServer(registry: Registry, port: number, host = '127.0.0.1'): Promise<MetricsServer> {
  const server: Server = createServer(SLOW_CLIENT_LIMITS, (request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${error.message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    host: (server.address() as AddressInfo).address,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
