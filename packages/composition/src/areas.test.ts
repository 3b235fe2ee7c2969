import { areaForPath, fileOwner, parseAreas, type AreaDefinition } from './areas';

const AREAS: AreaDefinition[] = [
  { name: 'platform', paths: ['/', '/pricing'], prefixes: ['/product'], files: ['/sample.pdf'] },
  { name: 'services', paths: [], prefixes: ['/services'], files: [] },
];

describe('areaForPath', () => {
  it.each([
    ['/', 'platform'],
    ['/pricing', 'platform'],
    ['/product', 'platform'],
    ['/product/overview', 'platform'],
    ['/services/anything-unknown', 'services'],
  ])('maps %s to %s', (pathname, name) => {
    expect(areaForPath(AREAS, pathname)?.name).toBe(name);
  });

  it.each(['/nope', '/pricing/extra', '/productx', '/services-evil'])('leaves %s to the shell 404', (pathname) => {
    expect(areaForPath(AREAS, pathname)).toBeUndefined();
  });
});

describe('fileOwner', () => {
  it('matches published files exactly', () => {
    expect(fileOwner(AREAS, '/sample.pdf')?.name).toBe('platform');
    expect(fileOwner(AREAS, '/sample.pdf/')).toBeUndefined();
    expect(fileOwner(AREAS, '/x/../sample.pdf')).toBeUndefined();
  });
});

describe('parseAreas', () => {
  it('accepts the table and defaults files to none', () => {
    expect(parseAreas([{ name: 'services', paths: [], prefixes: ['/services'] }])).toEqual([
      { name: 'services', paths: [], prefixes: ['/services'], files: [] },
    ]);
  });

  it.each([
    ['not a list', { name: 'x' }],
    ['a relative path', [{ name: 'x', paths: ['pricing'], prefixes: [] }]],
    ['no prefixes', [{ name: 'x', paths: [] }]],
    ['a bad name', [{ name: '../x', paths: [], prefixes: [] }]],
  ])('refuses %s', (_label, value) => {
    expect(() => parseAreas(value)).toThrow(/areas\.json/);
  });
});
