import { describe, expect, it } from '@jest/globals';
import { isLinkStuffed } from './link-stuffing.js';
import { isNameAUrl } from './name-is-url.js';

describe('isNameAUrl', () => {
  it('is true for a web address or a bare domain as the whole name', () => {
    for (const name of ['https://spam.example', 'spam.example.com', ' cheap-pills.xyz ', 'www.boost.top/offer', '//spam.example']) {
      expect({ name, url: isNameAUrl(name) }).toEqual({ name, url: true });
    }
  });

  it('is false for names, initials and a name that merely mentions a domain', () => {
    for (const name of ['Ada Lovelace', 'J. R. R. Tolkien', 'Grace M. Hopper', 'Ada (acme.com)', '', undefined]) {
      expect({ name, url: isNameAUrl(name) }).toEqual({ name, url: false });
    }
  });
});

describe('isLinkStuffed', () => {
  it('counts the links of every free text together, email addresses not included', () => {
    expect(isLinkStuffed(['see a.com and https://b.example/x', 'c.net'])).toBe(true);
    expect(isLinkStuffed(['see a.com and https://b.example/x', undefined, 'write to ada@acme.example or bob@acme.example'])).toBe(false);
    expect(isLinkStuffed([])).toBe(false);
  });
});
