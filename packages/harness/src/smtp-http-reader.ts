import http from 'node:http';
import type { ReceivedMessage, SmtpTestServer } from './smtp-test-server.js';
import { addressesOf } from './smtp-test-server.js';

/** A received message as the HTTP reader serves it (what a browser test reads). */
export interface MessageView {
  id: string;
  messageId: string | null;
  from: string | null;
  to: string[];
  cc: string[];
  envelope: { from: string; to: string[] };
  subject: string;
  text: string | null;
  html: string | null;
  receivedAt: string;
}

export function viewOf(message: ReceivedMessage): MessageView {
  const parsed = message.parsed;
  return {
    id: message.id,
    messageId: message.messageId,
    from: addressesOf(parsed.from)[0] ?? (message.mailFrom || null),
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    envelope: { from: message.mailFrom, to: message.rcptTo },
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    receivedAt: new Date(message.receivedAt).toISOString(),
  };
}

export interface SmtpHttpReader {
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves what an SmtpTestServer received over HTTP on 127.0.0.1:`port`, for tests in another process (the browser
 * tests): GET /messages (oldest first), GET /messages/:id, DELETE /messages, GET /health.
 */
export async function startSmtpHttpReader(smtp: SmtpTestServer, { port = 0, host = '127.0.0.1' } = {}): Promise<SmtpHttpReader> {
  const server = http.createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    const path = new URL(request.url ?? '/', 'http://reader').pathname;
    if (request.method === 'GET' && path === '/health') return send(200, { status: 'ok' });
    if (request.method === 'GET' && path === '/messages') return send(200, smtp.messages.map(viewOf));
    if (request.method === 'DELETE' && path === '/messages') return send(200, { deleted: smtp.clear() });
    const one = /^\/messages\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && one) {
      const message = smtp.messages.find((m) => m.id === decodeURIComponent(one[1]!));
      return message ? send(200, viewOf(message)) : send(404, { statusCode: 404, error: 'Not Found', message: 'No such message' });
    }
    return send(404, { statusCode: 404, error: 'Not Found', message: `${request.method} ${path} is not served` });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as { port: number }).port;
  return {
    url: `http://${host}:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
