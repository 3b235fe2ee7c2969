import { describe, expect, it } from '@jest/globals';
import { parseIdempotencyKey } from './idempotency-key.js';
import { leadIdFor } from './lead-id.js';

const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('leadIdFor', () => {
  it('derives the same UUIDv5 from the same kind and key', () => {
    const id = leadIdFor('contact-submission', 'key-1');
    expect(id).toMatch(UUID_V5);
    expect(leadIdFor('contact-submission', 'key-1')).toBe(id);
    expect(leadIdFor('demo-request', 'key-1')).not.toBe(id);
    expect(leadIdFor('contact-submission', 'key-2')).not.toBe(id);
  });

  it('is stable across releases (fixed namespace)', () => {
    expect(leadIdFor('contact-submission', 'abc')).toBe('b8d55edf-6e66-5ea7-be53-8f05237b3027');
  });

  it('is a random UUIDv4 without a key', () => {
    expect(leadIdFor('evidence-pack-request')).toMatch(UUID_V4);
    expect(leadIdFor('evidence-pack-request')).not.toBe(leadIdFor('evidence-pack-request'));
  });
});

describe('parseIdempotencyKey', () => {
  it('accepts 1-200 printable characters and an absent header', () => {
    expect(parseIdempotencyKey(undefined)).toBeUndefined();
    expect(parseIdempotencyKey('a')).toBe('a');
    expect(parseIdempotencyKey('k'.repeat(200))).toBe('k'.repeat(200));
  });

  it.each([[''], [' '], ['k'.repeat(201)], ['tab\there'], ['ünïcode'], [['a', 'b']]])('rejects %p', (value) => {
    expect(() => parseIdempotencyKey(value as string | string[])).toThrow();
  });
});
