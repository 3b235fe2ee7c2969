import { isPagePath, pagePathOf } from './page-path';

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/services/process', '/services/process'],
    ['/services/process?utm_source=x&a=%2f', '/services/process'],
    ['/caf%C3%A9', '/café'],
  ])('reads %s as the page %s', (target, path) => {
    expect(pagePathOf(target)).toEqual({ kind: 'page', path });
  });

  it.each([
    '/services/..%2f..%2fmf-manifest.json%23',
    '/services/x%2f..%2fcustom-development',
    '/services/x%2F..%2Fcustom-development',
    '/services/x%5c..%5cprocess',
    '/services/process%3fx',
    '/services/process%23x',
    '/services/process%00',
    '/services/x\\..\\process',
    '/services/../pricing',
    '/services/./process',
    '/services/%2e%2e/pricing',
    '/services//process',
    '/services/',
    '/services/process#x',
    'services/process',
    'http://evil.example/services',
  ])('refuses %s as a page path', (target) => {
    expect(pagePathOf(target)).toEqual({ kind: 'not-a-page' });
  });

  it('reports percent-encoding that does not decode as malformed', () => {
    expect(pagePathOf('/%E0%A4%A')).toEqual({ kind: 'malformed' });
  });
});

describe('isPagePath', () => {
  it('accepts routes and refuses traversal', () => {
    expect(isPagePath('/product/overview')).toBe(true);
    expect(isPagePath('/product/../pricing')).toBe(false);
    expect(isPagePath('')).toBe(false);
  });
});
