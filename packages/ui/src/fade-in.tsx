import type { ReactNode } from 'react';
import { cn } from './cn';
import { useReveal } from './use-reveal';

export interface FadeInProps {
  children: ReactNode;
  /** Fraction of the element that must be in view before it fades in (0..1). Default 0.2. */
  threshold?: number;
  className?: string;
}

/**
 * Fades and lifts its content in, once, when `threshold` of it is scrolled into view; it never hides again.
 * An enhancement only: the server HTML and the first client render show the content at its final state, and only
 * a block that is off screen when the script runs is hidden (useReveal), so nothing a visitor can already see
 * disappears, and without JavaScript (or with reduced motion) everything is simply there.
 * `data-visible` is "false" while it waits off screen.
 */
export function FadeIn({ children, threshold = 0.2, className }: FadeInProps) {
  const { ref, phase } = useReveal<HTMLDivElement>(threshold);
  return (
    <div
      ref={ref}
      data-visible={phase === 'waiting' ? 'false' : 'true'}
      className={cn(
        phase === 'waiting' && 'translate-y-6 opacity-0',
        phase === 'entering' && 'transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
