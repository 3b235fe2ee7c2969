import { describe, expect, it } from '@jest/globals';
import { LEAD_BACKOFF_TYPE } from '@site/contracts';
import { leadBackoffStrategy } from './lead-backoff.js';

describe('leadBackoffStrategy', () => {
  const middle = () => 0.5;

  it('uses the shared lead-backoff delays', () => {
    const strategy = leadBackoffStrategy(1, middle);
    expect(strategy(1, LEAD_BACKOFF_TYPE)).toBe(5_000);
    expect(strategy(3, LEAD_BACKOFF_TYPE)).toBe(20_000);
    expect(strategy(30, LEAD_BACKOFF_TYPE)).toBe(3_600_000);
  });

  it('scales them (test hook) but never to zero', () => {
    const strategy = leadBackoffStrategy(0.001, middle);
    expect(strategy(1, LEAD_BACKOFF_TYPE)).toBe(5);
    expect(leadBackoffStrategy(0.000_001, middle)(1, LEAD_BACKOFF_TYPE)).toBe(1);
  });

  it('does not wait for unknown custom types', () => {
    expect(leadBackoffStrategy(1, middle)(1, 'other')).toBe(0);
  });
});
