import { useEffect, useState } from 'react';

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
  /** Animation length. Default 2000 ms (spec: counters animate over 2 s). */
  durationMs?: number;
  /** Wait before starting (e.g. 500 ms on the services and hardware pages). Default 0. */
  startDelayMs?: number;
  /** While false the counter stays at 0 (e.g. until its section is visible). Re-enabling restarts it. */
  enabled?: boolean;
}

/** Tick of the counter: the spec asks for an update every 16 ms. */
export const COUNT_UP_TICK_MS = 16;

/**
 * Animates 0 -> target with cubic ease-out, updating every 16 ms, and returns the current value.
 * Server render and first client render return 0 (identical HTML). With `prefers-reduced-motion: reduce`
 * the effect jumps straight to `target`.
 */
export function useCountUp(target: number, { durationMs = 2000, startDelayMs = 0, enabled = true }: CountUpOptions = {}): number {
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (!enabled) {
      setValue(0);
      return;
    }
    const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reducedMotion) {
      setValue(target);
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
  }, [target, durationMs, startDelayMs, enabled]);

  return value;
}
