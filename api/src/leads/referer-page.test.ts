import { describe, expect, it } from '@jest/globals';
import { refererPage } from './referer-page.js';

const SITE = ['http://localhost:8080', 'https://www.example.com'];

describe('refererPage', () => {
  it("reads a page of any of the site's origins as the site's own", () => {
    const page = refererPage('https://www.example.com/contact?type=proposal', SITE);
    expect(page?.sameOrigin).toBe(true);
    expect(page?.url.pathname).toBe('/contact');
    expect(page?.url.searchParams.get('type')).toBe('proposal');
    expect(refererPage('http://localhost:8080/', SITE)?.sameOrigin).toBe(true);
  });

  it('reads another origin, even one differing only by scheme, port or subdomain, as not the site', () => {
    expect(refererPage('https://evil.example/contact', SITE)?.sameOrigin).toBe(false);
    expect(refererPage('http://www.example.com/contact', SITE)?.sameOrigin).toBe(false);
    expect(refererPage('http://localhost:8081/contact', SITE)?.sameOrigin).toBe(false);
    expect(refererPage('https://example.com/contact', SITE)?.sameOrigin).toBe(false);
  });

  it('gives nothing for no Referer or one that is not an address', () => {
    expect(refererPage(undefined, SITE)).toBeUndefined();
    expect(refererPage('', SITE)).toBeUndefined();
    expect(refererPage('not a url', SITE)).toBeUndefined();
  });
});
