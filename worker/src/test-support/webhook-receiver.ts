import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/**
 * A webhook receiver as a CRM intake would be: a real HTTP server on loopback that records each request and
 * answers with `answer(n)` for its n-th request (0-based). It can go down (stop) and come back on its port.
 */
export class WebhookReceiver {
  readonly requests: ReceivedRequest[] = [];
  private server: Server | undefined;
  private port = 0;

  constructor(private readonly answer: (index: number) => number = () => 200) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}/lead-intake`;
  }

  async start(): Promise<void> {
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = this.answer(this.requests.length);
        this.requests.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The requests it answered with a 2xx, by event id. */
  deliveredEventIds(): string[] {
    return this.requests.filter((request) => request.status < 300).map((request) => String(request.headers['site-event-id']));
  }
}
