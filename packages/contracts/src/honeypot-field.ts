/**
 * The hidden honeypot field every lead form carries. People never see or fill it; bots that fill every input
 * do. A filled honeypot is answered like a success, stored flagged, and never emailed.
 */
export const HONEYPOT_FIELD = 'website';

/** True when a (validated) lead's honeypot was filled. */
export function isHoneypotFilled(lead: { [HONEYPOT_FIELD]?: string | undefined }): boolean {
  return typeof lead[HONEYPOT_FIELD] === 'string' && lead[HONEYPOT_FIELD].trim() !== '';
}
