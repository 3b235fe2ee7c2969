/**
 * Which peers may tell the API the client's address in `X-Forwarded-For` (Fastify's `trustProxy`).
 * The per-IP rate limits key on that address, so trusting too much lets a client pick its own bucket, and
 * trusting too little puts every client behind a proxy in one bucket.
 * - `false` (env unset, empty or `false`): trust no one; the client is the TCP peer. Right for an API reached directly.
 * - addresses, CIDRs or proxy-addr's names (`loopback`, `uniquelocal`, `10.0.0.0/8`), comma-separated: trust
 *   X-Forwarded-For from those peers only (`npm start`: the local gateway's own source address, 127.0.0.2, see
 *   local-stack-config.ts; in a cluster: the Ingress controller's or the gateway's addresses).
 */
export type TrustProxy = false | readonly string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

export function trustProxy(value: string): TrustProxy {
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    // Fastify 5 treats a hop count as "trust no one" (it cannot check the immediate peer): refuse it loudly.
    throw new Error("must name the proxies' addresses or CIDRs, not a hop count");
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const known = NAMED_RANGES.has(entry) || IPV4_OR_CIDR.test(entry) || (entry.includes(':') && IPV6_OR_CIDR.test(entry));
    if (!known) throw new Error(`"${entry}" is not an address, a CIDR or one of ${[...NAMED_RANGES].join(', ')}`);
  }
  return entries;
}
