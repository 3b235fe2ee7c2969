import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from '@jest/globals';
import { CONTENT_SECURITY_POLICIES, CSP_HEADERS, type CspDirectives, sitePagesCsp } from './content-security-policies.js';
import { SECURITY_HEADER_NAMES } from './header-values.js';
import { type SecurityPolicy, securityHeadersHook, securityHeaderValues } from './security-headers.js';

/** Every policy the site sends, by name. */
const POLICIES: Array<[string, SecurityPolicy]> = [
  ['site pages', { contentSecurityPolicy: sitePagesCsp() }],
  ['site pages with a CDN', { contentSecurityPolicy: sitePagesCsp({ remoteOrigins: ['https://cdn.example.com'] }) }],
  ["a remote's files", { contentSecurityPolicy: sitePagesCsp(), crossOriginResourcePolicy: 'cross-origin' }],
  ...Object.entries(CONTENT_SECURITY_POLICIES).map(([name, directives]): [string, SecurityPolicy] => [name, { contentSecurityPolicy: directives }]),
];

/** A real HTTP server whose every answer gets one policy's headers from the hook. */
async function serve(policy: SecurityPolicy): Promise<{ url: string; server: Server }> {
  const hook = securityHeadersHook(policy);
  const server = createServer((request, response) => {
    hook({ raw: request }, { raw: response }, (error) => response.end(error ? 'error' : 'ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

function parseCsp(header: string): CspDirectives {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('securityHeadersHook', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

  it.each(POLICIES)('%s: helmet writes exactly the values securityHeaderValues states', async (_name, policy) => {
    const { url, server } = await serve(policy);
    servers.push(server);
    const answer = await fetch(url);
    expect(await answer.text()).toBe('ok');
    const sent = Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, answer.headers.get(name)]));
    expect(sent).toEqual(securityHeaderValues(policy));
    expect(parseCsp(answer.headers.get('content-security-policy') ?? '')).toEqual(policy.contentSecurityPolicy);
  });
});

describe('the policies', () => {
  const all: Array<[string, CspDirectives]> = POLICIES.map(([name, policy]) => [name, policy.contentSecurityPolicy]);

  it.each(all)('%s: never framed, no plugins, no inline or eval’d script', (_name, directives) => {
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    const scripts = directives['script-src'] ?? directives['default-src'] ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(directives['object-src'] ?? directives['default-src']).toEqual(["'none'"]);
  });

  it("the pages the API sets a policy on itself read back as their directives ('; ' between them)", () => {
    for (const name of ['staffPages', 'queueBoard', 'claimPage'] as const) {
      expect(CSP_HEADERS[name].split('; ').length).toBe(Object.keys(CONTENT_SECURITY_POLICIES[name]).length);
      expect(parseCsp(CSP_HEADERS[name])).toEqual(CONTENT_SECURITY_POLICIES[name]);
    }
  });
});
