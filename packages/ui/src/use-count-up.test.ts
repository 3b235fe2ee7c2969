import { countUpValue, easeOutCubic } from './use-count-up';

describe('easeOutCubic', () => {
  it('starts at 0 and ends at 1', () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
  });

  it('follows 1 - (1 - t)^3', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875, 10);
    expect(easeOutCubic(0.25)).toBeCloseTo(1 - 0.75 ** 3, 10);
    expect(easeOutCubic(0.9)).toBeCloseTo(0.999, 10);
  });

  it('clamps inputs outside [0, 1]', () => {
    expect(easeOutCubic(-1)).toBe(0);
    expect(easeOutCubic(2)).toBe(1);
  });

  it('is monotonic and ahead of linear (ease-out)', () => {
    let previous = 0;
    for (let i = 1; i < 100; i += 1) {
      const t = i / 100;
      const eased = easeOutCubic(t);
      expect(eased).toBeGreaterThan(previous);
      expect(eased).toBeGreaterThan(t);
      previous = eased;
    }
  });
});

describe('countUpValue', () => {
  it('is 0 at the start and the exact target at and after the end', () => {
    expect(countUpValue(15000, 0, 2000)).toBe(0);
    expect(countUpValue(15000, 2000, 2000)).toBe(15000);
    expect(countUpValue(15000, 5000, 2000)).toBe(15000);
  });

  it('eases out: 87.5% of the way at half time', () => {
    expect(countUpValue(1000, 1000, 2000)).toBe(875);
  });

  it('rounds integer targets to integers', () => {
    for (let elapsed = 0; elapsed <= 2000; elapsed += 16) {
      expect(Number.isInteger(countUpValue(28, elapsed, 2000))).toBe(true);
    }
  });

  it('keeps one decimal for fractional targets', () => {
    expect(countUpValue(94.2, 1000, 2000)).toBe(82.4); // 94.2 * 0.875 = 82.425
  });

  it('never overshoots and never goes backwards over 16 ms ticks', () => {
    let previous = 0;
    for (let elapsed = 0; elapsed <= 2032; elapsed += 16) {
      const value = countUpValue(3847, elapsed, 2000);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(3847);
      previous = value;
    }
    expect(previous).toBe(3847);
  });

  it('jumps to the target for a zero or negative duration', () => {
    expect(countUpValue(99, 0, 0)).toBe(99);
    expect(countUpValue(99, 10, -5)).toBe(99);
  });

  it('treats negative elapsed time (still in the start delay) as 0', () => {
    expect(countUpValue(500, -100, 2000)).toBe(0);
  });
});
