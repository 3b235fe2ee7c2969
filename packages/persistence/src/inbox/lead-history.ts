import type { LeadBookkeeping } from '../entities/lead-columns.js';
import type { LeadHistoryEvent } from './lead-inbox-records.js';

/** The order of events stored with the same timestamp: the order in which they can happen. */
const EVENT_ORDER: Record<LeadHistoryEvent['event'], number> = {
  received: 0,
  emailed: 1,
  acknowledged: 2,
  escalated: 3,
  'final-alert': 4,
  claimed: 5,
  'verdict-changed': 6,
};

/** A lead's history, oldest first, from the timestamps stored with it (steps that did not happen are left out). */
export function leadHistory(receivedAt: Date, row: LeadBookkeeping): LeadHistoryEvent[] {
  const events: LeadHistoryEvent[] = [{ event: 'received', at: receivedAt }];
  if (row.notifiedAt) events.push({ event: 'emailed', at: row.notifiedAt, messageId: row.notificationMessageId });
  if (row.acknowledgedAt) events.push({ event: 'acknowledged', at: row.acknowledgedAt });
  if (row.escalatedAt) events.push({ event: 'escalated', at: row.escalatedAt });
  if (row.finalAlertAt) events.push({ event: 'final-alert', at: row.finalAlertAt });
  if (row.claimedAt) events.push({ event: 'claimed', at: row.claimedAt, by: row.claimedBy });
  // Only the last change is stored.
  if (row.verdictChangedAt) events.push({ event: 'verdict-changed', at: row.verdictChangedAt, by: row.verdictChangedBy, verdict: row.verdict });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || EVENT_ORDER[a.event] - EVENT_ORDER[b.event]);
}
