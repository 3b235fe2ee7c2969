import { createHmac } from 'node:crypto';

/** The request header carrying a webhook's signature. */
export const SIGNATURE_HEADER = 'Site-Signature';

/**
 * The `Site-Signature` value of a request body sent at `timestamp` (Unix seconds): `t=<timestamp>,v1=<hex>`, where
 * hex is HMAC-SHA256 under LEAD_WEBHOOK_SECRET of `<timestamp>.<body>`. The timestamp is signed too, so a
 * receiver can refuse old requests (replays); worker/README.md shows how to verify it.
 */
export function signatureHeader(secret: string, timestamp: number, body: string): string {
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hmac}`;
}
