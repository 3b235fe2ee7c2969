import { nextRevealPhase, reachableThreshold } from './use-reveal';

const inView = (ratio: number) => ({ isIntersecting: ratio > 0, intersectionRatio: ratio });

describe('nextRevealPhase', () => {
  it('keeps an element that is on screen at the first report shown: nothing a visitor sees is hidden', () => {
    expect(nextRevealPhase('waiting', inView(0.05), 0.2, true)).toBe('shown');
    expect(nextRevealPhase('waiting', inView(1), 0.2, true)).toBe('shown');
  });

  it('lets an element that is off screen at the first report wait', () => {
    expect(nextRevealPhase('waiting', inView(0), 0.2, true)).toBe('waiting');
  });

  it('lets a waiting element enter once its threshold is in view, not before', () => {
    expect(nextRevealPhase('waiting', inView(0.1), 0.2, false)).toBe('waiting');
    expect(nextRevealPhase('waiting', inView(0.2), 0.2, false)).toBe('entering');
    expect(nextRevealPhase('waiting', inView(0.29), 0.3, false)).toBe('waiting');
    expect(nextRevealPhase('waiting', inView(0.3), 0.3, false)).toBe('entering');
  });

  it('never goes back: shown and entering stay', () => {
    expect(nextRevealPhase('shown', inView(0), 0.2, false)).toBe('shown');
    expect(nextRevealPhase('entering', inView(0), 0.2, false)).toBe('entering');
  });
});

describe('reachableThreshold', () => {
  it('is the threshold for an element that fits the view', () => {
    expect(reachableThreshold(0.2, 600, 800)).toBe(0.2);
    expect(reachableThreshold(0.3, 300, 800)).toBe(0.3);
  });

  it('is at most half a view of a taller element, so it can still enter', () => {
    expect(reachableThreshold(0.2, 4000, 800)).toBeCloseTo(0.1, 10);
    expect(reachableThreshold(0.2, 0, 800)).toBe(0.2);
  });
});
