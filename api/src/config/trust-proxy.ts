import type { TrustProxy } from '@site/config';

/** Which peers may report the client's address in X-Forwarded-For (env `TRUST_PROXY`, parsed by @site/config). */
export type { TrustProxy } from '@site/config';

/** The value Fastify's `trustProxy` option takes. */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] {
  return trust === false ? false : [...trust];
}
