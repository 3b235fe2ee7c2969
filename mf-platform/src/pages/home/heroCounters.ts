import { HERO_COUNTER_FIRST_DELAY_MS, HERO_COUNTER_LAST_DELAY_MS } from './home.content';

/** The hero's counters in the order they start (left to right, top to bottom). */
export const HERO_COUNTER_ORDER = [
  'credits:shodan',
  'credits:censys',
  'throughput',
  'p95',
  'errors',
  'assets',
  'exposures',
  'fixed',
  'compliance',
] as const;

export type HeroCounterId = (typeof HERO_COUNTER_ORDER)[number];

/** Start delay of a hero counter: evenly staggered from 0.8 s (first) to 2.0 s (last). */
export function heroCounterDelayMs(id: HeroCounterId): number {
  const index = HERO_COUNTER_ORDER.indexOf(id);
  const step = (HERO_COUNTER_LAST_DELAY_MS - HERO_COUNTER_FIRST_DELAY_MS) / (HERO_COUNTER_ORDER.length - 1);
  return Math.round(HERO_COUNTER_FIRST_DELAY_MS + index * step);
}
