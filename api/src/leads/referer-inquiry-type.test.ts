import { describe, expect, it } from '@jest/globals';
import { inquiryTypeFromReferer } from './referer-inquiry-type.js';

const SITE = ['http://localhost:8080'];

describe('inquiryTypeFromReferer', () => {
  it("takes the type of the site's /contact page the form was posted from", () => {
    expect(inquiryTypeFromReferer('http://localhost:8080/contact?type=proposal', SITE)).toBe('proposal');
    expect(inquiryTypeFromReferer('http://localhost:8080/contact?utm_source=x&type=cpp-project', SITE)).toBe('cpp-project');
  });

  it('takes nothing from another page, another site, a malformed slug or no Referer', () => {
    expect(inquiryTypeFromReferer('http://localhost:8080/pricing?type=proposal', SITE)).toBeUndefined();
    expect(inquiryTypeFromReferer('https://evil.example/contact?type=proposal', SITE)).toBeUndefined();
    expect(inquiryTypeFromReferer('http://localhost:8080/contact?type=Not%20A%20Slug', SITE)).toBeUndefined();
    expect(inquiryTypeFromReferer('http://localhost:8080/contact', SITE)).toBeUndefined();
    expect(inquiryTypeFromReferer('not a url', SITE)).toBeUndefined();
    expect(inquiryTypeFromReferer(undefined, SITE)).toBeUndefined();
  });
});
