import { API_PATHS, LEAD_KIND_PATHS, LEAD_KINDS } from './api-paths.js';

describe('API paths', () => {
  it('names the three lead endpoints', () => {
    expect(API_PATHS).toEqual({
      contactSubmissions: '/api/contact-submissions',
      demoRequests: '/api/demo-requests',
      evidencePackRequests: '/api/evidence-pack-requests',
    });
  });

  it('maps every lead kind to its path', () => {
    expect(LEAD_KINDS.map((kind) => LEAD_KIND_PATHS[kind])).toEqual([
      '/api/contact-submissions',
      '/api/demo-requests',
      '/api/evidence-pack-requests',
    ]);
  });
});
