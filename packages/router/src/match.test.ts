import { isActivePath, matchScore } from './match';

describe('matchScore', () => {
  it('matches a path exactly, ignoring case and a trailing slash', () => {
    expect(matchScore('/pricing', '/pricing')).toBeGreaterThan(0);
    expect(matchScore('/pricing', '/Pricing/')).toBeGreaterThan(0);
    expect(matchScore('/pricing', '/pricing/extra')).toBe(-1);
    expect(matchScore('/', '/')).toBeGreaterThan(0);
    expect(matchScore('/', '/pricing')).toBe(-1);
  });

  it("ranks an exact path above '/prefix/*' above '*'", () => {
    const exact = matchScore('/services/process', '/services/process');
    const prefix = matchScore('/services/*', '/services/process');
    const any = matchScore('*', '/services/process');
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(any);
    expect(any).toBe(0);
    expect(matchScore('/services/*', '/servicesx')).toBe(-1);
    expect(matchScore('/services/*', '/services')).toBeGreaterThan(0);
  });
});

describe('isActivePath (NavLink)', () => {
  it('is active on its own path and below it, unless end', () => {
    expect(isActivePath('/product', '/product')).toBe(true);
    expect(isActivePath('/product', '/product/overview')).toBe(true);
    expect(isActivePath('/product', '/product/overview', true)).toBe(false);
    expect(isActivePath('/product', '/productx')).toBe(false);
  });

  it('treats the root as active only on the root', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/pricing')).toBe(false);
  });
});
