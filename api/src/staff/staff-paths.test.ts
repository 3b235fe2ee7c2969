import { describe, expect, it } from '@jest/globals';
import { INBOX_PATH, safeReturnPath } from './staff-paths.js';

describe('safeReturnPath', () => {
  it.each([
    '/staff/leads',
    '/staff/leads?kind=demo-request&q=Acme%20Ltd',
    '/staff/leads/contact-submission/0b7c1f2e-1111-4f6a-9f00-000000000001',
    '/staff/queues',
  ])('keeps the local staff path %p', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    undefined,
    42,
    '',
    '/',
    '/contact',
    '//evil.example/staff/leads',
    'https://evil.example/staff/leads',
    '/staff/../contact',
    '/staff/%2e%2e/contact',
    '/staff/..%2fcontact',
    '/staff\\..\\contact',
    '/\\evil.example',
    '/staff/leads\n',
    '/staff/leads#x',
    '/staff/sign-in',
    '/staff/sign-out',
  ])('refuses %p (the inbox instead)', (raw) => {
    expect(safeReturnPath(raw)).toBe(INBOX_PATH);
  });

  it('refuses a path longer than 2,048 characters', () => {
    expect(safeReturnPath(`/staff/${'a'.repeat(3000)}`)).toBe(INBOX_PATH);
  });
});
