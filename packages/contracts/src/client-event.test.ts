import { clientEventSchema } from './client-event.js';

const report = { kind: 'render-error', remote: 'services', version: '0217886eca32', route: '/services/process', message: 'boom' };

describe('clientEventSchema', () => {
  it('accepts a report of each kind, the message optional', () => {
    for (const kind of ['view', 'load-failure', 'render-error', 'uncaught-error']) {
      expect(clientEventSchema.safeParse({ ...report, kind }).success).toBe(true);
    }
    const { message: _message, ...withoutMessage } = report;
    expect(clientEventSchema.safeParse(withoutMessage).success).toBe(true);
  });

  it.each([
    ['an unknown kind', { ...report, kind: 'crash' }],
    ['a route with a query string (could carry personal data)', { ...report, route: '/contact?email=a@b.example' }],
    ['a route that is not a path', { ...report, route: 'https://site.example/' }],
    ['a long message', { ...report, message: 'x'.repeat(301) }],
    ['a version that is no folder name', { ...report, version: '../etc' }],
    ['an unknown key', { ...report, email: 'a@b.example' }],
    ['a missing remote', { kind: 'view', version: 'v1', route: '/' }],
  ])('rejects %s', (_name, body) => {
    expect(clientEventSchema.safeParse(body).success).toBe(false);
  });
});
