const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A duration for people: "12 h", "1.5 h", "40 min", "3 s" (configured windows are short in tests). */
export function formatDuration(ms: number): string {
  if (ms >= HOUR_MS) return `${Number((ms / HOUR_MS).toFixed(1))} h`;
  if (ms >= MINUTE_MS) return `${Math.round(ms / MINUTE_MS)} min`;
  return `${Math.round(ms / 1000)} s`;
}
