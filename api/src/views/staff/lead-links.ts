import type { LeadKind } from '@site/contracts';
import { INBOX_PATH } from '../../staff/staff-paths.js';

/** The staff page of one lead. */
export function leadPagePath(kind: LeadKind, id: string): string {
  return `${INBOX_PATH}/${kind}/${encodeURIComponent(id)}`;
}

/** Where a lead page's Claim button posts. */
export function claimPath(kind: LeadKind, id: string): string {
  return `${leadPagePath(kind, id)}/claim`;
}

/** Where a lead page's verdict buttons ("Not spam", "Mark as spam") post. */
export function verdictPath(kind: LeadKind, id: string): string {
  return `${leadPagePath(kind, id)}/verdict`;
}
