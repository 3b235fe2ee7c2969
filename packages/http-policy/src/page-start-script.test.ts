import { createHash } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { sitePagesCsp } from './content-security-policies.js';
import { PAGE_START_SCRIPT, PAGE_START_SCRIPT_SOURCE } from './page-start-script.js';

describe('the pages start script', () => {
  it('is allowed by the hash of exactly its text, and by nothing broader', () => {
    const hash = createHash('sha256').update(Buffer.from(PAGE_START_SCRIPT, 'utf8')).digest('base64');
    expect(PAGE_START_SCRIPT_SOURCE).toBe(`'sha256-${hash}'`);
    expect(sitePagesCsp()['script-src']).toEqual(["'self'", PAGE_START_SCRIPT_SOURCE]);
    expect(sitePagesCsp({ remoteOrigins: ['https://cdn.example.com'] })['script-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      PAGE_START_SCRIPT_SOURCE,
    ]);
  });

  it('can sit inside a <script> element as it is, and calls itself', () => {
    expect(PAGE_START_SCRIPT).not.toMatch(/<\/script|<!--/i);
    expect(PAGE_START_SCRIPT).toMatch(/^\(\(\) => \{[\s\S]*\}\)\(\);$/);
    expect(() => new Function(PAGE_START_SCRIPT)).not.toThrow();
  });
});
