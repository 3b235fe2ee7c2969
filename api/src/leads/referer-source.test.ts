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

  it('reads the utm_* values through the intake schema: bidirectional controls removed, text trimmed', () => {
    expect(leadSourceFromReferer('http://localhost:8080/contact?utm_source=Eve%E2%80%AEgnp.exe&utm_campaign=%20%3D1%2B1', SITE)).toEqual({
      landingPage: '/contact?utm_source=Eve%E2%80%AEgnp.exe&utm_campaign=%20%3D1%2B1',
      utm: { source: 'Evegnp.exe', campaign: '=1+1' },
    });
  });

  it('records nothing without a usable Referer', () => {
    expect(leadSourceFromReferer(undefined, SITE)).toBeUndefined();
    expect(leadSourceFromReferer('not a url', SITE)).toBeUndefined();
  });
});
