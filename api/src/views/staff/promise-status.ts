import { RESPONSE_PROMISE_MS } from '@site/contracts';

/** How a lead stands against the 24-hour answer promise: a text (never colour alone) and a tone for its colour. */
export interface PromiseStatus {
  text: string;
  tone: 'done' | 'ok' | 'soon' | 'overdue';
}

const HOUR = 3_600_000;
/** Under this much time left, the lead is marked as due soon. */
const SOON_MS = 6 * HOUR;

function span(ms: number): string {
  if (ms < HOUR) return `${Math.max(1, Math.floor(ms / 60_000))} min`;
  return `${Math.floor(ms / HOUR)} h`;
}

/** "3 h left", "45 min left", "5 h overdue", or, once claimed, how long the claim took. */
export function promiseStatus(receivedAt: Date, claimedAt: Date | null, now: Date): PromiseStatus {
  if (claimedAt) {
    const took = claimedAt.getTime() - receivedAt.getTime();
    return { text: `Claimed after ${span(took)}`, tone: took <= RESPONSE_PROMISE_MS ? 'done' : 'overdue' };
  }
  const left = receivedAt.getTime() + RESPONSE_PROMISE_MS - now.getTime();
  if (left <= 0) return { text: `${span(-left)} overdue`, tone: 'overdue' };
  return { text: `${span(left)} left`, tone: left <= SOON_MS ? 'soon' : 'ok' };
}

/** A time as staff read it: minutes, UTC. */
export function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
