import { recordPageView, type VisitStorage, visitLeadSource } from './visit-source';

const SITE = 'https://www.example.test';

function storage(): VisitStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function at(url: string) {
  const { pathname, search } = new URL(url, SITE);
  return { pathname, search };
}

describe('the visit record', () => {
  it('keeps the landing page, its utm_* parameters and external referrer, and the page before the form', () => {
    const store = storage();
    recordPageView(at('/pricing?utm_source=test&utm_campaign=spring'), 'https://news.example/article', SITE, store);
    recordPageView(at('/pricing?utm_source=test&utm_campaign=spring'), '', SITE, store);
    recordPageView(at('/product/overview'), `${SITE}/pricing`, SITE, store);
    recordPageView(at('/contact?type=proposal'), `${SITE}/pricing`, SITE, store);
    expect(visitLeadSource(store)).toEqual({
      page: '/product/overview',
      landingPage: '/pricing?utm_source=test&utm_campaign=spring',
      referrer: 'https://news.example/article',
      utm: { source: 'test', campaign: 'spring' },
    });
  });

  it('keeps the first landing for the whole visit and ignores internal referrers', () => {
    const store = storage();
    recordPageView(at('/contact?utm_source=test'), `${SITE}/`, SITE, store);
    recordPageView(at('/?utm_source=other'), 'https://elsewhere.example/', SITE, store);
    expect(visitLeadSource(store)).toEqual({ page: '/contact?utm_source=test', landingPage: '/contact?utm_source=test', utm: { source: 'test' } });
  });

  it('says nothing before any page view, and survives a corrupt or refusing storage', () => {
    const store = storage();
    expect(visitLeadSource(store)).toBeUndefined();
    store.data.set('site:visit-source', '{not json');
    expect(visitLeadSource(store)).toBeUndefined();
    const refusing: VisitStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => recordPageView(at('/'), '', SITE, refusing)).not.toThrow();
  });
});
