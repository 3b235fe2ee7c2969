import type { CSSProperties, ReactNode } from 'react';
import { type RevealPhase, useReveal } from './use-reveal';

export interface FadeInProps {
  children: ReactNode;
  /** Fraction of the element that must be in view before it fades in (0..1). Default 0.2. */
  threshold?: number;
  className?: string;
}

/** Waiting: hidden 1.5 rem lower; entering: back in place over 700 ms, easing out (reduced motion never gets here). */
const PHASE_STYLES: Record<RevealPhase, CSSProperties | undefined> = {
  shown: undefined,
  waiting: { opacity: 0, transform: 'translateY(1.5rem)' },
  entering: { transition: 'opacity 700ms cubic-bezier(0, 0, 0.2, 1), transform 700ms cubic-bezier(0, 0, 0.2, 1)' },
};

/**
 * Fades and lifts its content in, once, when `threshold` of it is scrolled into view; it never hides again.
 * An enhancement only: the server HTML and the first client render show the content at its final state, and only
 * a block that is off screen when the script runs is hidden (useReveal), so nothing a visitor can already see
 * disappears, and without JavaScript (or with reduced motion) everything is simply there.
 * `data-visible` is "false" while it waits off screen.
 *
 * The two states are inline styles, not utility classes: a page's inline stylesheet holds only the rules its
 * prerendered HTML uses, and the area's full stylesheet is applied only once the visitor reaches for the page, so a
 * class set by the script while the page loads could have no rule yet.
 */
export function FadeIn({ children, threshold = 0.2, className }: FadeInProps) {
  const { ref, phase } = useReveal<HTMLDivElement>(threshold);
  return (
    <div ref={ref} data-visible={phase === 'waiting' ? 'false' : 'true'} style={PHASE_STYLES[phase]} className={className}>
      {children}
    </div>
  );
}
