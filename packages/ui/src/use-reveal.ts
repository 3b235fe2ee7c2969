import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './reduced-motion';

/**
 * Where an entrance effect (fade-in, count-up) stands:
 * - `shown`: as prerendered, at its final state. Every element starts so (server HTML, hydration), and stays so when
 *   it was on screen when the script started, without IntersectionObserver, or with reduced motion: content a
 *   visitor can already see is never hidden, and without JavaScript everything is whole.
 * - `waiting`: it was off screen when the script started; hidden until it is scrolled into view. Hiding it then
 *   changes nothing the visitor sees.
 * - `entering`: scrolled into view after waiting: the entrance plays once, and it never hides again.
 */
export type RevealPhase = 'shown' | 'waiting' | 'entering';

/** What one intersection report means for an element in `phase` (pure, so it can be tested without a browser). */
export function nextRevealPhase(
  phase: RevealPhase,
  entry: { isIntersecting: boolean; intersectionRatio: number },
  threshold: number,
  firstReport: boolean,
): RevealPhase {
  if (phase !== 'waiting') return phase;
  if (firstReport) return entry.isIntersecting ? 'shown' : 'waiting';
  return entry.isIntersecting && entry.intersectionRatio >= threshold ? 'entering' : 'waiting';
}

/**
 * The share of an element that must be in view: `threshold`, but never more than half a viewport's worth of it, so
 * an element taller than the screen still enters (20% of a 3,000 px section would otherwise never be in view on a
 * phone, and the section would stay hidden).
 */
export function reachableThreshold(threshold: number, elementHeight: number, viewportHeight: number): number {
  if (elementHeight <= 0) return threshold;
  return Math.min(threshold, (viewportHeight * 0.5) / elementHeight);
}

/**
 * The entrance phase of the element `ref` is attached to. `threshold`: the fraction of it that must be in view
 * before its entrance plays (0..1). The first report of the observer says whether the element is on screen now:
 * if it is, it stays `shown`; if not, it waits (hidden) until `threshold` of it is in view. Printing shows
 * everything. With `enabled` false it stays `shown` and observes nothing.
 */
export function useReveal<T extends Element>(threshold: number, enabled = true) {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<RevealPhase>('shown');
  // Decided once per mount: an element that was shown never waits again.
  const settled = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || settled.current || !element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const reachable = reachableThreshold(threshold, element.getBoundingClientRect().height, window.innerHeight);
    let current: RevealPhase = 'waiting';
    let firstReport = true;
    const settle = (phase: RevealPhase) => {
      settled.current = true;
      observer.disconnect();
      window.removeEventListener('beforeprint', showForPrint);
      setPhase(phase);
    };
    const showForPrint = () => settle('shown');
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        current = nextRevealPhase(current, entry, reachable, firstReport);
        firstReport = false;
        if (current === 'waiting') setPhase('waiting');
        else settle(current);
      },
      { threshold: [0, reachable] },
    );
    observer.observe(element);
    window.addEventListener('beforeprint', showForPrint);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', showForPrint);
    };
  }, [threshold, enabled]);

  return { ref, phase };
}
