import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Request id for logs: the gateway's `x-request-id` when it is a short, safe token,
 * otherwise a fresh UUID. Used as Fastify's `genReqId`, which pino-http then reuses.
 */
export function requestId(req: { headers: IncomingHttpHeaders }): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
