import { describe, expect, it } from '@jest/globals';
import { formatDuration } from './format-duration.js';

describe('formatDuration', () => {
  it.each([
    [12 * 3_600_000, '12 h'],
    [20 * 3_600_000, '20 h'],
    [5_400_000, '1.5 h'],
    [40 * 60_000, '40 min'],
    [3_000, '3 s'],
    [0, '0 s'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
