import { areaForPath } from './areas';

describe('areaForPath', () => {
  it.each([
    ['/', 'platform'],
    ['/pricing', 'platform'],
    ['/product/overview', 'platform'],
    ['/solutions/ciso', 'platform'],
    ['/services/process', 'services'],
    ['/services/anything-unknown', 'services'],
    ['/legal/privacy-policy', 'company'],
    ['/company/about', 'company'],
    ['/contact', 'contact'],
    ['/contact/thanks', 'contact'],
  ])('maps %s to %s', (path, area) => {
    expect(areaForPath(path)?.name).toBe(area);
  });

  it.each(['/nope', '/pricing/extra', '/productx', '/legalese'])('leaves %s to the shell 404', (path) => {
    expect(areaForPath(path)).toBeUndefined();
  });
});
