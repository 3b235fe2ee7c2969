import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './reduced-motion';
import type { RevealPhase } from './use-reveal';

/** Cubic ease-out: fast start, gentle landing. `t` is clamped to [0, 1]. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * The counter's value `elapsedMs` after it started: 0 -> target over `durationMs` with cubic ease-out.
 * Rounded to an integer when the target is an integer, otherwise to one decimal; exactly `target` at the end.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const raw = target * easeOutCubic(elapsedMs / durationMs);
  return Number.isInteger(target) ? Math.round(raw) : Math.round(raw * 10) / 10;
}

export interface CountUpOptions {
  /** Animation length. Default 2000 ms (counters animate over 2 s). */
  durationMs?: number;
  /** Wait before starting, once the counter entered the view (e.g. 500 ms on the services and hardware pages). Default 0. */
  startDelayMs?: number;
}

/** Tick of the counter: an update every 16 ms. */
export const COUNT_UP_TICK_MS = 16;

/**
 * The counter's shown value in `phase` (useReveal): `shown` is the target itself (server HTML, a counter on screen
 * when the page started, reduced motion); `waiting` is 0 (off screen, so nobody sees it); `entering` runs
 * 0 -> target with cubic ease-out after `startDelayMs`, updating every 16 ms. A new `phase` of `entering` (or a
 * remount) runs it again. With reduced motion it shows the target at once.
 */
export function useCountUp(target: number, phase: RevealPhase, { durationMs = 2000, startDelayMs = 0 }: CountUpOptions = {}): number {
  // A counter that mounts already `entering` (a dashboard swapped on selection) starts at 0: starting at the
  // target would show it for a frame before the run begins.
  const [value, setValue] = useState(() => (phase === 'entering' && !prefersReducedMotion() ? 0 : target));

  useEffect(() => {
    if (phase !== 'entering' || prefersReducedMotion()) {
      setValue(phase === 'waiting' ? 0 : target);
      return;
    }
    setValue(0);
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      const startedAt = Date.now();
      interval = setInterval(() => {
        const elapsed = Date.now() - startedAt;
        setValue(countUpValue(target, elapsed, durationMs));
        if (elapsed >= durationMs && interval !== undefined) clearInterval(interval);
      }, COUNT_UP_TICK_MS);
    }, startDelayMs);
    return () => {
      clearTimeout(delay);
      if (interval !== undefined) clearInterval(interval);
    };
  }, [target, phase, durationMs, startDelayMs]);

  return value;
}
