import { cn } from './cn';
import { useCountUp, type CountUpOptions } from './use-count-up';
import { type RevealPhase, useReveal } from './use-reveal';

/** A counter starts (after its delay) once half of it is in view. */
const COUNTER_IN_VIEW = 0.5;

export interface CountUpProps extends CountUpOptions {
  target: number;
  /** Turns the counted value into the shown text. Default: the number itself. */
  format?: (value: number) => string;
  /**
   * The entrance phase from outside (a group that counts together, or `entering` to count again after a visitor's
   * choice); by default the counter's own: it counts when it is scrolled into view, if it was off screen at start.
   */
  phase?: RevealPhase;
  className?: string;
}

/**
 * A figure that counts up from 0 to `target` (2 s, cubic ease-out, every 16 ms) when it comes into view, in tabular
 * digits. The server HTML, and a counter already on screen when the page starts, show the target itself.
 * `data-count-up` marks it for tests and tools.
 */
export function CountUp({ target, format = String, phase, className, ...options }: CountUpProps) {
  const own = useReveal<HTMLSpanElement>(COUNTER_IN_VIEW, phase === undefined);
  const value = useCountUp(target, phase ?? own.phase, options);
  return (
    <span ref={own.ref} data-count-up="" className={cn('tabular-nums', className)}>
      {format(value)}
    </span>
  );
}
