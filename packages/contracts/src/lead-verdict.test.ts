import { verdictOf, verdictRecord } from './lead-verdict.js';

describe('a lead verdict', () => {
  it('is ok without signals', () => {
    expect(verdictOf([])).toBe('ok');
  });

  it('is unverified on signals a person may give', () => {
    expect(verdictOf(['proof-of-work-missing'])).toBe('unverified');
    expect(verdictOf(['disposable-email', 'filled-too-fast'])).toBe('unverified');
  });

  it('is spam on any signal no person gives, whatever else', () => {
    expect(verdictOf(['honeypot'])).toBe('spam');
    expect(verdictOf(['proof-of-work-missing', 'link-stuffed'])).toBe('spam');
  });

  it('records each signal once', () => {
    expect(verdictRecord(['name-is-url', 'name-is-url', 'disposable-email'])).toEqual({
      verdict: 'spam',
      signals: ['name-is-url', 'disposable-email'],
    });
  });
});
