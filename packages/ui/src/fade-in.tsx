import type { ReactNode } from 'react';
import { cn } from './cn';
import { useInViewOnce } from './use-in-view-once';

export interface FadeInProps {
  children: ReactNode;
  /** Fraction of the element that must be in view before it appears (0..1). Default 0.2. */
  threshold?: number;
  className?: string;
}

/**
 * Fades and lifts its content in, once, when `threshold` of it is in view; it never hides again.
 * The content is always in the server HTML (only opacity/transform change), and the server render and
 * the first client render are identical (visible=false); everything else happens in an effect.
 * Without IntersectionObserver, or with `prefers-reduced-motion: reduce`, the content shows at once.
 */
export function FadeIn({ children, threshold = 0.2, className }: FadeInProps) {
  const { ref, inView: visible } = useInViewOnce<HTMLDivElement>(threshold);
  return (
    <div
      ref={ref}
      data-visible={visible ? 'true' : 'false'}
      className={cn(
        'transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none',
        visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
