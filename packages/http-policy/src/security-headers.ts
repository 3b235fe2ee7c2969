// The security headers as one set per policy: helmet's options, the same values as a plain object (for answers
// sent before any hook runs), and a Fastify onRequest hook with helmet's middleware built once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { CspDirectives } from './content-security-policies.js';
import { cspHeaderValue } from './content-security-policies.js';
import { HSTS_MAX_AGE_SECONDS, PERMISSIONS_POLICY, REFERRER_POLICY, type SECURITY_HEADER_NAMES } from './header-values.js';

export interface SecurityPolicy {
  contentSecurityPolicy: CspDirectives;
  /**
   * 'same-origin' (the default) for the gateway and the API; a remote's static server answers 'cross-origin'
   * because its files may be loaded from another origin (a CDN in production).
   */
  crossOriginResourcePolicy?: 'same-origin' | 'same-site' | 'cross-origin';
}

/** helmet's options for a policy. */
export function helmetOptions({ contentSecurityPolicy, crossOriginResourcePolicy = 'same-origin' }: SecurityPolicy): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, sources]) => [name, [...sources]])),
    },
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
    xContentTypeOptions: true,
    referrerPolicy: { policy: REFERRER_POLICY },
    xFrameOptions: { action: 'deny' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: crossOriginResourcePolicy },
    // COEP would block cross-origin remotes that send no CORP header; not needed (no SharedArrayBuffer).
    crossOriginEmbedderPolicy: false,
  };
}

/** The policy's headers as a plain object, as helmet (and the Permissions-Policy hook) write them. */
export function securityHeaderValues({
  contentSecurityPolicy,
  crossOriginResourcePolicy = 'same-origin',
}: SecurityPolicy): Record<(typeof SECURITY_HEADER_NAMES)[number], string> {
  return {
    'content-security-policy': cspHeaderValue(contentSecurityPolicy),
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': crossOriginResourcePolicy,
  };
}

/**
 * A Fastify onRequest hook setting the policy's headers: helmet's, plus Permissions-Policy, which helmet does not
 * send. Set on the raw response, so every answer carries them, errors included (Fastify's error path rebuilds the
 * reply's own headers, not the raw response's). helmet's middleware is built once, here: @fastify/helmet 13 builds
 * it again on every request (parsing the CSP directives each time), which was a tenth of the gateway's CPU under
 * load (bench/README.md, "Pages").
 */
export function securityHeadersHook(policy: SecurityPolicy) {
  const setHelmetHeaders = helmet(helmetOptions(policy));
  return (request: { raw: IncomingMessage }, reply: { raw: ServerResponse }, done: (error?: Error) => void): void => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    setHelmetHeaders(request.raw, reply.raw, (error) => done((error ?? undefined) as Error | undefined));
  };
}
