import { describe, expect, it } from '@jest/globals';
import { leadSourceFromReferer } from './referer-source.js';

const SITE = ['http://localhost:8080'];

describe('leadSourceFromReferer', () => {
  it('takes a page of the site as the landing page, with its utm_* parameters', () => {
    expect(leadSourceFromReferer('http://localhost:8080/contact?type=proposal&utm_source=test&utm_medium=email', SITE)).toEqual({
      landingPage: '/contact?type=proposal&utm_source=test&utm_medium=email',
      utm: { source: 'test', medium: 'email' },
    });
  });

  it("takes another site's page as the referrer", () => {
    expect(leadSourceFromReferer('https://news.example/post?utm_source=x', SITE)).toEqual({ referrer: 'https://news.example/post?utm_source=x' });
  });

  it('records nothing without a usable Referer', () => {
    expect(leadSourceFromReferer(undefined, SITE)).toBeUndefined();
    expect(leadSourceFromReferer('not a url', SITE)).toBeUndefined();
  });
});
