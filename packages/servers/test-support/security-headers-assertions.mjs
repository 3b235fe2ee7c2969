// Test helper (not a test file): asserts the site's security headers on one answer.
import assert from 'node:assert/strict';
import { PAGE_START_SCRIPT_SOURCE, PERMISSIONS_POLICY, REFERRER_POLICY } from '@site/http-policy';

/** CSP header -> Map(directive -> sources). */
export function parseCsp(header) {
  assert.ok(header, 'Content-Security-Policy is missing');
  const directives = new Map();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) {
      assert.ok(!directives.has(name.toLowerCase()), `directive ${name} appears twice`);
      directives.set(name.toLowerCase(), sources);
    }
  }
  return directives;
}

/** The sources that govern scripts: script-src, or default-src when there is none. */
export function scriptSources(csp) {
  return csp.get('script-src') ?? csp.get('default-src') ?? [];
}

/** Asserts the site's header set on one answer; `allowedScriptOrigins` beside 'self' and the start script's hash. */
export function assertSecurityHeaders(response, label, allowedScriptOrigins = []) {
  const h = (name) => response.headers.get(name);
  const csp = parseCsp(h('content-security-policy'));
  const scripts = scriptSources(csp);
  assert.ok(!scripts.includes("'unsafe-inline'"), `${label}: script-src allows 'unsafe-inline'`);
  assert.ok(!scripts.includes("'unsafe-eval'"), `${label}: script-src allows 'unsafe-eval'`);
  assert.ok(!scripts.some((source) => /^(\*|https?:|data:|blob:)$/.test(source)), `${label}: script-src allows a whole scheme`);
  assert.deepEqual(
    scripts.filter((source) => source !== "'self'"),
    [...allowedScriptOrigins, PAGE_START_SCRIPT_SOURCE],
    `${label}: script-src ${scripts.join(' ')}`,
  );
  assert.deepEqual(csp.get('frame-ancestors'), ["'none'"], `${label}: frame-ancestors`);
  assert.deepEqual(csp.get('object-src'), ["'none'"], `${label}: object-src`);
  assert.deepEqual(csp.get('default-src'), ["'self'"], `${label}: default-src`);
  assert.deepEqual(csp.get('base-uri'), ["'self'"], `${label}: base-uri`);
  assert.match(h('strict-transport-security') ?? '', /^max-age=\d{8,}; includeSubDomains$/, `${label}: HSTS`);
  assert.equal(h('x-content-type-options'), 'nosniff', `${label}: nosniff`);
  assert.equal(h('referrer-policy'), REFERRER_POLICY, `${label}: Referrer-Policy`);
  assert.equal(h('permissions-policy'), PERMISSIONS_POLICY, `${label}: Permissions-Policy`);
  assert.match(h('permissions-policy'), /camera=\(\)/);
  assert.match(h('permissions-policy'), /microphone=\(\)/);
  assert.match(h('permissions-policy'), /geolocation=\(\)/);
  assert.equal(h('x-frame-options'), 'DENY', `${label}: X-Frame-Options`);
}
