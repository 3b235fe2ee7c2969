import { fragmentFileName, fragmentLocation, parseRouteList, routesLocation } from './page-fragment';
import { isPagePath } from './page-path';

describe('page fragment files', () => {
  it('names one JSON file per page path', () => {
    expect(fragmentFileName('/')).toBe('index.json');
    expect(fragmentFileName('/product/overview')).toBe('product/overview.json');
    expect(fragmentLocation('/services')).toBe('pages/services.json');
    expect(fragmentLocation('/__not-found__')).toBe('pages/__not-found__.json');
    expect(routesLocation()).toBe('pages/_routes.json');
  });
});

describe('parseRouteList', () => {
  it('keeps path and title', () => {
    expect(parseRouteList([{ path: '/services', title: 'Services', extra: 1 }], isPagePath)).toEqual([{ path: '/services', title: 'Services' }]);
  });

  it.each([[{}], [[{ title: 'x' }]], [[{ path: '/a/../b' }]]])('refuses %j', (value) => {
    expect(() => parseRouteList(value, isPagePath)).toThrow(/_routes\.json/);
  });
});
